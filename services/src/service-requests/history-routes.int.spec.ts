import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestHistorySchema } from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import {
  bookServiceRequest,
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
} from './int-test-fixtures';

let app: TestApp;
let admin: TestClient;
let owner: TestClient;
let caretaker: TestClient;
let caretakerId: string;
let requestId: string;

/** create (admin) → accept → start → complete (the caretaker): the stream the auditor reads. */
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  const clientId = await recordClient(app, 'Milica Jovanović', 'active');
  const graveId = await recordGrave(app, clientId, randomUUID());
  caretakerId = await recordCaretaker(app, {
    name: 'Dragan',
    preferredVisitDays: [],
    holidayDates: [],
  });
  owner = await signInLinkedAccount(app, {
    role: 'client',
    linkedId: clientId,
    firstName: 'Dragan',
    lastName: 'Nikolić',
  });
  caretaker = await signInLinkedAccount(app, {
    role: 'caretaker',
    linkedId: caretakerId,
    firstName: 'Dragan',
    lastName: 'Nikolić',
  });
  requestId = await bookServiceRequest(admin, { clientId, graveId, caretakerId });
  const patch = (body: object) => caretaker.patch(`/api/service-requests/${requestId}`, body);
  for (const body of [
    { status: 'scheduled', caretakerId },
    { status: 'in_progress' },
    {
      status: 'completed',
    },
  ])
    expect((await patch(body)).status).toBe(200);
});
afterAll(() => app?.close());

const history = (client: TestClient, id = requestId) =>
  client.get(`/api/service-requests/${id}/history`);

describe('GET /api/service-requests/:id/history', () => {
  it('shows the admin every event in order, with actor and the state after each', async () => {
    const response = await history(admin);
    expect(response.status).toBe(200);
    const entries = serviceRequestHistorySchema.parse(await response.json());
    expect(
      entries.map((e) => [e.revision, e.type, (e.stateAfter as { status: string }).status]),
    ).toEqual([
      [0, 'ServiceRequested', 'pending'],
      [1, 'TaskAccepted', 'scheduled'],
      [2, 'ServiceRequestStarted', 'in_progress'],
      [3, 'ServiceRequestCompleted', 'completed'],
    ]);
    expect(entries[0]?.actor).toMatchObject({ role: 'admin', userId: app.demoUserIds?.admin });
    expect(entries[1]?.actor).toMatchObject({ role: 'caretaker', name: 'Dragan Nikolić' });
    expect(entries[1]?.stateAfter).toMatchObject({ fields: { caretakerId } });
    // What each step changed, before and after: nothing to compare on the creation.
    expect(entries.map((e) => Object.keys(e.changed ?? {}))).toEqual([
      [],
      ['status'],
      ['status'],
      ['status', 'completedDate'],
    ]);
    expect(entries[1]?.changed).toEqual({ status: { from: 'pending', to: 'scheduled' } });
    expect(entries.every((e) => !Number.isNaN(Date.parse(e.occurredAt)))).toBe(true);
  });

  it('shows the owning client their own request', async () => {
    const response = await history(owner);
    expect(response.status).toBe(200);
    expect(serviceRequestHistorySchema.parse(await response.json())).toHaveLength(4);
  });

  it('answers 404 to another client, 403 to a caretaker, 401 without a session', async () => {
    expect((await history(await app.signInAs('client'))).status).toBe(404);
    expect((await history(caretaker)).status).toBe(403);
    expect((await history(app.client())).status).toBe(401);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await history(admin, randomUUID())).status).toBe(404);
  });
});
