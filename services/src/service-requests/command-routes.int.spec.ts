import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import {
  clientListSchema,
  graveListSchema,
  serviceRequestCreatedSchema,
  serviceRequestPageSchema,
} from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { recordCaretaker, recordClient, recordGrave, upcoming } from './int-test-fixtures';

let app: TestApp;
let admin: TestClient;
let caretakerId: string;
let clientId: string;
let graveId: string;
const cemeteryId = randomUUID();
const wednesday = upcoming('Wednesday');
const friday = upcoming('Friday');
const holiday = upcoming('Wednesday', 1);

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  caretakerId = await recordCaretaker(app, {
    name: 'Dragan Nikolić',
    preferredVisitDays: ['Monday', 'Wednesday'],
    holidayDates: [holiday.date],
  });
  clientId = await recordClient(app, 'Milica Jovanović', 'active');
  graveId = await recordGrave(app, clientId, cemeteryId);
});
afterAll(() => app?.close());

const form = () => ({
  clientId,
  graveId,
  cemeteryId,
  serviceType: 'grave_cleaning',
  caretakerId,
  status: 'pending',
  priority: 'normal',
  amount: '45.5',
  paymentStatus: 'pending',
  specialInstructions: null,
  planSelected: null,
  scheduledDate: wednesday.iso,
});

const listed = async (id: string) =>
  serviceRequestPageSchema
    .parse(await (await admin.get('/api/service-requests?pageSize=100')).json())
    .items.find((item) => item.id === id);

const create = async (body: object = form()) => {
  const response = await admin.post('/api/service-requests', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return serviceRequestCreatedSchema.parse(await response.json()).id;
};

describe('POST /api/service-requests', () => {
  it('creates the request for an admin and lists it at once, amount as a decimal', async () => {
    const response = await admin.post('/api/service-requests', form());
    expect(response.status).toBe(201);
    const { id, serviceType } = serviceRequestCreatedSchema.parse(await response.json());
    expect(serviceType).toBe('grave_cleaning');
    expect(await listed(id)).toMatchObject({
      clientId,
      graveId,
      caretakerId,
      caretakerName: 'Dragan Nikolić',
      status: 'pending',
      amount: '45.50',
      scheduledDate: wednesday.iso,
    });
    const [event] = await app.streamEvents(serviceRequestStreamId(id));
    expect(event).toMatchObject({
      type: 'ServiceRequested',
      metadata: { userId: app.demoUserIds?.admin, role: 'admin', occurredAt: expect.any(String) },
    });
  });

  it('turns away anonymous callers, clients and caretakers', async () => {
    expect((await app.client().post('/api/service-requests', form())).status).toBe(401);
    for (const role of ['client', 'caretaker'] as const)
      expect((await (await app.signInAs(role)).post('/api/service-requests', form())).status).toBe(
        403,
      );
  });

  it('answers 400 with every missing field and the spec’s messages', async () => {
    const response = await admin.post('/api/service-requests', {
      clientId,
      serviceType: '',
      priority: '',
      caretakerId: '',
      scheduledDate: null,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors.map((e) => e.message)).toEqual([
      'Please select a grave for this service request',
      'Please select a service type',
      'Please select a priority level',
      'Please assign a caretaker to handle this request',
      'Please select a visit date',
    ]);
  });

  it.each([
    ['abc', 'Amount must be a valid number'],
    [-1, 'Amount cannot be negative'],
    ['10000.50', 'Amount seems unusually high (max €10,000)'],
  ])('answers 400 to the amount %j: %s', async (amount, message) => {
    const response = await admin.post('/api/service-requests', { ...form(), amount });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ path: 'amount', message }] });
  });

  it('refuses a date in the past', async () => {
    const response = await admin.post('/api/service-requests', {
      ...form(),
      scheduledDate: '2020-01-01T10:00:00.000Z',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ path: 'scheduledDate', message: 'Scheduled date cannot be in the past' }],
    });
  });

  it('answers 422 CARETAKER_NOT_AVAILABLE on a day the caretaker does not work', async () => {
    const response = await admin.post('/api/service-requests', {
      ...form(),
      scheduledDate: friday.iso,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'CARETAKER_NOT_AVAILABLE',
      message: 'Dragan Nikolić is not available on Friday. Available days: Monday, Wednesday',
      details: {
        caretakerId,
        caretakerName: 'Dragan Nikolić',
        date: friday.date,
        weekday: 'Friday',
        availableDays: ['Monday', 'Wednesday'],
      },
    });
  });

  it('answers 422 CARETAKER_NOT_AVAILABLE on the caretaker’s holiday', async () => {
    const response = await admin.post('/api/service-requests', {
      ...form(),
      scheduledDate: holiday.iso,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'CARETAKER_NOT_AVAILABLE',
      message: `Dragan Nikolić is on holiday on Wednesday, ${holiday.date}`,
      details: { date: holiday.date, reason: 'holiday' },
    });
  });

  it('blocks a client whose plan is overdue (422 PLAN_OVERDUE)', async () => {
    const overdue = await recordClient(app, 'Stevan Đorđević', 'overdue');
    const overdueGrave = await recordGrave(app, overdue, cemeteryId);
    const response = await admin.post('/api/service-requests', {
      ...form(),
      clientId: overdue,
      graveId: overdueGrave,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'PLAN_OVERDUE',
      message: "This client's plan is overdue. Please verify payment before proceeding.",
    });
  });

  it('creates a typed client and grave on the fly, each by its own command', async () => {
    const email = `vesna.${randomUUID().slice(0, 8)}@example.com`;
    const id = await create({
      ...form(),
      clientId: null,
      graveId: null,
      clientName: 'Vesna Petrović',
      clientEmail: email,
      deceasedName: 'Milan Petrović',
      graveNumber: '7B',
    });
    const clients = clientListSchema.parse(await (await admin.get('/api/clients')).json());
    const client = clients.find((c) => c.email === email);
    expect(client).toMatchObject({ name: 'Vesna Petrović' });
    const graves = graveListSchema.parse(
      await (await admin.get(`/api/graves?clientId=${client?.id}`)).json(),
    );
    expect(graves).toMatchObject([
      { deceasedName: 'Milan Petrović', graveNumber: '7B', cemeteryId },
    ]);
    expect(await listed(id)).toMatchObject({ clientId: client?.id, graveId: graves[0]?.id });
    const registered = await app.streamEvents(`client-${client?.id}`);
    expect(registered[0]).toMatchObject({
      type: 'ClientRegistered',
      data: { source: 'request-form' },
    });

    // The same email again finds that client instead of creating another.
    const again = await create({
      ...form(),
      clientId: null,
      graveId: graves[0]?.id,
      clientName: 'V. P.',
      clientEmail: email,
    });
    expect(await listed(again)).toMatchObject({ clientId: client?.id });
  });

  it('writes no client when the request itself is refused', async () => {
    const email = `nobody.${randomUUID().slice(0, 8)}@example.com`;
    const response = await admin.post('/api/service-requests', {
      ...form(),
      clientId: null,
      graveId: null,
      clientName: 'Nobody',
      clientEmail: email,
      deceasedName: 'Someone',
      amount: '-3',
    });
    expect(response.status).toBe(400);
    const clients = clientListSchema.parse(await (await admin.get('/api/clients')).json());
    expect(clients.some((c) => c.email === email)).toBe(false);
  });
});

describe('PATCH /api/service-requests/:id (admin)', () => {
  it('changes any field, answering with the list already updated', async () => {
    const id = await create();
    const response = await admin.patch(`/api/service-requests/${id}`, {
      ...form(),
      priority: 'urgent',
      amount: 120,
      specialInstructions: 'Bring white roses',
    });
    expect(response.status).toBe(200);
    expect(await listed(id)).toMatchObject({
      priority: 'urgent',
      amount: '120.00',
      specialInstructions: 'Bring white roses',
    });
    expect((await app.streamEvents(serviceRequestStreamId(id))).map((e) => e.type)).toEqual([
      'ServiceRequested',
      'ServiceRequestUpdated',
    ]);
  });

  it('sets any status from the dropdown; completed without a time means now', async () => {
    const id = await create();
    const before = Date.now();
    expect((await admin.patch(`/api/service-requests/${id}`, { status: 'completed' })).status).toBe(
      200,
    );
    const row = await listed(id);
    expect(row?.status).toBe('completed');
    expect(Date.parse(row?.completedDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('checks a new caretaker day on edit too (422)', async () => {
    const id = await create();
    const response = await admin.patch(`/api/service-requests/${id}`, {
      scheduledDate: friday.iso,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'CARETAKER_NOT_AVAILABLE' });
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    expect(
      (await admin.patch(`/api/service-requests/${randomUUID()}`, { priority: 'low' })).status,
    ).toBe(404);
    expect((await admin.patch('/api/service-requests/42', { priority: 'low' })).status).toBe(400);
  });

  it('is never a client’s (403)', async () => {
    const id = await create();
    const client = await app.signInAs('client');
    expect(
      (await client.patch(`/api/service-requests/${id}`, { status: 'cancelled' })).status,
    ).toBe(403);
  });
});

describe('DELETE /api/service-requests/:id', () => {
  it('takes the request off the list while its stream keeps every event', async () => {
    const id = await create();
    await admin.patch(`/api/service-requests/${id}`, { status: 'cancelled' });
    expect((await admin.delete(`/api/service-requests/${id}`)).status).toBe(204);
    expect(await listed(id)).toBeUndefined();
    expect((await app.streamEvents(serviceRequestStreamId(id))).map((e) => e.type)).toEqual([
      'ServiceRequested',
      'ServiceRequestStatusChanged',
      'ServiceRequestDeleted',
    ]);
    expect((await admin.delete(`/api/service-requests/${id}`)).status).toBe(404);
    expect((await admin.patch(`/api/service-requests/${id}`, { priority: 'low' })).status).toBe(
      404,
    );
  });

  it('is for admins only', async () => {
    const id = await create();
    expect((await app.client().delete(`/api/service-requests/${id}`)).status).toBe(401);
    for (const role of ['client', 'caretaker'] as const)
      expect((await (await app.signInAs(role)).delete(`/api/service-requests/${id}`)).status).toBe(
        403,
      );
    expect(await listed(id)).toBeDefined();
  });
});
