import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serviceRequestCreatedSchema,
  caretakerTaskSchema,
  serviceRequestViewSchema,
  serviceRequestStatsSchema,
} from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import {
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
  upcoming,
} from './int-test-fixtures';

// GET /api/service-requests/:id: one request as the details dialog shows it, to whoever may
// see it — and a 404, as for an unknown id, to everyone else.

let app: TestApp;
let admin: TestClient;
const cemeteryId = randomUUID();
const wednesday = upcoming('Wednesday');
type Person = { id: string; session: TestClient };
const clients = {} as Record<'milica' | 'jovan', Person & { graveId: string }>;
const caretakers = {} as Record<'dragan' | 'zoran', Person>;
/** Requests by whom they belong to and where they stand. */
const requests = {} as Record<
  'milicaAssignedToDragan' | 'milicaOpenOffer' | 'jovanAssignedToZoran' | 'deleted',
  string
>;

/** A request the admin creates for `client`, offered to `caretakerId`. */
const createRequest = async (client: { id: string; graveId: string }, caretakerId: string) => {
  const response = await admin.post('/api/service-requests', {
    clientId: client.id,
    graveId: client.graveId,
    serviceType: 'grave_cleaning',
    caretakerId,
    priority: 'normal',
    amount: '45.50',
    scheduledDate: wednesday.iso,
  });
  expect(response.status).toBe(201);
  return serviceRequestCreatedSchema.parse(await response.json()).id;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  for (const name of ['milica', 'jovan'] as const) {
    const id = await recordClient(app, `${name} Jovanović`, 'active');
    const graveId = await recordGrave(app, id, cemeteryId);
    clients[name] = {
      id,
      graveId,
      session: await signInLinkedAccount(app, { role: 'client', linkedId: id }),
    };
  }
  for (const name of ['dragan', 'zoran'] as const) {
    const id = await recordCaretaker(app, { name, preferredVisitDays: [], holidayDates: [] });
    caretakers[name] = {
      id,
      session: await signInLinkedAccount(app, { role: 'caretaker', linkedId: id }),
    };
  }
  const { milica, jovan } = clients;
  const { dragan, zoran } = caretakers;

  requests.milicaAssignedToDragan = await createRequest(milica, dragan.id);
  expect(
    (await dragan.session.post(`/api/service-requests/${requests.milicaAssignedToDragan}/accept`))
      .status,
  ).toBe(200);
  // An open offer: the admin withdraws it (decline returns it to pending, unassigned).
  requests.milicaOpenOffer = await createRequest(milica, dragan.id);
  expect(
    (await admin.post(`/api/service-requests/${requests.milicaOpenOffer}/decline`, {})).status,
  ).toBe(200);
  requests.jovanAssignedToZoran = await createRequest(jovan, zoran.id);
  expect(
    (await zoran.session.post(`/api/service-requests/${requests.jovanAssignedToZoran}/accept`))
      .status,
  ).toBe(200);
  requests.deleted = await createRequest(jovan, zoran.id);
  expect((await admin.delete(`/api/service-requests/${requests.deleted}`)).status).toBeLessThan(
    300,
  );
});
afterAll(() => app?.close());

const read = (who: TestClient, id: string) => who.get(`/api/service-requests/${id}`);

const expectFound = async (who: TestClient, id: string) => {
  const response = await read(who, id);
  expect(response.status).toBe(200);
  const request = serviceRequestViewSchema.parse(await response.json());
  expect(request.id).toBe(id);
  return request;
};

const expectNotFound = async (who: TestClient, id: string) => {
  const response = await read(who, id);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    message: 'Service request not found',
    code: 'NOT_FOUND',
  });
};

describe('GET /api/service-requests/:id', () => {
  it('gives an admin any request, with the names the details dialog shows', async () => {
    const request = await expectFound(admin, requests.milicaAssignedToDragan);
    expect(request).toMatchObject({
      clientId: clients.milica.id,
      graveId: clients.milica.graveId,
      caretakerId: caretakers.dragan.id,
      status: 'scheduled',
      amount: '45.50',
      scheduledDate: wednesday.iso,
      clientName: 'milica Jovanović',
      caretakerName: 'dragan',
      grave: { id: clients.milica.graveId, deceasedName: 'Radmila Ilić', graveNumber: '12' },
    });
    for (const id of [requests.milicaOpenOffer, requests.jovanAssignedToZoran])
      await expectFound(admin, id);
  });

  it('gives a client their own requests and a 404 for another client’s', async () => {
    const { milica, jovan } = clients;
    await expectFound(milica.session, requests.milicaAssignedToDragan);
    await expectFound(milica.session, requests.milicaOpenOffer);
    await expectNotFound(milica.session, requests.jovanAssignedToZoran);
    await expectFound(jovan.session, requests.jovanAssignedToZoran);
    await expectNotFound(jovan.session, requests.milicaAssignedToDragan);
  });

  it('gives a caretaker their tasks and open offers, and a 404 for another’s task', async () => {
    const { dragan, zoran } = caretakers;
    await expectFound(dragan.session, requests.milicaAssignedToDragan);
    await expectFound(dragan.session, requests.milicaOpenOffer);
    await expectNotFound(dragan.session, requests.jovanAssignedToZoran);
    await expectFound(zoran.session, requests.jovanAssignedToZoran);
    await expectFound(zoran.session, requests.milicaOpenOffer);
    await expectNotFound(zoran.session, requests.milicaAssignedToDragan);
    // Their own view: the work and their earning, no client or money fields.
    const task = caretakerTaskSchema
      .strict()
      .parse(await (await read(dragan.session, requests.milicaAssignedToDragan)).json());
    expect(task).toMatchObject({ earning: '31.85', caretakerName: 'dragan' });
  });

  it('shows accounts linked to no client or caretaker nothing', async () => {
    for (const role of ['client', 'caretaker'] as const) {
      const unlinked = await app.signInAs(role);
      await expectNotFound(unlinked, requests.milicaAssignedToDragan);
      await expectNotFound(unlinked, requests.milicaOpenOffer);
    }
  });

  it('answers 404 for a deleted or unknown request, to an admin too', async () => {
    await expectNotFound(admin, requests.deleted);
    await expectNotFound(admin, randomUUID());
    await expectNotFound(clients.jovan.session, requests.deleted);
    await expectNotFound(caretakers.zoran.session, requests.deleted);
  });

  it('turns away anonymous callers (401) and rejects an id that is not one (400)', async () => {
    expect((await read(app.client(), requests.milicaOpenOffer)).status).toBe(401);
    expect((await read(admin, 'not-an-id')).status).toBe(400);
  });

  it('leaves /api/service-requests/stats to the stats route', async () => {
    const response = await admin.get('/api/service-requests/stats');
    expect(response.status).toBe(200);
    expect(serviceRequestStatsSchema.parse(await response.json())).toMatchObject({ total: 3 });
  });
});
