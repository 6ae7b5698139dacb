import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caretakerTaskPageSchema,
  serviceRequestPageSchema,
  serviceRequestStatsSchema,
} from '@memorial-care/contracts/http';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { requestService, scheduleServiceRequest, startWork } from './commands';
import {
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
} from './int-test-fixtures';

let app: TestApp;
let admin: TestClient;
let cemeteryId: string;
const ids = {} as Record<'urgentGrave' | 'lowOpen' | 'highStarted' | 'guest', string>;
const caretakers = {} as Record<'dragan' | 'zoran', { id: string; session: TestClient }>;
let milica: TestClient;

const on = (day: number) => systemContext(new Date(Date.UTC(2025, 0, day)));

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  const cemetery = await admin.post('/api/cemeteries', {
    name: 'Novo groblje',
    city: 'Beograd',
    region: 'Grad Beograd',
  });
  expect(cemetery.status).toBe(201);
  cemeteryId = ((await cemetery.json()) as { id: string }).id;
  const milicaId = await recordClient(app, 'Milica Jovanović', 'active');
  const petarId = await recordClient(app, 'Petar Petrović', 'active');
  const graveId = await recordGrave(app, milicaId, cemeteryId);
  for (const name of ['dragan', 'zoran'] as const) {
    const id = await recordCaretaker(app, { name, preferredVisitDays: [], holidayDates: [] });
    caretakers[name] = {
      id,
      session: await signInLinkedAccount(app, {
        role: 'caretaker',
        linkedId: id,
        lastName: 'User',
      }),
    };
  }
  milica = await signInLinkedAccount(app, { role: 'client', linkedId: milicaId, lastName: 'User' });

  const request = async (input: Parameters<typeof requestService>[1], day: number) =>
    (await requestService(app.deps, input, on(day))).id;
  ids.urgentGrave = await request(
    {
      clientId: milicaId,
      graveId,
      serviceType: 'grave_cleaning',
      priority: 'urgent',
      amount: '50',
    },
    1,
  );
  ids.lowOpen = await request(
    { clientId: milicaId, serviceType: 'flower_arrangement', priority: 'low', amount: '10' },
    2,
  );
  ids.highStarted = await request(
    { clientId: petarId, serviceType: 'grave_cleaning', priority: 'high', amount: '30' },
    3,
  );
  ids.guest = await request(
    {
      serviceType: 'candle_lighting',
      guest: { name: 'Nada Stojanović', email: 'nada_s@example.com', phone: '+1 416 555 0100' },
    },
    4,
  );
  const ctx = systemContext();
  await scheduleServiceRequest(
    app.deps,
    {
      requestId: ids.urgentGrave,
      caretakerId: caretakers.dragan.id,
      scheduledDate: '2025-03-10T09:00:00Z',
    },
    ctx,
  );
  await scheduleServiceRequest(
    app.deps,
    {
      requestId: ids.highStarted,
      caretakerId: caretakers.zoran.id,
      scheduledDate: '2025-03-20T09:00:00Z',
    },
    ctx,
  );
  const last = await startWork(app.deps, { requestId: ids.highStarted }, ctx);
  if (last.position) await app.deps.waitForProjections(last.position);
});
afterAll(() => app?.close());

const idsOf = async (query: string, client = admin) => {
  const response = await client.get(`/api/service-requests${query}`);
  expect(response.status, query).toBe(200);
  const page = serviceRequestPageSchema.parse(await response.json());
  expect(page.total, query).toBeGreaterThanOrEqual(page.items.length);
  return page.items.map((item) => item.id);
};

describe('GET /api/service-requests filters, search and sort', () => {
  it('filters by one or several statuses and priorities', async () => {
    expect(await idsOf('?status=in_progress')).toEqual([ids.highStarted]);
    expect(await idsOf('?status=pending&status=scheduled')).toEqual([
      ids.guest,
      ids.lowOpen,
      ids.urgentGrave,
    ]);
    expect(await idsOf('?status=pending,in_progress')).toEqual([
      ids.guest,
      ids.highStarted,
      ids.lowOpen,
    ]);
    expect(await idsOf('?priority=urgent')).toEqual([ids.urgentGrave]);
    expect(await idsOf('?priority=low&priority=high')).toEqual([ids.highStarted, ids.lowOpen]);
  });

  it('filters by caretaker, cemetery and scheduled date range (inclusive days)', async () => {
    expect(await idsOf(`?caretakerId=${caretakers.zoran.id}`)).toEqual([ids.highStarted]);
    expect(await idsOf(`?cemeteryId=${cemeteryId}`)).toEqual([ids.urgentGrave]);
    expect(await idsOf('?from=2025-03-10&to=2025-03-10')).toEqual([ids.urgentGrave]);
    expect(await idsOf('?from=2025-03-11')).toEqual([ids.highStarted]);
    expect(await idsOf('?to=2025-03-31')).toEqual([ids.highStarted, ids.urgentGrave]);
  });

  it('searches client, guest, deceased and cemetery names, emails and city, ignoring case', async () => {
    expect(await idsOf('?search=petrović')).toEqual([ids.highStarted]);
    expect(await idsOf('?search=NADA_S@')).toEqual([ids.guest]);
    expect(await idsOf(`?search=${encodeURIComponent('radmila ilić')}`)).toEqual([ids.urgentGrave]);
    expect(await idsOf('?search=novo%20GROBLJE')).toEqual([ids.urgentGrave]);
    expect(await idsOf('?search=beograd')).toEqual([ids.urgentGrave]);
    // A typed % is a percent sign, not a wildcard.
    expect(await idsOf('?search=%25')).toEqual([]);
  });

  it('sorts by scheduled date, amount, status and priority, both ways', async () => {
    expect(await idsOf('?sort=scheduledDate')).toEqual([
      ids.urgentGrave,
      ids.highStarted,
      ids.guest,
      ids.lowOpen,
    ]);
    expect((await idsOf('?sort=-scheduledDate')).slice(0, 2)).toEqual([
      ids.highStarted,
      ids.urgentGrave,
    ]);
    expect(await idsOf('?sort=createdAt')).toEqual([
      ids.urgentGrave,
      ids.lowOpen,
      ids.highStarted,
      ids.guest,
    ]);
    expect(await idsOf('?sort=-amount')).toEqual([
      ids.urgentGrave,
      ids.highStarted,
      ids.lowOpen,
      ids.guest,
    ]);
    expect(await idsOf('?sort=-priority')).toEqual([
      ids.urgentGrave,
      ids.highStarted,
      ids.guest,
      ids.lowOpen,
    ]);
    expect(await idsOf('?sort=status')).toEqual([
      ids.guest,
      ids.lowOpen,
      ids.urgentGrave,
      ids.highStarted,
    ]);
  });

  it('pages within bounds: past the end is empty with the total kept', async () => {
    expect(await idsOf('?sort=createdAt&page=2&pageSize=3')).toEqual([ids.guest]);
    const response = await admin.get('/api/service-requests?page=9&pageSize=100');
    expect(serviceRequestPageSchema.parse(await response.json())).toEqual({ items: [], total: 4 });
  });

  it('keeps a client to their own requests whatever the query says', async () => {
    expect(await idsOf('', milica)).toEqual([ids.lowOpen, ids.urgentGrave]);
    expect(await idsOf(`?caretakerId=${caretakers.zoran.id}`, milica)).toEqual([]);
    expect(await idsOf('?search=petrović', milica)).toEqual([]);
  });

  it('rejects bad parameters (400)', async () => {
    for (const query of [
      '?pageSize=1000',
      '?pageSize=0',
      '?status=unknown',
      '?status=pending,nope',
      '?priority=critical',
      '?from=2025-13-40',
      '?to=yesterday',
      '?sort=name',
      '?caretakerId=42',
    ])
      expect((await admin.get(`/api/service-requests${query}`)).status, query).toBe(400);
  });
});

describe('GET /api/service-requests/stats', () => {
  const stats = async (client: TestClient) => {
    const response = await client.get('/api/service-requests/stats');
    expect(response.status).toBe(200);
    return serviceRequestStatsSchema.parse(await response.json());
  };

  it('counts per status, scoped like the list', async () => {
    expect(await stats(admin)).toEqual({
      total: 4,
      pending: 2,
      scheduled: 1,
      inProgress: 1,
      completed: 0,
      cancelled: 0,
    });
    expect(await stats(milica)).toMatchObject({ total: 2, pending: 1, scheduled: 1 });
    expect((await app.client().get('/api/service-requests/stats')).status).toBe(401);
    expect((await caretakers.dragan.session.get('/api/service-requests/stats')).status).toBe(403);
  });
});

describe('GET /api/caretaker/tasks', () => {
  const tasks = async (client: TestClient, query = '') => {
    const response = await client.get(`/api/caretaker/tasks${query}`);
    expect(response.status).toBe(200);
    return caretakerTaskPageSchema.parse(await response.json());
  };

  it('gives a caretaker their own tasks and the open offers, soonest first, with tab counts', async () => {
    const dragan = await tasks(caretakers.dragan.session);
    expect(dragan.items.map((item) => item.id)).toEqual([ids.urgentGrave, ids.guest, ids.lowOpen]);
    expect(dragan.counts).toEqual({
      all: 3,
      pending: 2,
      scheduled: 1,
      in_progress: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(dragan.items[0]).toMatchObject({
      earning: '35.00',
      grave: { deceasedName: 'Radmila Ilić' },
      cemetery: { id: cemeteryId, name: 'Novo groblje', city: 'Beograd' },
    });

    // A caretaker cannot read another's list through the query.
    const own = await tasks(caretakers.dragan.session, `?caretakerId=${caretakers.zoran.id}`);
    expect(own.counts).toEqual(dragan.counts);
    const zoran = await tasks(caretakers.zoran.session, '?tab=in_progress');
    expect(zoran).toMatchObject({
      total: 1,
      items: [{ id: ids.highStarted }],
      counts: { all: 3, pending: 2, scheduled: 0, in_progress: 1, completed: 0, cancelled: 0 },
    });
    expect((await tasks(caretakers.zoran.session, '?tab=scheduled')).items).toEqual([]);
  });

  it('shows any caretaker, even one with no tasks, the offers without client or money fields', async () => {
    const id = await recordCaretaker(app, {
      name: 'mira',
      preferredVisitDays: [],
      holidayDates: [],
    });
    const mira = await signInLinkedAccount(app, { role: 'caretaker', linkedId: id, lastName: 'U' });
    const rawList = await (await mira.get('/api/caretaker/tasks')).text();
    const offers = caretakerTaskPageSchema.parse(JSON.parse(rawList));
    expect(offers.items.map((item) => item.id)).toEqual([ids.guest, ids.lowOpen]);
    expect(offers.items.map((item) => item.earning)).toEqual(['0.00', '7.00']);
    const rawDetails = await Promise.all(
      [ids.guest, ids.lowOpen].map(async (requestId) => {
        const response = await mira.get(`/api/service-requests/${requestId}`);
        expect(response.status).toBe(200);
        return response.text();
      }),
    );
    const rawOwnTask = await (
      await caretakers.dragan.session.get(`/api/service-requests/${ids.urgentGrave}`)
    ).text();
    for (const raw of [rawList, ...rawDetails, rawOwnTask]) {
      for (const hidden of ['@example.com', 'Milica', 'Nada', '+1 416', '"10.00"', '"50.00"'])
        expect(raw).not.toContain(hidden);
      for (const field of ['amount', 'paymentStatus', 'clientName', 'clientEmail', 'guestName'])
        expect(raw).not.toContain(`"${field}"`);
    }
    // The admin still sees the full request.
    const full = await (await admin.get(`/api/service-requests/${ids.lowOpen}`)).text();
    expect(full).toContain('"amount":"10.00"');
  });

  it("lets an admin look at a named caretaker's list", async () => {
    expect((await admin.get('/api/caretaker/tasks')).status).toBe(400);
    const zoran = await tasks(admin, `?caretakerId=${caretakers.zoran.id}`);
    expect(zoran.items.map((item) => item.id)).toEqual([ids.highStarted, ids.guest, ids.lowOpen]);
  });

  it('is not for clients or anonymous callers, and checks its parameters', async () => {
    expect((await milica.get('/api/caretaker/tasks')).status).toBe(403);
    expect((await app.client().get('/api/caretaker/tasks')).status).toBe(401);
    expect((await caretakers.dragan.session.get('/api/caretaker/tasks?tab=done')).status).toBe(400);
  });
});
