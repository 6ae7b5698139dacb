import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@memorial-care/contracts/http';
import {
  bookServiceRequest,
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
} from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// The break-in test's findings: inputs every route used to accept (and that froze a read model
// or answered 500) are refused with a 400 naming the field, its stable code and its bound.

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json());

/** Every read model keeps running and has caught up: nothing an input did paused one. */
const expectProjectionsRunning = async () => {
  const answer = (await (await admin.get('/api/admin/projections')).json()) as {
    projections: { name: string; status: string; lag: number }[];
  };
  expect(answer.projections.length).toBeGreaterThan(0);
  for (const projection of answer.projections)
    expect(projection, projection.name).toMatchObject({ status: 'running', lag: 0 });
};

const nineHundredKb = 'x'.repeat(900 * 1024);

const registration = (overrides: Record<string, unknown>) => ({
  name: 'Jelena Petrović',
  email: `jelena.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+49 30 1234567',
  address: 'Hauptstraße 1, Berlin',
  country: 'germany',
  password: 'a-long-password',
  confirmPassword: 'a-long-password',
  ...overrides,
});

describe('text too long for a read model', () => {
  it('refuses a 900 KB registration name: nothing is stored, the clients model runs on', async () => {
    const body = registration({ name: nineHundredKb });
    const response = await app.client().post('/api/registrations', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'body.name', code: 'too_big', maximum: 200, message: 'At most 200 characters' },
      ],
    });
    const clients = (await (await admin.get('/api/clients')).json()) as { email: string }[];
    expect(clients.map((client) => client.email)).not.toContain(body.email);
    await expectProjectionsRunning();
  });

  it('refuses a guest request with a 900 KB guestName', async () => {
    const response = await app.client().post('/api/service-requests/guest', {
      guestName: nineHundredKb,
      guestEmail: 'guest@example.com',
      guestPhone: '+381 11 1234567',
      serviceType: 'grave_cleaning',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors).toEqual([
      expect.objectContaining({ path: 'body.guestName', code: 'too_big', maximum: 200 }),
    ]);
  });
});

describe('completion dates a read model cannot hold', () => {
  let caretaker: TestClient;
  let requestId: string;

  beforeAll(async () => {
    const clientId = await recordClient(app, 'Milica Jovanović', 'active');
    const graveId = await recordGrave(app, clientId, randomUUID());
    const caretakerId = await recordCaretaker(app, {
      name: 'Dragan',
      preferredVisitDays: [],
      holidayDates: [],
    });
    caretaker = await signInLinkedAccount(app, { role: 'caretaker', linkedId: caretakerId });
    requestId = await bookServiceRequest(admin, { clientId, graveId, caretakerId });
    expect((await caretaker.post(`/api/service-requests/${requestId}/accept`, {})).status).toBe(
      200,
    );
    expect((await caretaker.post(`/api/service-requests/${requestId}/start`, {})).status).toBe(200);
  });

  it.each([
    ['0000-01-01T00:00:00Z', 'date_out_of_range'],
    ['2999-06-01T10:00:00Z', 'date_out_of_range'],
    ['9999-12-31T23:59:59Z', 'date_out_of_range'],
    ['2026-02-30T00:00:00Z', 'invalid_date'],
  ])('refuses completedDate %s (%s) and the request stays in progress', async (date, code) => {
    const response = await caretaker.post(`/api/service-requests/${requestId}/complete`, {
      completedDate: date,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors).toEqual([
      expect.objectContaining({ path: 'body.completedDate', code }),
    ]);
    const request = (await (await admin.get(`/api/service-requests/${requestId}`)).json()) as {
      status: string;
    };
    expect(request.status).toBe('in_progress');
  });

  it('refuses the same dates through PATCH, and every read model runs on', async () => {
    const response = await caretaker.patch(`/api/service-requests/${requestId}`, {
      status: 'completed',
      completedDate: '0000-01-01T00:00:00Z',
    });
    expect(response.status).toBe(400);
    await expectProjectionsRunning();
  });
});

describe('dates that are no calendar day', () => {
  it('answers 400 (was 500) to holidayDates ["2026-13-45"]', async () => {
    const caretakerId = await recordCaretaker(app, {
      name: 'Zoran',
      preferredVisitDays: [],
      holidayDates: [],
    });
    const response = await admin.patch(`/api/caretakers/${caretakerId}`, {
      holidayDates: ['2026-13-45'],
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors).toEqual([
      expect.objectContaining({ path: 'body.holidayDates.0', code: 'invalid_date' }),
    ]);
  });
});

describe('text PostgreSQL cannot store (NUL, lone surrogates)', () => {
  const expectInvalidText = async (response: Response, path: string) => {
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'INVALID_TEXT',
      errors: [{ path, code: 'invalid_text' }],
    });
  };

  it('refuses NUL in a public form', async () => {
    const response = await app
      .client()
      .post('/api/registrations', registration({ name: 'A\u0000B' }));
    await expectInvalidText(response, 'body.name');
  });

  it('refuses a lone surrogate in an admin form', async () => {
    const response = await admin.post('/api/cemeteries', {
      name: 'Novo groblje \uD800',
      city: 'Beograd',
      region: 'Beograd',
    });
    await expectInvalidText(response, 'body.name');
  });

  it('refuses NUL in an object key, in a field no schema names', async () => {
    const response = await admin.post('/api/cemeteries', {
      name: 'Novo groblje',
      city: 'Beograd',
      region: 'Beograd',
      ['a\u0000']: 1,
    });
    await expectInvalidText(response, 'body.?');
  });

  it('refuses NUL in sign-in and in a query string', async () => {
    await expectInvalidText(
      await app.client().post('/api/login', { email: 'a@example.com', password: 'x\u0000' }),
      'body.password',
    );
    await expectInvalidText(await admin.get('/api/service-requests?search=%00'), 'query.search');
  });

  it('refuses a lone surrogate deep in a PATCH', async () => {
    const caretakerId = await recordCaretaker(app, {
      name: 'Milan',
      preferredVisitDays: [],
      holidayDates: [],
    });
    const response = await admin.patch(`/api/caretakers/${caretakerId}`, {
      holidayDates: ['2026-05-01', '\uDC00'],
    });
    await expectInvalidText(response, 'body.holidayDates.1');
  });

  it('refuses NUL in a photo upload’s fields', async () => {
    const form = new FormData();
    form.set('serviceRequestId', randomUUID());
    form.set('type', 'before');
    form.set('description', 'before\u0000');
    form.set('photo', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), 'a.jpg');
    const response = await admin.fetch('/api/photos/upload', { method: 'POST', body: form });
    await expectInvalidText(response, 'body.description');
    await expectProjectionsRunning();
  });
});
