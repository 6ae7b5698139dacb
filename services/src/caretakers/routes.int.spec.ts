import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caretakerListSchema,
  caretakerSchema,
  currentUserSchema,
  inviteLookupSchema,
} from '@memorial-care/contracts/http';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { addCaretaker, deleteCaretaker, updateCaretakerHolidays } from './commands';

let app: TestApp;
let smtp: SmtpTestServer;
let admin: TestClient;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ worker: true, env: { SMTP_URL: smtp.url } });
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.rs`;

const newCaretakerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Milan Ristić',
  email: uniqueEmail('milan'),
  phone: '064 111 222',
  region: 'Niš',
  isActive: true,
  preferredVisitDays: ['Saturday', 'Monday'],
  perVisitRate: '28.5',
  preferredPaymentMethod: 'cash',
  bankDetails: '',
  paymentStatus: 'current',
  holidayDates: [],
  ...overrides,
});

/** A caretaker added straight through the command (no invite), visible in the read model. */
const seededCaretaker = async (name = 'Zoran Ilić') => {
  const { id, position } = await addCaretaker(
    app.deps,
    { name, email: uniqueEmail('zoran'), phone: '060 000' },
    systemContext(),
  );
  if (position) await app.deps.waitForProjections(position);
  return id;
};

/** A service request assigned to the caretaker, recorded in the log, then moved on. */
const recordRequest = async (caretakerId: string, then: 'open' | 'completed' | 'cancelled') => {
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
        clientId: null,
        graveId: null,
        cemeteryId: null,
        caretakerId,
        serviceType: 'grave_cleaning',
        priority: 'normal',
        scheduledDate: null,
        amount: '30.00',
        paymentStatus: 'pending',
        specialInstructions: null,
        planSelected: null,
        guest: null,
        description: null,
      },
      metadata,
    },
  ];
  if (then === 'completed')
    events.push({
      id: randomUUID(),
      type: 'ServiceRequestCompleted',
      data: { requestId, completedDate: new Date().toISOString() } as never,
      metadata,
    });
  if (then === 'cancelled')
    events.push({
      id: randomUUID(),
      type: 'ServiceRequestCancelled',
      data: { requestId } as never,
      metadata,
    });
  const { position } = await app.deps.eventStore.appendToStream(
    serviceRequestStreamId(requestId),
    events,
    { expectedRevision: 'no_stream' },
  );
  await app.deps.waitForProjections(position);
  return requestId;
};

const listed = async (id: string) => {
  const response = await admin.get('/api/caretakers');
  expect(response.status).toBe(200);
  return caretakerListSchema.parse(await response.json()).find((c) => c.id === id);
};

describe('access: admin only', () => {
  const routes = (id: string) =>
    [
      ['get', '/api/caretakers'],
      ['post', '/api/caretakers'],
      ['patch', `/api/caretakers/${id}`],
      ['delete', `/api/caretakers/${id}`],
      ['post', `/api/caretakers/${id}/invite`],
    ] as const;

  it('turns away anonymous callers (401) and the client and caretaker roles (403)', async () => {
    const id = await seededCaretaker();
    const callers: [TestClient, number][] = [
      [app.client(), 401],
      [await app.signInAs('client'), 403],
      [await app.signInAs('caretaker'), 403],
    ];
    for (const [caller, status] of callers)
      for (const [method, path] of routes(id)) {
        const response =
          method === 'get' || method === 'delete'
            ? await caller[method](path)
            : await caller[method](path, newCaretakerBody());
        expect(response.status, `${method} ${path}`).toBe(status);
      }
    // Nothing was changed by the refused calls.
    expect(await listed(id)).toMatchObject({ name: 'Zoran Ilić' });
  });
});

describe('GET /api/caretakers', () => {
  it('gives an admin the whole list, by name, with holidays and rates as the contract says', async () => {
    const milan = await addCaretaker(
      app.deps,
      { name: 'Aleksa Ristić', email: uniqueEmail('aleksa'), phone: '064 111 222' },
      systemContext(),
    );
    const dragan = await addCaretaker(
      app.deps,
      {
        name: 'Aaron Nikolić',
        email: uniqueEmail('aaron'),
        phone: '063 123 456',
        region: 'Beograd',
        preferredVisitDays: ['Saturday', 'Monday'],
        perVisitRate: '30',
        preferredPaymentMethod: 'cash',
      },
      systemContext(),
    );
    await updateCaretakerHolidays(
      app.deps,
      { caretakerId: dragan.id, holidayDates: ['2025-12-25', '2025-12-24'] },
      systemContext(),
    );
    const gone = await addCaretaker(
      app.deps,
      { name: 'Aa Gone Away', email: uniqueEmail('gone'), phone: '060 000' },
      systemContext(),
    );
    const last = await deleteCaretaker(app.deps, { caretakerId: gone.id }, systemContext());
    if (last.position) await app.deps.waitForProjections(last.position);

    const response = await admin.get('/api/caretakers');
    expect(response.status).toBe(200);
    const caretakers = caretakerListSchema.parse(await response.json());
    const ids = caretakers.map((c) => c.id);
    expect(ids).not.toContain(gone.id);
    expect(ids.indexOf(dragan.id)).toBeLessThan(ids.indexOf(milan.id));
    expect(caretakers.find((c) => c.id === dragan.id)).toMatchObject({
      name: 'Aaron Nikolić',
      region: 'Beograd',
      isActive: true,
      preferredVisitDays: ['Monday', 'Saturday'],
      perVisitRate: '30.00',
      preferredPaymentMethod: 'cash',
      paymentStatus: 'current',
      holidayDates: ['2025-12-24', '2025-12-25'],
      requestCounts: { total: 0, active: 0, done: 0 },
    });
    expect(caretakers.find((c) => c.id === milan.id)).toMatchObject({
      perVisitRate: null,
      region: null,
      holidayDates: [],
    });
  });

  it('counts the requests of each caretaker: total, active and done', async () => {
    const id = await seededCaretaker('Counted Caretaker');
    await recordRequest(id, 'open');
    await recordRequest(id, 'open');
    await recordRequest(id, 'completed');
    await recordRequest(id, 'cancelled');
    expect((await listed(id))?.requestCounts).toEqual({ total: 4, active: 2, done: 1 });
  });
});

describe('POST /api/caretakers', () => {
  it('creates a caretaker with the form’s values normalized and answers 201', async () => {
    const body = newCaretakerBody({ email: `  Milan.${randomUUID().slice(0, 6)}@Example.RS ` });
    const response = await admin.post('/api/caretakers', body);
    expect(response.status).toBe(201);
    const created = caretakerSchema.parse(await response.json());
    expect(created).toMatchObject({
      name: 'Milan Ristić',
      email: (body.email as string).trim().toLowerCase(),
      region: 'Niš',
      isActive: true,
      preferredVisitDays: ['Monday', 'Saturday'],
      perVisitRate: '28.50',
      preferredPaymentMethod: 'cash',
      bankDetails: null,
      paymentStatus: 'current',
      holidayDates: [],
      requestCounts: { total: 0, active: 0, done: 0 },
    });
    expect(await listed(created.id)).toEqual(created);
  });

  it('applies the defaults: active, current, empty optional fields become null', async () => {
    const response = await admin.post('/api/caretakers', {
      name: 'Nada Kostić',
      email: uniqueEmail('nada'),
      phone: '065 222 333',
      region: ' ',
      perVisitRate: '',
      preferredPaymentMethod: null,
      bankDetails: '',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      isActive: true,
      paymentStatus: 'current',
      region: null,
      perVisitRate: null,
      preferredPaymentMethod: null,
      bankDetails: null,
      preferredVisitDays: [],
      holidayDates: [],
    });
  });

  it('requires name, a valid email and phone, with the form’s messages', async () => {
    const response = await admin.post('/api/caretakers', { name: ' ', email: 'nope', phone: '' });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(errors.map(({ path, message }) => ({ path, message }))).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'Name is required' },
        { path: 'body.email', message: 'Invalid email address' },
        { path: 'body.phone', message: 'Phone is required' },
      ]),
    );
  });

  it.each([
    ['-1', 'Per-visit rate cannot be negative'],
    ['12.345', 'Per-visit rate must be a valid amount'],
  ])('refuses the rate %s (step 0.01, at least 0)', async (perVisitRate, message) => {
    const response = await admin.post('/api/caretakers', newCaretakerBody({ perVisitRate }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ path: 'perVisitRate', message }] });
  });

  it('refuses unknown weekdays and malformed holiday dates', async () => {
    const days = await admin.post(
      '/api/caretakers',
      newCaretakerBody({ preferredVisitDays: ['Funday'] }),
    );
    expect(days.status).toBe(400);
    const dates = await admin.post(
      '/api/caretakers',
      newCaretakerBody({ holidayDates: ['24.12.2025'] }),
    );
    expect(dates.status).toBe(400);
  });

  it('keeps emails unique among caretakers (409), whatever their case', async () => {
    const email = uniqueEmail('unique');
    expect((await admin.post('/api/caretakers', newCaretakerBody({ email }))).status).toBe(201);
    const again = await admin.post(
      '/api/caretakers',
      newCaretakerBody({ email: email.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'CARETAKER_EMAIL_TAKEN',
      message: 'A caretaker with this email already exists',
    });
  });

  it('refuses an email that belongs to a client or admin account, adding nothing', async () => {
    const before = (await (await admin.get('/api/caretakers')).json()) as unknown[];
    const response = await admin.post(
      '/api/caretakers',
      newCaretakerBody({ email: 'client@memorialcare.example' }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_BELONGS_TO_ANOTHER_ACCOUNT' });
    const after = (await (await admin.get('/api/caretakers')).json()) as unknown[];
    expect(after).toHaveLength(before.length);
  });
});

describe('PATCH /api/caretakers/:id', () => {
  it('updates the form’s fields and records only what changed', async () => {
    const id = await seededCaretaker('Petar Perić');
    const response = await admin.patch(`/api/caretakers/${id}`, {
      name: 'Petar Perić',
      region: 'Kragujevac',
      isActive: false,
      perVisitRate: 35,
      paymentStatus: 'prepaid',
      preferredVisitDays: ['Friday'],
    });
    expect(response.status).toBe(200);
    expect(caretakerSchema.parse(await response.json())).toMatchObject({
      name: 'Petar Perić',
      region: 'Kragujevac',
      isActive: false,
      perVisitRate: '35.00',
      paymentStatus: 'prepaid',
      preferredVisitDays: ['Friday'],
    });
    const events = await app.streamEvents(`caretaker-${id}`);
    expect(events.map((e) => e.type)).toEqual(['CaretakerAdded', 'CaretakerUpdated']);
    expect(events[1]?.data).toEqual({
      caretakerId: id,
      changes: {
        region: 'Kragujevac',
        isActive: false,
        perVisitRate: '35.00',
        paymentStatus: 'prepaid',
        preferredVisitDays: ['Friday'],
      },
    });
  });

  it('saves the holiday planner’s dates alone as CaretakerHolidaysChanged', async () => {
    const id = await seededCaretaker();
    const response = await admin.patch(`/api/caretakers/${id}`, {
      holidayDates: ['2026-08-03', '2026-08-01', '2026-08-02'],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      holidayDates: ['2026-08-01', '2026-08-02', '2026-08-03'],
    });
    const events = await app.streamEvents(`caretaker-${id}`);
    expect(events.map((e) => e.type)).toEqual(['CaretakerAdded', 'CaretakerHolidaysChanged']);
    // Reset to nothing.
    const cleared = await admin.patch(`/api/caretakers/${id}`, { holidayDates: [] });
    expect(await cleared.json()).toMatchObject({ holidayDates: [] });
  });

  it('refuses invalid values (400), a taken email (409) and unknown ids (404)', async () => {
    const id = await seededCaretaker();
    const other = await admin.post('/api/caretakers', newCaretakerBody());
    const { email } = caretakerSchema.parse(await other.json());
    expect((await admin.patch(`/api/caretakers/${id}`, { name: '' })).status).toBe(400);
    expect((await admin.patch(`/api/caretakers/${id}`, { perVisitRate: '-3' })).status).toBe(400);
    expect(
      (await admin.patch(`/api/caretakers/${id}`, { holidayDates: ['2026-02-30'] })).status,
    ).toBe(400);
    expect((await admin.patch(`/api/caretakers/${id}`, { email })).status).toBe(409);
    for (const unknown of [randomUUID(), 'not-an-id'])
      expect((await admin.patch(`/api/caretakers/${unknown}`, { name: 'X' })).status).toBe(404);
  });
});

describe('DELETE /api/caretakers/:id', () => {
  it('deletes a caretaker without open requests (204); the list drops it', async () => {
    const id = await seededCaretaker();
    await recordRequest(id, 'completed');
    expect((await admin.delete(`/api/caretakers/${id}`)).status).toBe(204);
    expect(await listed(id)).toBeUndefined();
    expect((await admin.delete(`/api/caretakers/${id}`)).status).toBe(404);
    expect((await admin.delete('/api/caretakers/not-an-id')).status).toBe(404);
  });

  it('refuses while requests are open (409), naming how many', async () => {
    const id = await seededCaretaker('Busy Caretaker');
    await recordRequest(id, 'open');
    await recordRequest(id, 'open');
    const response = await admin.delete(`/api/caretakers/${id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'CARETAKER_HAS_OPEN_REQUESTS',
      message:
        'Busy Caretaker still has 2 open service requests. Reassign or complete them before deleting the caretaker.',
      details: { openRequests: 2 },
    });
    expect(await listed(id)).toBeDefined();
  });
});

describe('caretaker accounts', () => {
  /** The invite link of the newest mail to `recipient`, waiting for it to arrive. */
  const inviteLinkMailedTo = async (recipient: string) => {
    const deadline = Date.now() + 30_000;
    while (smtp.receivedBy(recipient).length === 0) {
      if (Date.now() > deadline) throw new Error(`No invite mail reached ${recipient}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const raw = smtp
      .receivedBy(recipient)
      .at(-1)!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+\/invite\/([A-Za-z0-9_-]+)/.exec(raw);
    if (!link?.[1]) throw new Error(`The mail to ${recipient} has no invite link`);
    return link[1];
  };

  it('mails an invite to a new caretaker, who activates it and signs in as that caretaker', async () => {
    const email = uniqueEmail('jovan');
    const response = await admin.post(
      '/api/caretakers',
      newCaretakerBody({ name: 'Jovan Đorđević', email }),
    );
    expect(response.status).toBe(201);
    const { id } = caretakerSchema.parse(await response.json());

    const [issued] = await app.streamEvents(`invites-${id}`);
    expect(issued).toMatchObject({
      type: 'InviteIssued',
      data: { accountId: id, accountKind: 'caretaker', role: 'caretaker', email },
    });

    const token = await inviteLinkMailedTo(email);
    const lookup = inviteLookupSchema.parse(
      await (await app.client().get(`/api/invite/${token}`)).json(),
    );
    expect(lookup.client).toMatchObject({ id, name: 'Jovan Đorđević', email });

    const activated = await app.client().post(`/api/invite/${token}/activate`, {
      password: 'lipa-2026',
      confirmPassword: 'lipa-2026',
    });
    expect(activated.status).toBe(204);

    const caretaker = await app.signIn(email, 'lipa-2026');
    const me = currentUserSchema.parse(await (await caretaker.get('/api/auth/user')).json());
    expect(me).toMatchObject({ email, role: 'caretaker', caretakerId: id });
    // The caretaker console's own data answers; the admin's list does not.
    expect((await caretaker.get('/api/caretaker/tasks')).status).toBe(200);
    expect((await caretaker.get('/api/caretakers')).status).toBe(403);
  });

  it('resends: a new link replaces the old one', async () => {
    const email = uniqueEmail('resend');
    const { id } = caretakerSchema.parse(
      await (await admin.post('/api/caretakers', newCaretakerBody({ email }))).json(),
    );
    const resent = await admin.post(`/api/caretakers/${id}/invite`);
    expect(resent.status).toBe(200);
    const { inviteLink } = (await resent.json()) as { inviteLink: string };
    const events = await app.streamEvents(`invites-${id}`);
    expect(events.map((e) => e.type)).toEqual(['InviteIssued', 'InviteIssued']);
    const token = /\/invite\/([A-Za-z0-9_-]+)$/.exec(inviteLink)?.[1];
    expect((await app.client().get(`/api/invite/${token}`)).status).toBe(200);
    expect((await admin.post(`/api/caretakers/${randomUUID()}/invite`)).status).toBe(404);
  });

  it('links the existing unlinked caretaker account with the same email', async () => {
    const response = await admin.post(
      '/api/caretakers',
      newCaretakerBody({ name: 'Demo Caretaker', email: 'caretaker@memorialcare.example' }),
    );
    expect(response.status).toBe(201);
    const { id } = caretakerSchema.parse(await response.json());
    const caretaker = await app.signInAs('caretaker');
    const me = currentUserSchema.parse(await (await caretaker.get('/api/auth/user')).json());
    expect(me).toMatchObject({ role: 'caretaker', caretakerId: id });
  });
});
