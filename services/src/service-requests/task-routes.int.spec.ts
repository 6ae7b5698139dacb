import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import {
  serviceRequestCreatedSchema,
  serviceRequestPageSchema,
} from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import {
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
  upcoming,
} from './int-test-fixtures';

let app: TestApp;
let admin: TestClient;
let clientId: string;
let graveId: string;
const cemeteryId = randomUUID();
const wednesday = upcoming('Wednesday');
const caretakers = {} as Record<'dragan' | 'zoran', { id: string; session: TestClient }>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  clientId = await recordClient(app, 'Milica Jovanović', 'active');
  graveId = await recordGrave(app, clientId, cemeteryId);
  for (const name of ['dragan', 'zoran'] as const) {
    const id = await recordCaretaker(app, {
      name,
      preferredVisitDays: [],
      holidayDates: [],
    });
    caretakers[name] = {
      id,
      session: await signInLinkedAccount(app, {
        role: 'caretaker',
        linkedId: id,
        lastName: 'Caretaker',
      }),
    };
  }
});
afterAll(() => app?.close());

/** A pending request offered to `caretakerId` (or open to anyone when null). */
const pendingTask = async (caretakerId: string | null) => {
  const response = await admin.post('/api/service-requests', {
    clientId,
    graveId,
    serviceType: 'grave_cleaning',
    caretakerId: caretakerId ?? caretakers.dragan.id,
    priority: 'normal',
    amount: '30',
    scheduledDate: wednesday.iso,
  });
  expect(response.status).toBe(201);
  const { id } = serviceRequestCreatedSchema.parse(await response.json());
  // An open task: the admin withdraws the offer (decline returns it to pending, unassigned).
  if (caretakerId === null)
    expect((await admin.post(`/api/service-requests/${id}/decline`, {})).status).toBe(200);
  return id;
};

const row = async (id: string) =>
  serviceRequestPageSchema
    .parse(await (await admin.get('/api/service-requests?pageSize=100')).json())
    .items.find((item) => item.id === id);

const types = async (id: string) =>
  (await app.streamEvents(serviceRequestStreamId(id))).map((e) => e.type);

describe('a caretaker’s task moves (PATCH with the spec’s payloads)', () => {
  it('accepts, starts and completes their own task', async () => {
    const { dragan } = caretakers;
    const id = await pendingTask(dragan.id);
    const patch = (body: object) => dragan.session.patch(`/api/service-requests/${id}`, body);
    expect((await patch({ status: 'scheduled', caretakerId: dragan.id })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'scheduled', caretakerId: dragan.id });
    expect((await patch({ status: 'in_progress' })).status).toBe(200);
    expect((await patch({ status: 'completed' })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'completed', completedDate: expect.any(String) });
    expect(await types(id)).toEqual([
      'ServiceRequested',
      'TaskAccepted',
      'ServiceRequestStarted',
      'ServiceRequestCompleted',
    ]);
    const accepted = (await app.streamEvents(serviceRequestStreamId(id)))[1];
    expect(accepted?.metadata).toMatchObject({ role: 'caretaker', userId: expect.any(String) });
  });

  it('declines: back to pending with no caretaker', async () => {
    const { dragan } = caretakers;
    const id = await pendingTask(dragan.id);
    const response = await dragan.session.patch(`/api/service-requests/${id}`, {
      status: 'pending',
      caretakerId: null,
    });
    expect(response.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'pending', caretakerId: null });
  });

  it('keeps a caretaker off tasks assigned to another (403)', async () => {
    const { dragan, zoran } = caretakers;
    const id = await pendingTask(dragan.id);
    const patch = (body: object) => zoran.session.patch(`/api/service-requests/${id}`, body);
    expect((await patch({ status: 'scheduled', caretakerId: zoran.id })).status).toBe(403);
    expect((await patch({ status: 'scheduled', caretakerId: dragan.id })).status).toBe(403);
    expect((await patch({ status: 'pending', caretakerId: null })).status).toBe(403);
    await dragan.session.patch(`/api/service-requests/${id}`, {
      status: 'scheduled',
      caretakerId: dragan.id,
    });
    expect((await patch({ status: 'in_progress' })).status).toBe(403);
    expect(await row(id)).toMatchObject({ status: 'scheduled', caretakerId: dragan.id });
  });

  it('lets a caretaker neither edit fields nor skip the lifecycle', async () => {
    const { dragan } = caretakers;
    const id = await pendingTask(dragan.id);
    const patch = (body: object) => dragan.session.patch(`/api/service-requests/${id}`, body);
    expect((await patch({ priority: 'urgent' })).status).toBe(403);
    expect((await patch({ status: 'cancelled' })).status).toBe(403);
    const skip = await patch({ status: 'in_progress' });
    expect(skip.status).toBe(422);
    expect(await skip.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION' });
  });

  it('turns away clients (403), anonymous callers (401) and unlinked caretakers (403)', async () => {
    const id = await pendingTask(caretakers.dragan.id);
    const body = { status: 'in_progress' };
    expect(
      (await (await app.signInAs('client')).patch(`/api/service-requests/${id}`, body)).status,
    ).toBe(403);
    expect((await app.client().patch(`/api/service-requests/${id}`, body)).status).toBe(401);
    const unlinked = await app.signInAs('caretaker');
    expect((await unlinked.patch(`/api/service-requests/${id}`, body)).status).toBe(403);
  });

  it('answers 404 for an unknown task', async () => {
    const response = await caretakers.dragan.session.patch(
      `/api/service-requests/${randomUUID()}`,
      { status: 'in_progress' },
    );
    expect(response.status).toBe(404);
  });
});

describe('explicit task routes', () => {
  it('accept, start, complete for the caretaker; decline; admin accepts for someone', async () => {
    const { dragan, zoran } = caretakers;
    const id = await pendingTask(null);
    const post = (who: TestClient, action: string, body: object = {}) =>
      who.post(`/api/service-requests/${id}/${action}`, body);
    expect((await post(zoran.session, 'accept')).status).toBe(200);
    expect((await post(zoran.session, 'decline')).status).toBe(200);
    expect((await post(admin, 'accept', { caretakerId: dragan.id })).status).toBe(200);
    expect((await post(zoran.session, 'start')).status).toBe(403);
    expect((await post(dragan.session, 'start')).status).toBe(200);
    const done = '2026-01-10T12:00:00.000Z';
    expect((await post(dragan.session, 'complete', { completedDate: done })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'completed', completedDate: done });
    expect((await post(await app.signInAs('client'), 'start')).status).toBe(403);
  });
});

describe('two caretakers accepting the same open task at the same moment', () => {
  it('lets exactly one win; the other gets 409 and a clear message', async () => {
    const { dragan, zoran } = caretakers;
    for (let round = 0; round < 3; round++) {
      const id = await pendingTask(null);
      const responses = await Promise.all(
        [dragan, zoran].map(({ id: caretakerId, session }) =>
          session.patch(`/api/service-requests/${id}`, { status: 'scheduled', caretakerId }),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = responses.find((r) => r.status === 409);
      expect(await loser?.json()).toMatchObject({
        code: 'TASK_ALREADY_ACCEPTED',
        message: 'Another caretaker has already accepted this task',
      });
      const winner = [dragan, zoran][responses.findIndex((r) => r.status === 200)];
      expect((await types(id)).filter((t) => t === 'TaskAccepted')).toHaveLength(1);
      expect(await row(id)).toMatchObject({ status: 'scheduled', caretakerId: winner?.id });
    }
  });
});
