import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import {
  clientBillingSchema,
  clientListSchema,
  clientSchema,
  serviceRequestPageSchema,
} from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

let app: TestApp;
let admin: TestClient;
let caretaker: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  caretaker = await app.signInAs('caretaker');
});
afterAll(() => app?.close());

const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

const addClient = async (body: Record<string, unknown>) => {
  const response = await admin.post('/api/clients', body);
  expect(response.status).toBe(201);
  return clientSchema.parse(await response.json());
};

/** A client account signed in, linked to `clientId`. */
const signInClient = async (clientId: string) => {
  const email = uniqueEmail('account');
  await app.createUser({
    email,
    password: 'grave-care-2025',
    firstName: 'Test',
    lastName: 'Client',
    role: 'client',
    clientId,
  });
  return app.signIn(email, 'grave-care-2025');
};

/** Records a service request of the client straight into the log (another feature's fact). */
const recordRequest = async (
  clientId: string,
  {
    amount,
    paymentStatus = 'pending',
    completedDate,
  }: { amount: string; paymentStatus?: string; completedDate?: string },
) => {
  const requestId = randomUUID();
  const metadata = {
    userId: null,
    role: 'system' as const,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
  const events = [
    {
      id: randomUUID(),
      type: 'ServiceRequested',
      data: {
        requestId,
        clientId,
        graveId: null,
        cemeteryId: null,
        caretakerId: null,
        serviceType: 'grave_cleaning',
        priority: 'normal',
        scheduledDate: null,
        amount,
        paymentStatus,
        specialInstructions: null,
        planSelected: null,
        guest: null,
        description: null,
      },
      metadata,
    },
    ...(completedDate
      ? [
          {
            id: randomUUID(),
            type: 'ServiceRequestCompleted',
            data: { requestId, completedDate },
            metadata,
          },
        ]
      : []),
  ];
  const { position } = await app.deps.eventStore.appendToStream(
    serviceRequestStreamId(requestId),
    events,
    { expectedRevision: 'no_stream' },
  );
  await app.deps.waitForProjections(position);
  return requestId;
};

describe('POST /api/clients', () => {
  it('adds a client with trimmed text, nulls for blanks and the defaults', async () => {
    const email = uniqueEmail('Vesna');
    const client = await addClient({
      name: '  Vesna Marković ',
      email: ` ${email.toUpperCase()} `,
      phone: ' ',
      address: '',
      country: '',
      notes: ' Call on Sundays ',
      instagram: null,
      selectedPlan: '',
    });
    expect(client).toMatchObject({
      name: 'Vesna Marković',
      email: email.toLowerCase(),
      phone: null,
      address: null,
      country: 'Serbia',
      notes: 'Call on Sundays',
      instagram: null,
      preferredLanguage: 'Serbian',
      selectedPlan: null,
      planStatus: 'inactive',
      totalPaid: '0.00',
    });
    // The list shows it at once (read-your-writes).
    const list = clientListSchema.parse(await (await admin.get('/api/clients')).json());
    expect(list.map((c) => c.id)).toContain(client.id);
  });

  it('makes the plan active when one is chosen, and keeps the chosen language', async () => {
    const client = await addClient({
      name: 'Stefan Kovač',
      email: uniqueEmail('stefan'),
      selectedPlan: 'premium',
      preferredLanguage: 'German',
    });
    expect(client).toMatchObject({
      selectedPlan: 'premium',
      planStatus: 'active',
      preferredLanguage: 'German',
    });
  });

  it("answers the spec's messages for a missing name and an invalid email (400)", async () => {
    const response = await admin.post('/api/clients', { name: ' ', email: 'not-an-email' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors.map(({ path, message }) => ({ path, message }))).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'Name is required' },
        { path: 'body.email', message: 'Invalid email address' },
      ]),
    );
  });

  it('refuses an email another client has, in any case, with a clear message (409)', async () => {
    const email = uniqueEmail('taken');
    await addClient({ name: 'First', email });
    const response = await admin.post('/api/clients', {
      name: 'Second',
      email: email.toUpperCase(),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'A client with this email already exists',
      code: 'CLIENT_EMAIL_TAKEN',
    });
  });

  it('is for admins only', async () => {
    const body = { name: 'Nobody', email: uniqueEmail('nobody') };
    expect((await app.client().post('/api/clients', body)).status).toBe(401);
    expect((await caretaker.post('/api/clients', body)).status).toBe(403);
    expect((await (await app.signInAs('client')).post('/api/clients', body)).status).toBe(403);
  });
});

describe('GET and PATCH /api/clients/:id', () => {
  it('lets an admin read any client and change every field; a new email is re-reserved', async () => {
    const oldEmail = uniqueEmail('ivana');
    const client = await addClient({ name: 'Ivana Ilić', email: oldEmail });
    const newEmail = uniqueEmail('ivana.new');
    const response = await admin.patch(`/api/clients/${client.id}`, {
      name: 'Ivana Ilić Petrović',
      email: newEmail,
      phone: '+49 30 1234',
      address: 'Berliner Str. 5',
      country: 'Germany',
      notes: 'Prefers email',
      instagram: '@ivana',
      preferredLanguage: 'English',
      selectedPlan: 'memorial',
      planStatus: 'overdue',
      lastPaymentDate: '2025-05-01',
      nextPaymentDue: '2025-06-01',
    });
    expect(response.status).toBe(200);
    const expected = {
      id: client.id,
      name: 'Ivana Ilić Petrović',
      email: newEmail,
      phone: '+49 30 1234',
      address: 'Berliner Str. 5',
      country: 'Germany',
      notes: 'Prefers email',
      instagram: '@ivana',
      preferredLanguage: 'English',
      selectedPlan: 'memorial',
      planStatus: 'overdue',
      lastPaymentDate: '2025-05-01',
      nextPaymentDue: '2025-06-01',
    };
    expect(await response.json()).toMatchObject(expected);
    expect(await (await admin.get(`/api/clients/${client.id}`)).json()).toMatchObject(expected);

    // The old address is free again; the new one is taken.
    await addClient({ name: 'Takes the old address', email: oldEmail });
    const clash = await admin.post('/api/clients', { name: 'Clash', email: newEmail });
    expect(clash.status).toBe(409);
  });

  it('refuses an email change to another client’s address (409) and invalid values (400)', async () => {
    const first = await addClient({ name: 'Prvi', email: uniqueEmail('prvi') });
    const second = await addClient({ name: 'Drugi', email: uniqueEmail('drugi') });
    const clash = await admin.patch(`/api/clients/${second.id}`, { email: first.email });
    expect(clash.status).toBe(409);
    const invalid = await admin.patch(`/api/clients/${second.id}`, {
      name: '',
      lastPaymentDate: 'yesterday',
    });
    expect(invalid.status).toBe(400);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await admin.get(`/api/clients/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/clients/not-a-uuid')).status).toBe(404);
    expect((await admin.patch(`/api/clients/${randomUUID()}`, { name: 'X' })).status).toBe(404);
  });

  it('lets a client read only their own profile and change none', async () => {
    const own = await addClient({ name: 'Own Profile', email: uniqueEmail('own') });
    const other = await addClient({ name: 'Other Profile', email: uniqueEmail('other') });
    const session = await signInClient(own.id);
    const mine = await session.get(`/api/clients/${own.id}`);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ id: own.id, name: 'Own Profile' });
    // Someone else's profile answers like a missing one.
    expect((await session.get(`/api/clients/${other.id}`)).status).toBe(404);
    expect((await session.get(`/api/clients/${other.id}/billing`)).status).toBe(404);
    expect((await session.patch(`/api/clients/${other.id}`, { name: 'Hacked' })).status).toBe(403);
    expect((await session.patch(`/api/clients/${own.id}`, { name: 'Self-edit' })).status).toBe(403);
    expect((await session.delete(`/api/clients/${other.id}`)).status).toBe(403);
    expect(await (await admin.get(`/api/clients/${other.id}`)).json()).toMatchObject({
      name: 'Other Profile',
    });
  });

  it('turns away caretakers (403) and anonymous callers (401)', async () => {
    const client = await addClient({ name: 'Private', email: uniqueEmail('private') });
    expect((await caretaker.get(`/api/clients/${client.id}`)).status).toBe(403);
    expect((await caretaker.patch(`/api/clients/${client.id}`, { name: 'X' })).status).toBe(403);
    expect((await caretaker.get(`/api/clients/${client.id}/billing`)).status).toBe(403);
    expect((await app.client().get(`/api/clients/${client.id}`)).status).toBe(401);
    expect((await app.client().patch(`/api/clients/${client.id}`, { name: 'X' })).status).toBe(401);
    expect((await app.client().delete(`/api/clients/${client.id}`)).status).toBe(401);
  });
});

describe('DELETE /api/clients/:id', () => {
  it('refuses while the client has open service requests, saying how many (409)', async () => {
    const client = await addClient({ name: 'Busy Client', email: uniqueEmail('busy') });
    await recordRequest(client.id, { amount: '20.00' });
    await recordRequest(client.id, { amount: '30.00' });
    await recordRequest(client.id, {
      amount: '10.00',
      completedDate: '2025-05-01T10:00:00.000Z',
    });
    const response = await admin.delete(`/api/clients/${client.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'CLIENT_HAS_OPEN_REQUESTS',
      message:
        'This client has 2 open service requests. Complete or cancel them before deleting the client.',
    });
    expect((await admin.get(`/api/clients/${client.id}`)).status).toBe(200);
  });

  it('deletes a client without open requests: gone from the list at once, the email free, the history kept', async () => {
    const email = uniqueEmail('leaving');
    const client = await addClient({ name: 'Leaving Client', email });
    await recordRequest(client.id, {
      amount: '10.00',
      completedDate: '2025-05-01T10:00:00.000Z',
    });
    const response = await admin.delete(`/api/clients/${client.id}`);
    expect(response.status).toBe(204);
    const list = clientListSchema.parse(await (await admin.get('/api/clients')).json());
    expect(list.map((c) => c.id)).not.toContain(client.id);
    expect((await admin.get(`/api/clients/${client.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/clients/${client.id}`)).status).toBe(404);
    expect((await app.streamEvents(`client-${client.id}`)).map((e) => e.type)).toEqual([
      'ClientRegistered',
      'ClientDeleted',
    ]);
    await addClient({ name: 'New Owner', email });
  });

  it('is for admins only', async () => {
    const client = await addClient({ name: 'Kept', email: uniqueEmail('kept') });
    expect((await caretaker.delete(`/api/clients/${client.id}`)).status).toBe(403);
    expect((await app.client().delete(`/api/clients/${client.id}`)).status).toBe(401);
  });
});

describe('GET /api/clients/:id/billing', () => {
  it('reads the ledger from the requests: paid total, open balance, last payment, invoices', async () => {
    const client = await addClient({ name: 'Billing Client', email: uniqueEmail('billing') });
    const paid = await recordRequest(client.id, {
      amount: '40.00',
      paymentStatus: 'paid',
      completedDate: '2025-04-10T09:00:00.000Z',
    });
    const unpaid = await recordRequest(client.id, {
      amount: '25.50',
      completedDate: '2025-05-20T09:00:00.000Z',
    });
    await recordRequest(client.id, { amount: '99.00' }); // open: not billed yet
    const response = await admin.get(`/api/clients/${client.id}/billing`);
    expect(response.status).toBe(200);
    const billing = clientBillingSchema.parse(await response.json());
    expect(billing).toMatchObject({
      clientId: client.id,
      totalPaid: '40.00',
      openBalance: '25.50',
      lastPaymentDate: '2025-04-10',
      paymentMethod: null,
    });
    expect(billing.invoices.map((i) => [i.requestId, i.amount, i.paymentStatus])).toEqual([
      [unpaid, '25.50', 'pending'],
      [paid, '40.00', 'paid'],
    ]);

    // A recorded payment date wins over the derived one; the client sees their own ledger.
    await admin.patch(`/api/clients/${client.id}`, { lastPaymentDate: '2025-06-01' });
    const session = await signInClient(client.id);
    const own = clientBillingSchema.parse(
      await (await session.get(`/api/clients/${client.id}/billing`)).json(),
    );
    expect(own.lastPaymentDate).toBe('2025-06-01');
  });

  it('is zero for a client without requests and 404 for an unknown one', async () => {
    const client = await addClient({ name: 'Fresh Client', email: uniqueEmail('fresh') });
    const billing = clientBillingSchema.parse(
      await (await admin.get(`/api/clients/${client.id}/billing`)).json(),
    );
    expect(billing).toMatchObject({
      totalPaid: '0.00',
      openBalance: '0.00',
      lastPaymentDate: null,
      invoices: [],
    });
    expect((await admin.get(`/api/clients/${randomUUID()}/billing`)).status).toBe(404);
  });
});

describe('GET /api/service-requests?clientId', () => {
  it("narrows an admin's list to one client; a client stays scoped to themselves", async () => {
    const ana = await addClient({ name: 'Ana Filter', email: uniqueEmail('ana') });
    const boris = await addClient({ name: 'Boris Filter', email: uniqueEmail('boris') });
    const anaRequest = await recordRequest(ana.id, { amount: '10.00' });
    const borisRequest = await recordRequest(boris.id, { amount: '20.00' });
    const page = serviceRequestPageSchema.parse(
      await (await admin.get(`/api/service-requests?clientId=${ana.id}`)).json(),
    );
    expect(page.items.map((r) => r.id)).toEqual([anaRequest]);
    expect(page.total).toBe(1);

    const asBoris = await signInClient(boris.id);
    const own = serviceRequestPageSchema.parse(
      await (await asBoris.get(`/api/service-requests?clientId=${ana.id}`)).json(),
    );
    expect(own.items.map((r) => r.id)).toEqual([borisRequest]);
    expect((await admin.get('/api/service-requests?clientId=nope')).status).toBe(400);
  });
});
