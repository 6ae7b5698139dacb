import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cemeteryStreamId,
  clientStreamId,
  noImportantDates,
  serviceRequestStreamId,
} from '@memorial-care/contracts/events';
import { graveSchema, type GraveInput } from '@memorial-care/contracts/http';
import { cemeteryAddedData, clientRegisteredData, systemMetadata } from '../testing/event-data';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// The graves feature does not import the clients, cemeteries or service-requests features: the
// records these graves refer to are appended as plain events.

let app: TestApp;

const appendOne = async (stream: string, type: string, data: object) => {
  const { position } = await app.deps.eventStore.appendToStream(
    stream,
    [{ id: randomUUID(), type, data, metadata: systemMetadata() }],
    { expectedRevision: 'any' },
  );
  await app.deps.waitForProjections(position);
};

const registerClientRecord = async (name: string) => {
  const client = clientRegisteredData({ name });
  await appendOne(clientStreamId(client.clientId), 'ClientRegistered', client);
  return client.clientId;
};

const addCemeteryRecord = async (name: string) => {
  const cemetery = cemeteryAddedData({ name });
  await appendOne(cemeteryStreamId(cemetery.cemeteryId), 'CemeteryAdded', cemetery);
  return cemetery.cemeteryId;
};

/** A pending service request for the grave; `cancel` ends it again. */
const openRequest = async (clientId: string, graveId: string, cemeteryId: string) => {
  const requestId = randomUUID();
  await appendOne(serviceRequestStreamId(requestId), 'ServiceRequested', {
    requestId,
    clientId,
    graveId,
    cemeteryId,
    caretakerId: null,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    scheduledDate: null,
    amount: '40.00',
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: null,
    guest: null,
    description: null,
  });
  return {
    cancel: () =>
      appendOne(serviceRequestStreamId(requestId), 'ServiceRequestCancelled', { requestId }),
  };
};

let petar: string;
let vesna: string;
let novoGroblje: string;
let admin: TestClient;
let petarSession: TestClient;
let vesnaSession: TestClient;
let caretaker: TestClient;

const signInClient = (clientId: string) => app.signInAsClientOf(clientId);

beforeAll(async () => {
  app = await startTestApp();
  petar = await registerClientRecord('Petar Marković');
  vesna = await registerClientRecord('Vesna Đorđević');
  novoGroblje = await addCemeteryRecord('Novo groblje');
  admin = await app.signInAs('admin');
  caretaker = await app.signInAs('caretaker');
  petarSession = await signInClient(petar);
  vesnaSession = await signInClient(vesna);
});
afterAll(() => app?.close());

const form = (overrides: Partial<GraveInput> = {}): GraveInput => ({
  deceasedName: 'Zoran Marković',
  graveNumber: '12',
  cemeteryId: novoGroblje,
  graveLocation: 'Parcela 7, red 3',
  deceasedDateOfBirth: '1941-03-02',
  deceasedDateOfDeath: '2019-11-20',
  notes: '',
  ...overrides,
});

const created = async (session: TestClient, body: unknown) => {
  const response = await session.post('/api/graves', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return graveSchema.parse(await response.json());
};

describe('POST /api/graves', () => {
  it('lets a client add a grave of their own; the session says whose', async () => {
    const grave = await created(petarSession, form());
    expect(grave).toMatchObject({
      clientId: petar,
      client: { id: petar, name: 'Petar Marković' },
      cemetery: { id: novoGroblje, name: 'Novo groblje', city: 'Beograd' },
      deceasedName: 'Zoran Marković',
      graveNumber: '12',
      notes: null,
      importantDates: noImportantDates,
      visitFrequency: null,
      preferredServiceType: null,
      serviceNotes: null,
      lastVisitAt: null,
      nextVisitAt: null,
    });
    // Read your writes: the list shows it at once.
    const list = (await (await petarSession.get('/api/graves')).json()) as { id: string }[];
    expect(list.map((g) => g.id)).toContain(grave.id);
    const events = await app.streamEvents(`grave-${grave.id}`);
    expect(events.map((e) => [e.type, e.metadata?.role])).toEqual([['GraveAdded', 'client']]);
  });

  it("refuses a client who names another client's id (403), and adds nothing", async () => {
    const response = await vesnaSession.post(
      '/api/graves',
      form({ clientId: petar, deceasedName: 'Smuggled' }),
    );
    expect(response.status).toBe(403);
    const petars = (await (await admin.get(`/api/graves?clientId=${petar}`)).json()) as {
      deceasedName: string;
    }[];
    expect(petars.map((g) => g.deceasedName)).not.toContain('Smuggled');
  });

  it('accepts a client naming their own id', async () => {
    const grave = await created(vesnaSession, form({ clientId: vesna, deceasedName: 'Stevan' }));
    expect(grave.clientId).toBe(vesna);
  });

  it('lets an admin add a grave for any client, with care wishes', async () => {
    const grave = await created(admin, {
      ...form({ deceasedName: 'Ljubica Marković', clientId: petar }),
      importantDates: { ...noImportantDates, slava: { name: 'Sveti Nikola', date: '12-19' } },
      visitFrequency: 'recurring',
      preferredServiceType: 'flower_arrangement',
      serviceNotes: 'White roses',
    });
    expect(grave).toMatchObject({
      clientId: petar,
      importantDates: { slava: { name: 'Sveti Nikola', date: '12-19' } },
      visitFrequency: 'recurring',
      preferredServiceType: 'flower_arrangement',
      serviceNotes: 'White roses',
    });
  });

  it('makes an admin say whose grave it is, and a client that exists', async () => {
    const missing = await admin.post('/api/graves', form());
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      errors: [{ path: 'body.clientId', message: 'Client selection is required' }],
    });
    const unknown = await admin.post('/api/graves', form({ clientId: randomUUID() }));
    expect(unknown.status).toBe(400);
  });

  it("answers the form's rules with 400 and the spec's messages, field by field", async () => {
    const response = await petarSession.post('/api/graves', {
      deceasedName: ' ',
      graveNumber: '',
      cemeteryId: '',
      deceasedDateOfBirth: '2000-01-02',
      deceasedDateOfDeath: '2000-01-01',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      message: string;
      errors: { path: string; message: string }[];
    };
    expect(body.errors.map(({ path, message }) => ({ path, message }))).toEqual(
      expect.arrayContaining([
        { path: 'body.deceasedName', message: 'Deceased name is required' },
        { path: 'body.graveNumber', message: 'Grave number is required' },
        { path: 'body.cemeteryId', message: 'Cemetery is required' },
      ]),
    );
    expect(typeof body.message).toBe('string');
  });

  it('refuses a death before the birth, a malformed date and an unknown cemetery', async () => {
    const order = await petarSession.post(
      '/api/graves',
      form({ deceasedDateOfBirth: '2000-01-02', deceasedDateOfDeath: '2000-01-01' }),
    );
    expect(order.status).toBe(400);
    expect(await order.json()).toMatchObject({
      errors: [
        {
          path: 'body.deceasedDateOfDeath',
          message: 'The date of death cannot be before the date of birth',
        },
      ],
    });
    const format = await petarSession.post(
      '/api/graves',
      form({ deceasedDateOfBirth: '2.3.1941' }),
    );
    expect(format.status).toBe(400);
    const cemetery = await petarSession.post('/api/graves', form({ cemeteryId: randomUUID() }));
    expect(cemetery.status).toBe(400);
    expect(await cemetery.json()).toMatchObject({
      errors: [{ path: 'body.cemeteryId', message: 'Unknown cemetery' }],
    });
  });

  it('turns away caretakers (403) and anonymous callers (401)', async () => {
    expect((await caretaker.post('/api/graves', form({ clientId: petar }))).status).toBe(403);
    expect((await app.client().post('/api/graves', form({ clientId: petar }))).status).toBe(401);
  });
});

describe('GET /api/graves/:id', () => {
  it("shows the owner and admins the grave; to anyone else's client it is not found", async () => {
    const grave = await created(petarSession, form({ deceasedName: 'Milica' }));
    expect(
      graveSchema.parse(await (await petarSession.get(`/api/graves/${grave.id}`)).json()),
    ).toEqual(grave);
    expect((await admin.get(`/api/graves/${grave.id}`)).status).toBe(200);
    expect((await vesnaSession.get(`/api/graves/${grave.id}`)).status).toBe(404);
    expect((await caretaker.get(`/api/graves/${grave.id}`)).status).toBe(403);
    expect((await app.client().get(`/api/graves/${grave.id}`)).status).toBe(401);
    expect((await admin.get(`/api/graves/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/graves/not-an-id')).status).toBe(404);
  });
});

describe('PATCH /api/graves/:id', () => {
  it('lets the owner change fields and save care wishes; only the changes are recorded', async () => {
    const grave = await created(petarSession, form({ deceasedName: 'Dragan' }));
    const response = await petarSession.patch(`/api/graves/${grave.id}`, {
      graveNumber: '12a',
      notes: ' Marble ',
      deceasedName: 'Dragan',
      importantDates: {
        ...noImportantDates,
        deathAnniversary: true,
        slava: { name: 'Đurđevdan', date: '05-06' },
      },
      visitFrequency: 'scheduled',
    });
    expect(response.status).toBe(200);
    expect(graveSchema.parse(await response.json())).toMatchObject({
      graveNumber: '12a',
      notes: 'Marble',
      importantDates: { deathAnniversary: true, slava: { name: 'Đurđevdan', date: '05-06' } },
      visitFrequency: 'scheduled',
    });
    const events = await app.streamEvents(`grave-${grave.id}`);
    expect(events.at(-1)?.data).toEqual({
      graveId: grave.id,
      changes: {
        graveNumber: '12a',
        notes: 'Marble',
        importantDates: {
          ...noImportantDates,
          deathAnniversary: true,
          slava: { name: 'Đurđevdan', date: '05-06' },
        },
        visitFrequency: 'scheduled',
      },
    });
    // Clearing an optional field with blank.
    const cleared = await petarSession.patch(`/api/graves/${grave.id}`, { graveLocation: '' });
    expect(graveSchema.parse(await cleared.json()).graveLocation).toBeNull();
  });

  it('lets an admin change any grave', async () => {
    const grave = await created(vesnaSession, form({ deceasedName: 'Nada' }));
    const response = await admin.patch(`/api/graves/${grave.id}`, { graveNumber: '7' });
    expect(response.status).toBe(200);
  });

  it('validates like the form: 400 for the fields, 422 for a death before the stored birth', async () => {
    const grave = await created(petarSession, form({ deceasedName: 'Vida' }));
    const blank = await petarSession.patch(`/api/graves/${grave.id}`, { graveNumber: ' ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      errors: [{ path: 'body.graveNumber', message: 'Grave number is required' }],
    });
    const slava = await petarSession.patch(`/api/graves/${grave.id}`, {
      importantDates: { ...noImportantDates, slava: { name: '', date: '12-19' } },
    });
    expect(slava.status).toBe(400);
    const order = await petarSession.patch(`/api/graves/${grave.id}`, {
      deceasedDateOfDeath: '1900-01-01',
    });
    expect(order.status).toBe(422);
    expect(await order.json()).toMatchObject({ code: 'GRAVE_DATES_OUT_OF_ORDER' });
  });

  it("keeps another client, caretakers and anonymous callers off a client's grave", async () => {
    const grave = await created(petarSession, form({ deceasedName: 'Jovan' }));
    expect((await vesnaSession.patch(`/api/graves/${grave.id}`, { notes: 'x' })).status).toBe(404);
    expect((await caretaker.patch(`/api/graves/${grave.id}`, { notes: 'x' })).status).toBe(403);
    expect((await app.client().patch(`/api/graves/${grave.id}`, { notes: 'x' })).status).toBe(401);
    expect((await admin.patch(`/api/graves/${randomUUID()}`, { notes: 'x' })).status).toBe(404);
    const after = graveSchema.parse(await (await admin.get(`/api/graves/${grave.id}`)).json());
    expect(after.notes).toBeNull();
  });
});

describe('DELETE /api/graves/:id', () => {
  it('lets the owner remove a grave: an event, and gone from the lists', async () => {
    const grave = await created(petarSession, form({ deceasedName: 'Danica' }));
    expect((await petarSession.delete(`/api/graves/${grave.id}`)).status).toBe(204);
    expect((await petarSession.get(`/api/graves/${grave.id}`)).status).toBe(404);
    const list = (await (await petarSession.get('/api/graves')).json()) as { id: string }[];
    expect(list.map((g) => g.id)).not.toContain(grave.id);
    const events = await app.streamEvents(`grave-${grave.id}`);
    expect(events.map((e) => e.type)).toEqual(['GraveAdded', 'GraveRemoved']);
    expect((await petarSession.delete(`/api/graves/${grave.id}`)).status).toBe(404);
  });

  it('refuses (409) while the grave has open service requests, naming how many', async () => {
    const grave = await created(petarSession, form({ deceasedName: 'Mileva' }));
    const first = await openRequest(petar, grave.id, novoGroblje);
    const second = await openRequest(petar, grave.id, novoGroblje);
    const refused = await petarSession.delete(`/api/graves/${grave.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'GRAVE_HAS_OPEN_REQUESTS',
      message:
        'This grave has 2 open service requests (pending, scheduled or in progress). ' +
        'Complete or cancel them before removing the grave.',
      details: { openRequests: 2 },
    });
    await first.cancel();
    const stillOne = await admin.delete(`/api/graves/${grave.id}`);
    expect(stillOne.status).toBe(409);
    expect(((await stillOne.json()) as { message: string }).message).toContain(
      '1 open service request ',
    );
    await second.cancel();
    expect((await petarSession.delete(`/api/graves/${grave.id}`)).status).toBe(204);
  });

  it("keeps another client, caretakers and anonymous callers from removing a client's grave", async () => {
    const grave = await created(petarSession, form({ deceasedName: 'Živko' }));
    expect((await vesnaSession.delete(`/api/graves/${grave.id}`)).status).toBe(404);
    expect((await caretaker.delete(`/api/graves/${grave.id}`)).status).toBe(403);
    expect((await app.client().delete(`/api/graves/${grave.id}`)).status).toBe(401);
    expect((await petarSession.get(`/api/graves/${grave.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/graves/${grave.id}`)).status).toBe(204);
  });
});
