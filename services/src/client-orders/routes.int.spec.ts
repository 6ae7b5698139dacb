import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceDay } from '@memorial-care/contracts/domain';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import {
  clientOrderResultSchema,
  idempotencyKeyHeader,
  serviceRequestPageSchema,
  type ClientOrderInput,
} from '@memorial-care/contracts/http';
import {
  bookServiceRequest,
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
  upcoming,
} from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// Issue 15: a family orders care for its own grave and calls off its own pending order.

let app: TestApp;
let admin: TestClient;
let milica: TestClient;
let milicaId: string;
let milicasGrave: string;
let borisId: string;
let borisGrave: string;
const cemeteryId = randomUUID();
const wednesday = upcoming('Wednesday');
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  milicaId = await recordClient(app, 'Milica Jovanović', 'active');
  milicasGrave = await recordGrave(app, milicaId, cemeteryId);
  borisId = await recordClient(app, 'Boris Petrović', 'active');
  borisGrave = await recordGrave(app, borisId, cemeteryId);
  milica = await signInLinkedAccount(app, { role: 'client', linkedId: milicaId });
  const priced = await admin.put('/api/price-list/grave_cleaning', { price: '32.5' });
  expect(priced.status, await priced.clone().text()).toBe(200);
});
afterAll(() => app?.close());

const order = (overrides: Partial<ClientOrderInput> = {}): ClientOrderInput => ({
  graveId: milicasGrave,
  serviceType: 'grave_cleaning',
  visitDate: wednesday.date,
  occasionKey: null,
  notes: null,
  ...overrides,
});

const placeOrder = async (as: TestClient, body: object = order()) => {
  const response = await as.post('/api/service-requests/orders', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return clientOrderResultSchema.parse(await response.json());
};

const listedFor = async (as: TestClient, id: string) =>
  serviceRequestPageSchema
    .parse(await (await as.get('/api/service-requests?pageSize=100')).json())
    .items.find((item) => item.id === id);

const requestRows = (graveId: string) =>
  app.deps.pool.any(
    sql.type(z.object({ id: z.string(), status: z.string(), occasionKey: z.string().nullable() }))`
      SELECT id, status, occasion_key AS "occasionKey" FROM service_requests
      WHERE grave_id = ${graveId}`,
  );

describe('POST /api/service-requests/orders', () => {
  it('stores a pending request for the client’s own grave at the listed price', async () => {
    const { id, amount } = await placeOrder(
      milica,
      order({ occasionKey: `slava:${wednesday.date}`, notes: '  Please bring white lilies ' }),
    );
    expect(amount).toBe('32.50');
    const expected = {
      clientId: milicaId,
      graveId: milicasGrave,
      cemeteryId,
      caretakerId: null,
      status: 'pending',
      amount: '32.50',
      serviceType: 'grave_cleaning',
      specialInstructions: 'Please bring white lilies',
      // 08:00 in Belgrade on the chosen day, winter or summer time.
      scheduledDate: expect.stringMatching(new RegExp(`^${wednesday.date}T0[67]:00:00`)),
    };
    expect(await listedFor(milica, id)).toMatchObject(expected);
    expect(await listedFor(admin, id)).toMatchObject(expected);
    expect((await requestRows(milicasGrave)).find((row) => row.id === id)).toMatchObject({
      occasionKey: `slava:${wednesday.date}`,
    });
    const [event] = await app.streamEvents(serviceRequestStreamId(id));
    expect(event).toMatchObject({
      type: 'ServiceRequested',
      data: { occasionKey: `slava:${wednesday.date}`, priority: 'normal' },
      metadata: { role: 'client' },
    });
  });

  it('answers a retry with the same Idempotency-Key with the first order', async () => {
    const send = () =>
      milica.fetch('/api/service-requests/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [idempotencyKeyHeader]: key },
        body: JSON.stringify(order({ visitDate: upcoming('Friday').date })),
      });
    const key = randomUUID();
    const before = (await requestRows(milicasGrave)).length;
    const first = clientOrderResultSchema.parse(await (await send()).json());
    const retried = await send();
    expect(retried.status).toBe(201);
    expect(clientOrderResultSchema.parse(await retried.json())).toEqual(first);
    expect(await requestRows(milicasGrave)).toHaveLength(before + 1);
  });

  it('takes today in Belgrade and costs 0.00 for a service without a price', async () => {
    const today = serviceDay(new Date()).date;
    const { id, amount } = await placeOrder(
      milica,
      // Today may be a Zadušnice, when this caretaker-less cemetery is over capacity (409).
      { ...order({ visitDate: today, serviceType: 'monument_cleaning' }), acceptBusyDay: true },
    );
    expect(amount).toBe('0.00');
    expect(await listedFor(milica, id)).toMatchObject({ status: 'pending', amount: '0.00' });
  });

  it('lets an admin order for any family’s grave, the request being that family’s', async () => {
    const { id } = await placeOrder(admin, order({ graveId: borisGrave }));
    expect(await listedFor(admin, id)).toMatchObject({ clientId: borisId, graveId: borisGrave });
  });

  it('refuses a day already past in Belgrade with 422 and stores nothing', async () => {
    const before = (await requestRows(milicasGrave)).length;
    const yesterday = serviceDay(new Date(Date.now() - dayMs)).date;
    const response = await milica.post(
      '/api/service-requests/orders',
      order({ visitDate: yesterday }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: [{ path: 'body.visitDate', message: 'Please choose a date from today on' }],
    });
    expect(await requestRows(milicasGrave)).toHaveLength(before);
  });

  it('answers another family’s grave like a missing one, and stores nothing', async () => {
    for (const graveId of [borisGrave, randomUUID()]) {
      const response = await milica.post('/api/service-requests/orders', order({ graveId }));
      expect(response.status, graveId).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await requestRows(borisGrave)).filter((row) => row.status === 'pending')).toHaveLength(
      1,
    );
  });

  it('turns away caretakers (403) and anonymous callers (401)', async () => {
    const caretaker = await app.signInAs('caretaker');
    expect((await caretaker.post('/api/service-requests/orders', order())).status).toBe(403);
    expect((await app.client().post('/api/service-requests/orders', order())).status).toBe(401);
  });

  it.each([
    ['notes over the limit', { notes: 'x'.repeat(5001) }, 'notes'],
    ['an unknown occasion kind', { occasionKey: `wedding:${wednesday.date}` }, 'occasionKey'],
    ['an occasion on no real day', { occasionKey: 'slava:2026-02-30' }, 'occasionKey'],
    ['a date that is no date', { visitDate: '2026-02-30' }, 'visitDate'],
    ['a date as a timestamp', { visitDate: wednesday.iso }, 'visitDate'],
    ['an unknown service', { serviceType: 'exhumation' }, 'serviceType'],
    ['a grave id that is no id', { graveId: 'x'.repeat(500) }, 'graveId'],
  ])('answers 400 to %s and stores nothing', async (_case, overrides, field) => {
    const before = (await requestRows(milicasGrave)).length;
    const response = await milica.post('/api/service-requests/orders', {
      ...order(),
      ...overrides,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string }[] };
    expect(body.errors.map((error) => error.path)).toContain(`body.${field}`);
    expect(await requestRows(milicasGrave)).toHaveLength(before);
  });
});

describe('POST /api/service-requests/:id/cancel', () => {
  it('cancels the client’s own pending order, the event being the admin’s', async () => {
    const { id } = await placeOrder(milica);
    const response = await milica.post(`/api/service-requests/${id}/cancel`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await listedFor(milica, id)).toMatchObject({ status: 'cancelled' });
    const events = await app.streamEvents(serviceRequestStreamId(id));
    expect(events.at(-1)).toMatchObject({
      type: 'ServiceRequestStatusChanged',
      data: { from: 'pending', to: 'cancelled' },
    });
    // A retried cancel changes nothing.
    expect((await milica.post(`/api/service-requests/${id}/cancel`)).status).toBe(200);
    expect(await app.streamEvents(serviceRequestStreamId(id))).toHaveLength(events.length);
  });

  it('answers someone else’s request and a missing one with 404, changing nothing', async () => {
    const { id } = await placeOrder(admin, order({ graveId: borisGrave }));
    for (const requestId of [id, randomUUID()]) {
      const response = await milica.post(`/api/service-requests/${requestId}/cancel`);
      expect(response.status, requestId).toBe(404);
    }
    expect(await listedFor(admin, id)).toMatchObject({ status: 'pending' });
  });

  it('refuses once the office has scheduled the visit', async () => {
    const caretakerId = await recordCaretaker(app, {
      name: 'Dragan Nikolić',
      preferredVisitDays: [],
      holidayDates: [],
    });
    const id = await bookServiceRequest(admin, {
      clientId: milicaId,
      graveId: milicasGrave,
      caretakerId,
    });
    expect((await admin.post(`/api/service-requests/${id}/accept`, { caretakerId })).status).toBe(
      200,
    );
    const response = await milica.post(`/api/service-requests/${id}/cancel`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      message:
        'A request that is scheduled can no longer be cancelled online. Please contact the office.',
    });
    expect(await listedFor(milica, id)).toMatchObject({ status: 'scheduled' });
  });

  it('lets an admin cancel any request, honouring If-Match', async () => {
    const { id } = await placeOrder(milica);
    const stale = await admin.fetch(`/api/service-requests/${id}/cancel`, {
      method: 'POST',
      headers: { 'If-Match': '"99"' },
    });
    expect(stale.status).toBe(412);
    expect((await admin.post(`/api/service-requests/${id}/cancel`)).status).toBe(200);
    expect(await listedFor(milica, id)).toMatchObject({ status: 'cancelled' });
  });

  it('turns away caretakers and anonymous callers', async () => {
    const { id } = await placeOrder(milica);
    const caretaker = await app.signInAs('caretaker');
    expect((await caretaker.post(`/api/service-requests/${id}/cancel`)).status).toBe(403);
    expect((await app.client().post(`/api/service-requests/${id}/cancel`)).status).toBe(401);
    expect(await listedFor(milica, id)).toMatchObject({ status: 'pending' });
  });
});
