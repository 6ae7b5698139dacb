import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceTypes } from '@memorial-care/contracts/domain';
import { priceListStreamId } from '@memorial-care/contracts/events';
import { priceListSchema, serviceRequestSchema } from '@memorial-care/contracts/http';
import {
  bookServiceRequest,
  recordCaretaker,
  recordClient,
  recordGrave,
  upcoming,
} from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// The price list: admins set each service's price (an event each time); a new request's amount
// defaults from it, a request already made keeps its own; families and caretakers neither read
// nor change it.

let app: TestApp;
let admin: TestClient;
let booking: { clientId: string; graveId: string; caretakerId: string };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  const clientId = await recordClient(app, 'Milica Jovanović', 'active');
  booking = {
    clientId,
    graveId: await recordGrave(app, clientId, randomUUID()),
    caretakerId: await recordCaretaker(app, {
      name: 'Dragan Nikolić',
      preferredVisitDays: [],
      holidayDates: [],
    }),
  };
});
afterAll(() => app?.close());

const priceList = async () =>
  priceListSchema.parse(await (await admin.get('/api/price-list')).json()).items;
const priceOf = async (serviceType: string) =>
  (await priceList()).find((item) => item.serviceType === serviceType)?.price;
const amountOf = async (requestId: string) =>
  serviceRequestSchema.parse(await (await admin.get(`/api/service-requests/${requestId}`)).json())
    .amount;
const priceEvents = async () =>
  (await app.streamEvents(priceListStreamId)).map((event) => event.data);

/** A request sent without an amount field at all. */
const bookWithoutAmount = async (serviceType: string) => {
  const created = await admin.post('/api/service-requests', {
    ...booking,
    serviceType,
    priority: 'normal',
    scheduledDate: upcoming('Thursday').iso,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
};

describe('the price list', () => {
  it('lists every service of the request form, unpriced until an admin sets a price', async () => {
    const items = await priceList();
    // The request form's services, in its order.
    expect(items.map((item) => item.serviceType)).toEqual([...serviceTypes]);
    expect(items.every((item) => item.price === null && item.updatedAt === null)).toBe(true);
  });

  it("sets a price as an event, and a new request's amount defaults from it", async () => {
    const unpriced = await bookWithoutAmount('monument_cleaning');
    expect(await amountOf(unpriced)).toBe('0.00');

    const set = await admin.put('/api/price-list/monument_cleaning', { price: '60' });
    expect(set.status).toBe(200);
    expect(
      priceListSchema
        .parse(await set.json())
        .items.find((i) => i.serviceType === 'monument_cleaning'),
    ).toMatchObject({ price: '60.00', updatedAt: expect.any(String) });
    const priced = await bookWithoutAmount('monument_cleaning');
    expect(await amountOf(priced)).toBe('60.00');

    // A new price: requests already made keep theirs; the change records what it replaced.
    expect((await admin.put('/api/price-list/monument_cleaning', { price: 65.5 })).status).toBe(
      200,
    );
    expect(await amountOf(priced)).toBe('60.00');
    expect(await amountOf(await bookWithoutAmount('monument_cleaning'))).toBe('65.50');
    expect(await priceEvents()).toEqual([
      { serviceType: 'monument_cleaning', price: '60.00', previousPrice: null },
      { serviceType: 'monument_cleaning', price: '65.50', previousPrice: '60.00' },
    ]);

    // A typed amount (and the form's '0.00' for an empty field) is the admin's, not the list's.
    const typed = await bookServiceRequest(admin, {
      ...booking,
      amount: '12.00',
    });
    expect(await amountOf(typed)).toBe('12.00');
    const emptyField = await admin.post('/api/service-requests', {
      ...booking,
      serviceType: 'monument_cleaning',
      priority: 'normal',
      amount: '0.00',
      scheduledDate: upcoming('Thursday').iso,
    });
    expect(await amountOf(((await emptyField.json()) as { id: string }).id)).toBe('0.00');
  });

  it('records nothing for the same price again, or for a price out of bounds', async () => {
    await admin.put('/api/price-list/memorial_candles', { price: '15.00' });
    const before = (await priceEvents()).length;
    expect((await admin.put('/api/price-list/memorial_candles', { price: '15' })).status).toBe(200);
    for (const price of ['-1', '10000.01', 'abc', '1.234', '', null, '1e309', '9'.repeat(40)]) {
      const refused = await admin.put('/api/price-list/memorial_candles', { price });
      expect(refused.status, String(price)).toBe(400);
    }
    expect((await admin.put('/api/price-list/memorial_candles', {})).status).toBe(400);
    expect((await admin.put('/api/price-list/gold_plating', { price: '5' })).status).toBe(400);
    expect((await priceEvents()).length).toBe(before);
    expect(await priceOf('memorial_candles')).toBe('15.00');
    expect((await admin.put('/api/price-list/memorial_candles', { price: '10000' })).status).toBe(
      200,
    );
  });

  it('refuses a change made on a stale copy (If-Match)', async () => {
    const read = await admin.get('/api/price-list');
    const etag = read.headers.get('etag');
    expect(etag).toBeTruthy();
    await admin.put('/api/price-list/grave_cleaning', { price: '35' });
    const stale = await admin.fetch('/api/price-list/grave_cleaning', {
      method: 'PUT',
      body: JSON.stringify({ price: '36' }),
      headers: { 'content-type': 'application/json', 'if-match': etag! },
    });
    expect(stale.status).toBe(412);
    expect(await priceOf('grave_cleaning')).toBe('35.00');
  });

  it('is read and changed by admins only', async () => {
    const family = await app.signInAsClientOf(booking.clientId);
    const caretaker = await app.signInAs('caretaker');
    for (const session of [family, caretaker]) {
      expect((await session.get('/api/price-list')).status).toBe(403);
      expect((await session.put('/api/price-list/grave_cleaning', { price: '1' })).status).toBe(
        403,
      );
    }
    expect((await app.client().get('/api/price-list')).status).toBe(401);
    expect((await app.client().put('/api/price-list/grave_cleaning', { price: '1' })).status).toBe(
      401,
    );
    expect(await priceOf('grave_cleaning')).toBe('35.00');
  });
});
