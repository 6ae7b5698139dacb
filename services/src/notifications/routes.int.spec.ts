import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientStreamId, serviceRequestStreamId } from '@memorial-care/contracts/events';
import { notificationListSchema } from '@memorial-care/contracts/http';
import { recordClientRecord, recordEvent } from '../testing/record-event';
import { clientRegisteredData } from '../testing/event-data';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { familyRequestData } from './notification-test-data';

let app: TestApp;
let admin: TestClient;
let family: TestClient;
let otherFamily: TestClient;
const requestId = randomUUID();

const listOf = async (client: TestClient) => {
  const response = await client.get('/api/notifications');
  expect(response.status).toBe(200);
  return notificationListSchema.parse(await response.json());
};

beforeAll(async () => {
  app = await startTestApp({ demoAccounts: true });
  admin = await app.signInAs('admin');
  const clientId = await recordClientRecord(app, { name: 'Milica Jovanović' });
  family = await app.signInAsClientOf(clientId);
  otherFamily = await app.signInAsClientOf(
    await recordClientRecord(app, { name: 'Petar Petrović' }),
  );
  const visitor = clientRegisteredData({ name: 'Ana Anić', source: 'self-registration' });
  await recordEvent(app, clientStreamId(visitor.clientId), 'ClientRegistered', visitor);
  await recordEvent(
    app,
    serviceRequestStreamId(requestId),
    'ServiceRequested',
    familyRequestData(requestId, clientId),
  );
  await recordEvent(app, `${serviceRequestStreamId(requestId)}-accept`, 'TaskAccepted', {
    requestId,
    caretakerId: randomUUID(),
  });
});
afterAll(() => app?.close());

describe('GET /api/notifications', () => {
  it("gives each user their own: the admins' registration, the family's accepted visit", async () => {
    const admins = await listOf(admin);
    expect(admins.items).toEqual([
      expect.objectContaining({
        kind: 'client_registered',
        params: expect.objectContaining({ name: 'Ana Anić' }),
        read: false,
      }),
    ]);
    expect(admins.unread).toBe(1);
    const own = await listOf(family);
    expect(own.items.map((n) => [n.kind, n.params.requestId])).toEqual([
      ['visit_accepted', requestId],
    ]);
    expect(await listOf(otherFamily)).toEqual({ items: [], unread: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await app.client().get('/api/notifications')).status).toBe(401);
    expect((await app.client().post('/api/notifications/read-all')).status).toBe(401);
  });
});

describe('marking read', () => {
  it("answers 404 for someone else's notification and changes nothing", async () => {
    const [accepted] = (await listOf(family)).items;
    const path = `/api/notifications/${accepted!.id}/read`;
    expect((await otherFamily.post(path)).status).toBe(404);
    expect((await admin.post(path)).status).toBe(404);
    expect((await family.post(`/api/notifications/${randomUUID()}/read`)).status).toBe(404);
    expect((await family.post('/api/notifications/not-an-id/read')).status).toBe(400);
    expect((await listOf(family)).unread).toBe(1);
  });

  it('marks one read for its user only, and all read up to now', async () => {
    const [accepted] = (await listOf(family)).items;
    expect((await family.post(`/api/notifications/${accepted!.id}/read`)).status).toBe(204);
    expect(await listOf(family)).toMatchObject({ unread: 0, items: [{ read: true }] });

    expect((await admin.post('/api/notifications/read-all')).status).toBe(204);
    expect(await listOf(admin)).toMatchObject({ unread: 0, items: [{ read: true }] });
    const adminId = app.demoUserIds!.admin;
    const reads = await app.streamEvents(`notification-reads-${adminId}`);
    expect(reads.map((e) => [e.type, (e.data as { userId: string }).userId])).toEqual([
      ['AllNotificationsRead', adminId],
    ]);
  });
});
