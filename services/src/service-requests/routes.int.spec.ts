import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestPageSchema } from '@memorial-care/contracts/http';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { requestService, scheduleServiceRequest } from './commands';

let app: TestApp;
let signedInClient: TestClient;
const mine = randomUUID();
const theirs = randomUUID();
const ids: { mine: string[]; theirs: string[]; guest: string } = {
  mine: [],
  theirs: [],
  guest: '',
};

beforeAll(async () => {
  app = await startTestApp();
  // Created one after another, so "newest first" has a defined order.
  for (let i = 0; i < 3; i++)
    ids.mine.push(
      (
        await requestService(
          app.deps,
          { clientId: mine, serviceType: 'grave_cleaning', amount: `${10 + i}` },
          systemContext(new Date(Date.UTC(2025, 0, 1 + i))),
        )
      ).id,
    );
  await scheduleServiceRequest(
    app.deps,
    {
      requestId: ids.mine[0] ?? '',
      caretakerId: randomUUID(),
      scheduledDate: '2025-02-01T09:00:00Z',
    },
    systemContext(),
  );
  ids.theirs.push(
    (
      await requestService(
        app.deps,
        { clientId: theirs, serviceType: 'monument_cleaning' },
        systemContext(new Date(Date.UTC(2025, 0, 10))),
      )
    ).id,
  );
  const guest = await requestService(
    app.deps,
    {
      serviceType: 'candle_lighting',
      guest: { name: 'Nada Stojanović', email: 'nada@example.com', phone: '+1 416 555 0100' },
    },
    systemContext(new Date(Date.UTC(2025, 0, 11))),
  );
  ids.guest = guest.id;
  if (guest.position) await app.deps.waitForProjections(guest.position);

  const email = `client.${randomUUID().slice(0, 8)}@example.com`;
  await app.createUser({
    email,
    password: 'grave-care-2025',
    firstName: 'Petar',
    lastName: 'Marković',
    role: 'client',
    clientId: mine,
  });
  signedInClient = await app.signIn(email, 'grave-care-2025');
});
afterAll(() => app?.close());

const page = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/service-requests${query}`);
  expect(response.status).toBe(200);
  return serviceRequestPageSchema.parse(await response.json());
};

describe('GET /api/service-requests', () => {
  it('turns away anonymous callers (401) and caretakers, who have their task list (403)', async () => {
    expect((await app.client().get('/api/service-requests')).status).toBe(401);
    expect((await (await app.signInAs('caretaker')).get('/api/service-requests')).status).toBe(403);
  });

  it('gives an admin every request, newest first, a page at a time', async () => {
    const admin = await app.signInAs('admin');
    const all = await page(admin);
    expect(all.total).toBe(5);
    expect(all.items.map((r) => r.id)).toEqual([
      ids.guest,
      ...ids.theirs,
      ...[...ids.mine].reverse(),
    ]);
    expect(all.items[0]).toMatchObject({
      clientName: 'Nada Stojanović',
      guestPhone: '+1 416 555 0100',
    });

    const second = await page(admin, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5 });
    expect(second.items.map((r) => r.id)).toEqual([ids.mine[2], ids.mine[1]]);

    const scheduled = await page(admin, '?status=scheduled');
    expect(scheduled).toMatchObject({
      total: 1,
      items: [{ id: ids.mine[0], status: 'scheduled', scheduledDate: '2025-02-01T09:00:00.000Z' }],
    });
  });

  it('rejects a malformed page, page size or status (400)', async () => {
    const admin = await app.signInAs('admin');
    for (const query of ['?page=0', '?pageSize=101', '?page=abc', '?status=done'])
      expect((await admin.get(`/api/service-requests${query}`)).status, query).toBe(400);
  });

  it('gives a client only their own requests, with amounts as decimal strings', async () => {
    const own = await page(signedInClient);
    expect(own.total).toBe(3);
    expect(own.items.map((r) => r.id)).toEqual([...ids.mine].reverse());
    expect(own.items.map((r) => r.amount)).toEqual(['12.00', '11.00', '10.00']);
  });

  it('gives a client account without a client record nothing', async () => {
    const email = `unlinked.${randomUUID().slice(0, 8)}@example.com`;
    await app.createUser({
      email,
      password: 'grave-care-2025',
      firstName: null,
      lastName: null,
      role: 'client',
    });
    expect(await page(await app.signIn(email, 'grave-care-2025'))).toEqual({ items: [], total: 0 });
  });
});
