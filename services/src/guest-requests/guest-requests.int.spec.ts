import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestRequestResultSchema,
  serviceRequestPageSchema,
  type GuestRequest,
} from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// The landing page's "Schedule a Service": stored as a guest request the admin sees.

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const guestRequest = (overrides: Partial<GuestRequest> = {}): GuestRequest => ({
  guestName: 'Ivana Kovačević',
  guestEmail: 'Ivana.K@Example.com',
  guestPhone: '+41 44 555 0100',
  serviceType: 'candle_lighting',
  description: 'Candles for the 40-day memorial, Novo groblje, parcel 12',
  priority: 'urgent',
  ...overrides,
});
const submit = (body: unknown) => app.client().post('/api/service-requests/guest', body);

const adminRequests = async () =>
  serviceRequestPageSchema.parse(
    await (await admin.get('/api/service-requests?pageSize=100')).json(),
  ).items;

describe('POST /api/service-requests/guest', () => {
  it('stores a guest request the admin sees with the guest’s contact details', async () => {
    const response = await submit(guestRequest());
    expect(response.status).toBe(201);
    const { id } = guestRequestResultSchema.parse(await response.json());

    const request = (await adminRequests()).find((r) => r.id === id);
    expect(request).toMatchObject({
      clientId: null,
      graveId: null,
      serviceType: 'candle_lighting',
      status: 'pending',
      priority: 'urgent',
      guestName: 'Ivana Kovačević',
      guestEmail: 'ivana.k@example.com',
      guestPhone: '+41 44 555 0100',
      description: 'Candles for the 40-day memorial, Novo groblje, parcel 12',
      clientName: 'Ivana Kovačević',
      clientEmail: 'ivana.k@example.com',
    });

    const [event] = await app.streamEvents(`service-request-${id}`);
    expect(event).toMatchObject({
      type: 'ServiceRequested',
      data: {
        guest: { name: 'Ivana Kovačević', email: 'ivana.k@example.com', phone: '+41 44 555 0100' },
        priority: 'urgent',
      },
      metadata: { role: 'anonymous', userId: null },
    });
  });

  it('takes normal urgency by default and the message is optional', async () => {
    const { priority: _p, description: _d, ...body } = guestRequest({ serviceType: 'other' });
    const response = await submit(body);
    expect(response.status).toBe(201);
    const { id } = guestRequestResultSchema.parse(await response.json());
    expect((await adminRequests()).find((r) => r.id === id)).toMatchObject({
      priority: 'normal',
      description: null,
      serviceType: 'other',
    });
  });

  it('answers 400 with the form’s messages for missing fields', async () => {
    const response = await submit({});
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      message: string;
      errors: { path: string; message: string }[];
    };
    expect(answer.errors.map(({ path, message }) => ({ path, message }))).toEqual(
      expect.arrayContaining([
        { path: 'body.guestName', message: 'Please enter your full name.' },
        { path: 'body.guestEmail', message: 'Please enter a valid email address.' },
        { path: 'body.guestPhone', message: 'Please enter your phone number.' },
        { path: 'body.serviceType', message: 'Please select the type of service you need.' },
      ]),
    );
    expect(answer.errors).toHaveLength(4);
    expect(answer.message).toContain('Please enter your full name.');
  });

  it('refuses a blank name, a bad email, an unknown service and an unknown urgency', async () => {
    const response = await submit(
      guestRequest({
        guestName: '  ',
        guestEmail: 'not-an-email',
        serviceType: 'gold_plating' as never,
        priority: 'whenever' as never,
      }),
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(errors.map(({ path, message }) => ({ path, message }))).toEqual(
      expect.arrayContaining([
        { path: 'body.guestName', message: 'Please enter your full name.' },
        { path: 'body.guestEmail', message: 'Please enter a valid email address.' },
        { path: 'body.serviceType', message: 'Please select the type of service you need.' },
        expect.objectContaining({ path: 'body.priority' }),
      ]),
    );
  });

  it('keeps guest requests out of a client’s own list', async () => {
    const { id } = guestRequestResultSchema.parse(await (await submit(guestRequest())).json());
    const client = await app.signInAs('client');
    const page = serviceRequestPageSchema.parse(
      await (await client.get('/api/service-requests?pageSize=100')).json(),
    );
    expect(page.items.some((r) => r.id === id)).toBe(false);
  });

  it('answers 429 once one address has sent too many', async () => {
    let refused: Response | null = null;
    // At most 20 per hour; the tests above used some of them.
    for (let attempt = 0; attempt < 21 && !refused; attempt++) {
      const response = await submit(guestRequest());
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(201);
    }
    expect(refused?.status).toBe(429);
    expect(await refused?.json()).toMatchObject({
      message: 'Too many service requests from your network. Try again in 60 minutes.',
    });
  });
});
