import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graveListSchema } from '@memorial-care/contracts/http';
import { clientStreamId } from '@memorial-care/contracts/events';
import { systemContext } from '../shared/command-handler';
import { clientRegisteredData, systemMetadata } from '../testing/event-data';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { addGrave, removeGrave } from './commands';
import { gravesRoutes } from './routes';

// The graves feature does not import the clients feature: the client records these graves
// belong to are appended as plain events.
const registerClientRecord = async (app: TestApp, name: string) => {
  const client = clientRegisteredData({ name });
  await app.deps.eventStore.appendToStream(
    clientStreamId(client.clientId),
    [{ id: randomUUID(), type: 'ClientRegistered', data: client, metadata: systemMetadata() }],
    { expectedRevision: 'no_stream' },
  );
  return client.clientId;
};

let app: TestApp;
let mine: string;
let theirs: string;
let signedInClient: TestClient;
const graveIds: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ routes: [gravesRoutes] });
  mine = await registerClientRecord(app, 'Petar Marković');
  theirs = await registerClientRecord(app, 'Vesna Đorđević');
  const ctx = systemContext();
  graveIds.zoran = (
    await addGrave(app.deps, { clientId: mine, deceasedName: 'Zoran Marković' }, ctx)
  ).id;
  graveIds.ljubica = (
    await addGrave(
      app.deps,
      { clientId: mine, deceasedName: 'Ljubica Marković', graveNumber: '4' },
      ctx,
    )
  ).id;
  graveIds.stevan = (
    await addGrave(app.deps, { clientId: theirs, deceasedName: 'Stevan Đorđević' }, ctx)
  ).id;
  const removed = await addGrave(app.deps, { clientId: mine, deceasedName: 'Removed' }, ctx);
  const last = await removeGrave(app.deps, { graveId: removed.id }, ctx);
  if (last.position) await app.deps.waitForProjections(last.position);

  const email = `petar.${randomUUID().slice(0, 8)}@example.com`;
  await app.createUser({
    email,
    password: 'grave-care-2025',
    firstName: 'Petar',
    lastName: 'Marković',
    role: 'client',
    clientId: mine,
  });
  signedInClient = await app.signIn(email, 'grave-care-2025');
});
afterAll(() => app?.close());

const graves = async (client: TestClient, path: string) => {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return graveListSchema.parse(await response.json());
};

describe('GET /api/graves', () => {
  it('turns away anonymous callers (401) and caretakers (403)', async () => {
    expect((await app.client().get('/api/graves')).status).toBe(401);
    expect((await (await app.signInAs('caretaker')).get('/api/graves')).status).toBe(403);
  });

  it("gives an admin every grave, or one client's", async () => {
    const admin = await app.signInAs('admin');
    expect((await graves(admin, '/api/graves')).map((g) => g.id)).toEqual([
      graveIds.ljubica,
      graveIds.stevan,
      graveIds.zoran,
    ]);
    const petars = await graves(admin, `/api/graves?clientId=${mine}`);
    expect(petars.map((g) => g.deceasedName)).toEqual(['Ljubica Marković', 'Zoran Marković']);
    expect(petars[0]).toMatchObject({
      clientId: mine,
      client: { id: mine, name: 'Petar Marković' },
      graveNumber: '4',
      cemetery: null,
      lastVisitAt: null,
      nextVisitAt: null,
    });
  });

  it('rejects a malformed client id (400)', async () => {
    const response = await (await app.signInAs('admin')).get('/api/graves?clientId=42');
    expect(response.status).toBe(400);
  });

  it('gives a client only their own graves, whatever the query asks for', async () => {
    const own = [graveIds.ljubica, graveIds.zoran];
    expect((await graves(signedInClient, '/api/graves')).map((g) => g.id)).toEqual(own);
    expect(
      (await graves(signedInClient, `/api/graves?clientId=${theirs}`)).map((g) => g.id),
    ).toEqual(own);
  });

  it('gives a client account without a client record nothing', async () => {
    const email = `unlinked.${randomUUID().slice(0, 8)}@example.com`;
    await app.createUser({
      email,
      password: 'grave-care-2025',
      firstName: null,
      lastName: null,
      role: 'client',
    });
    expect(await graves(await app.signIn(email, 'grave-care-2025'), '/api/graves')).toEqual([]);
  });
});
