import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientStreamId } from '@memorial-care/contracts/events';
import { activityLogPageSchema } from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

let app: TestApp;
let admin: TestClient;

/** Registers clients straight into the log (this feature does not import the clients one). */
const registerClient = async (name: string, occurredAt: string) => {
  const clientId = randomUUID();
  const { position } = await app.deps.eventStore.appendToStream(
    clientStreamId(clientId),
    [
      {
        id: randomUUID(),
        type: 'ClientRegistered',
        data: {
          clientId,
          name,
          email: `${clientId.slice(0, 8)}@example.com`,
          phone: null,
          address: null,
          source: 'admin',
        },
        metadata: {
          userId: null,
          role: 'system',
          correlationId: randomUUID(),
          causationId: null,
          occurredAt,
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  await app.deps.waitForProjections(position);
};

beforeAll(async () => {
  app = await startTestApp({ demoAccounts: true });
  admin = await app.signInAs('admin');
  await registerClient('Milica Jovanović', '2030-01-01T10:00:00.000Z');
  await registerClient('Petar Petrović', '2030-01-02T10:00:00.000Z');
  // Half past midnight on 1 January in Serbia, still 31 December in UTC.
  await registerClient('Ana Anić', '2029-12-31T23:30:00.000Z');
});
afterAll(() => app?.close());

describe('GET /api/activity-logs', () => {
  it('gives the admin the newest activity first, paged, with the total', async () => {
    const response = await admin.get('/api/activity-logs?page=1&pageSize=1');
    expect(response.status).toBe(200);
    const page = activityLogPageSchema.parse(await response.json());
    expect(page.items).toEqual([
      expect.objectContaining({
        type: 'client_registered',
        description: 'New client registered: Petar Petrović',
        entityType: 'client',
        createdAt: '2030-01-02T10:00:00.000Z',
      }),
    ]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const second = activityLogPageSchema.parse(
      await (await admin.get('/api/activity-logs?page=2&pageSize=1')).json(),
    );
    expect(second.items[0]?.description).toBe('New client registered: Milica Jovanović');
  });

  it('refuses a caretaker and a client (403) and a visitor (401)', async () => {
    expect((await (await app.signInAs('caretaker')).get('/api/activity-logs')).status).toBe(403);
    expect((await (await app.signInAs('client')).get('/api/activity-logs')).status).toBe(403);
    expect((await app.client().get('/api/activity-logs')).status).toBe(401);
  });

  it('filters by kind, subject, days and words in the description, with the matching total', async () => {
    const filtered = async (params: string) =>
      activityLogPageSchema.parse(await (await admin.get(`/api/activity-logs?${params}`)).json());
    const byDay = await filtered('from=2030-01-01&to=2030-01-01&type=client_registered');
    // Days are the office's days in Serbia, not UTC's.
    expect(byDay.items.map((item) => item.description)).toEqual([
      'New client registered: Milica Jovanović',
      'New client registered: Ana Anić',
    ]);
    expect(byDay.total).toBe(2);
    expect((await filtered('to=2029-12-31&type=client_registered')).total).toBe(0);
    const bySearch = await filtered('search=PETAR%20petrović&entityType=client');
    expect(bySearch.items.map((item) => item.createdAt)).toEqual(['2030-01-02T10:00:00.000Z']);
    // A typed % is a percent sign, not a wildcard; a kind of another subject finds nothing.
    expect((await filtered('search=%25')).total).toBe(0);
    expect((await filtered('entityType=service_request&type=client_registered')).items).toEqual([]);
    expect((await filtered('from=2030-01-02&to=2030-01-31&page=2&pageSize=1')).total).toBe(1);
  });

  it('rejects a bad page size, an unknown kind, a bad day or a reversed range with 400', async () => {
    for (const params of [
      'pageSize=0',
      'type=anything',
      'entityType=grave',
      'from=2030-02-30',
      'from=2030-01-02&to=2030-01-01',
      `search=${'x'.repeat(201)}`,
    ])
      expect((await admin.get(`/api/activity-logs?${params}`)).status, params).toBe(400);
  });
});
