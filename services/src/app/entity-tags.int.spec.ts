import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caretakerStreamId,
  cemeteryStreamId,
  clientStreamId,
  graveStreamId,
  serviceRequestStreamId,
} from '@memorial-care/contracts/events';
import {
  apiErrorSchema,
  clientSchema,
  readModelsLaggingHeader,
} from '@memorial-care/contracts/http';
import {
  bookServiceRequest,
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
} from '../service-requests/int-test-fixtures';
import { cemeteryAddedData, systemMetadata } from '../testing/event-data';
import { recordEvent } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// Optimistic concurrency over HTTP: entity GETs answer their stream revision as ETag, changes
// honour If-Match (412 when stale, 400 when malformed), and without it racing writers are
// decided again instead of answered 409.

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const json = { 'content-type': 'application/json' };
const patchWith = (session: TestClient, path: string, body: object, ifMatch?: string) =>
  session.fetch(path, {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { ...json, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
  });
const postWith = (session: TestClient, path: string, body: object, ifMatch: string) =>
  session.fetch(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...json, 'if-match': ifMatch },
  });
const deleteWith = (path: string, ifMatch: string) =>
  admin.fetch(path, { method: 'DELETE', headers: { 'if-match': ifMatch } });

const etagOf = async (path: string) => {
  const response = await admin.get(path);
  expect(response.status).toBe(200);
  return response.headers.get('etag');
};
const revisionOf = async (streamId: string) => `"${(await app.streamEvents(streamId)).length - 1}"`;
const clientAt = async (id: string) =>
  clientSchema.parse(await (await admin.get(`/api/clients/${id}`)).json());

const newClient = () => recordClient(app, 'Milica Jovanović', 'active');

describe('entity GETs', () => {
  it('answer the revision of the entity’s stream as a strong ETag', async () => {
    const clientId = await newClient();
    const caretakerId = await recordCaretaker(app, {
      name: 'Dragan Nikolić',
      preferredVisitDays: [],
      holidayDates: [],
    });
    const cemetery = cemeteryAddedData();
    await recordEvent(app, cemeteryStreamId(cemetery.cemeteryId), 'CemeteryAdded', cemetery);
    const graveId = await recordGrave(app, clientId, cemetery.cemeteryId);
    const requestId = await bookServiceRequest(admin, { clientId, graveId, caretakerId });
    await patchWith(admin, `/api/clients/${clientId}`, { notes: 'Calls on Sundays' });

    const entities = [
      [`/api/clients/${clientId}`, clientStreamId(clientId), '"1"'],
      [`/api/caretakers/${caretakerId}`, caretakerStreamId(caretakerId), '"0"'],
      [`/api/cemeteries/${cemetery.cemeteryId}`, cemeteryStreamId(cemetery.cemeteryId), '"0"'],
      [`/api/graves/${graveId}`, graveStreamId(graveId), '"0"'],
      [`/api/service-requests/${requestId}`, serviceRequestStreamId(requestId), null],
    ] as const;
    for (const [path, streamId, expected] of entities) {
      const etag = await etagOf(path);
      expect(etag, path).toBe(await revisionOf(streamId));
      if (expected) expect(etag, path).toBe(expected);
    }
  });

  it('answer no ETag while a read model lags past the wait, and name the lagging ones', async () => {
    const clientId = await newClient();
    // The clients read model is held back: its checkpoint row is locked until released.
    const holder = new pg.Client({ connectionString: app.database.url });
    await holder.connect();
    let lagging: Response;
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM projection_checkpoints WHERE name = 'clients' FOR UPDATE`);
      await app.deps.eventStore.appendToStream(
        clientStreamId(clientId),
        [
          {
            id: randomUUID(),
            type: 'ClientUpdated',
            data: { clientId, changes: { notes: 'Calls on Sundays' } },
            metadata: systemMetadata(),
          },
        ],
        { expectedRevision: 0n },
      );
      lagging = await admin.get(`/api/clients/${clientId}`);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    // The body is older than the stream: no ETag a change could be checked against.
    expect(lagging.status).toBe(200);
    expect(lagging.headers.get('etag')).toBeNull();
    expect(lagging.headers.get(readModelsLaggingHeader)?.split(', ')).toContain('clients');
    expect(clientSchema.parse(await lagging.json()).notes).not.toBe('Calls on Sundays');
    // Caught up, the same GET answers the change and its revision.
    await app.deps.waitForProjections(
      (await app.deps.eventStore.readStreamHead(clientStreamId(clientId)))!.position,
    );
    expect(await etagOf(`/api/clients/${clientId}`)).toBe('"1"');
    expect((await clientAt(clientId)).notes).toBe('Calls on Sundays');
  });

  it('answer no ETag for what does not exist', async () => {
    const response = await admin.get(`/api/clients/${randomUUID()}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('a change with If-Match', () => {
  it('is made while the entity is still at that revision, and moves the ETag', async () => {
    const id = await newClient();
    const etag = await etagOf(`/api/clients/${id}`);

    const response = await patchWith(admin, `/api/clients/${id}`, { notes: 'Fresh' }, etag!);

    expect(response.status).toBe(200);
    expect((await clientAt(id)).notes).toBe('Fresh');
    expect(await etagOf(`/api/clients/${id}`)).toBe('"1"');
  });

  it('is refused with 412 when someone changed the entity since, and changes nothing', async () => {
    const id = await newClient();
    const seen = await etagOf(`/api/clients/${id}`);
    expect((await patchWith(admin, `/api/clients/${id}`, { notes: 'Theirs' })).status).toBe(200);

    const response = await patchWith(admin, `/api/clients/${id}`, { notes: 'Mine' }, seen!);

    expect(response.status).toBe(412);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'This was changed by someone else. Reload to see the new values.',
    });
    expect((await clientAt(id)).notes).toBe('Theirs');
    expect(await etagOf(`/api/clients/${id}`)).toBe('"1"');
  });

  it('guards a delete too: a stale one keeps the entity, a fresh one removes it', async () => {
    const id = await newClient();
    const seen = await etagOf(`/api/clients/${id}`);
    await patchWith(admin, `/api/clients/${id}`, { notes: 'Theirs' });

    expect((await deleteWith(`/api/clients/${id}`, seen!)).status).toBe(412);
    expect((await admin.get(`/api/clients/${id}`)).status).toBe(200);

    const fresh = await etagOf(`/api/clients/${id}`);
    expect((await deleteWith(`/api/clients/${id}`, fresh!)).status).toBe(204);
    expect((await admin.get(`/api/clients/${id}`)).status).toBe(404);
  });

  it('guards the task actions', async () => {
    const clientId = await newClient();
    const graveId = await recordGrave(app, clientId, randomUUID());
    const caretakerId = await recordCaretaker(app, {
      name: 'Zoran Ilić',
      preferredVisitDays: [],
      holidayDates: [],
    });
    const requestId = await bookServiceRequest(admin, { clientId, graveId, caretakerId });
    const path = `/api/service-requests/${requestId}`;
    const seen = await etagOf(path);
    expect((await patchWith(admin, path, { priority: 'urgent' })).status).toBe(200);

    const stale = await postWith(admin, `${path}/accept`, { caretakerId }, seen!);
    expect(stale.status).toBe(412);
    const types = async () =>
      (await app.streamEvents(serviceRequestStreamId(requestId))).map((e) => e.type);
    expect(await types()).not.toContain('TaskAccepted');

    const accepted = await postWith(
      admin,
      `${path}/accept`,
      { caretakerId },
      (await etagOf(path))!,
    );
    expect(accepted.status).toBe(200);
    expect(await types()).toContain('TaskAccepted');
  });

  it('takes "*" as no condition', async () => {
    const id = await newClient();
    await patchWith(admin, `/api/clients/${id}`, { notes: 'Theirs' });

    expect((await patchWith(admin, `/api/clients/${id}`, { notes: 'Mine' }, '*')).status).toBe(200);
  });

  it.each(['1', 'W/"0"', '"0", "1"', '"zero"', '""'])(
    'refuses a malformed If-Match (%s) with 400 and changes nothing',
    async (header) => {
      const id = await newClient();

      const response = await patchWith(admin, `/api/clients/${id}`, { notes: 'Mine' }, header);

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ path: 'headers.if-match' })],
      });
      expect(await etagOf(`/api/clients/${id}`)).toBe('"0"');
    },
  );
});

describe('changes without If-Match, as before', () => {
  it('all succeed when three writers change one entity at the same moment', async () => {
    const id = await newClient();

    const responses = await Promise.all([
      patchWith(admin, `/api/clients/${id}`, { notes: 'Notes' }),
      patchWith(admin, `/api/clients/${id}`, { phone: '+381 11 222333' }),
      patchWith(admin, `/api/clients/${id}`, { address: 'Knez Mihailova 1' }),
    ]);

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await clientAt(id)).toMatchObject({
      notes: 'Notes',
      phone: '+381 11 222333',
      address: 'Knez Mihailova 1',
    });
    expect(await etagOf(`/api/clients/${id}`)).toBe('"3"');
  });

  it('answer a real conflict cleanly: of two caretakers accepting one task, one wins', async () => {
    const clientId = await newClient();
    const graveId = await recordGrave(app, clientId, randomUUID());
    const sessions = [];
    for (const name of ['Dragan', 'Zoran']) {
      const id = await recordCaretaker(app, { name, preferredVisitDays: [], holidayDates: [] });
      sessions.push(await signInLinkedAccount(app, { role: 'caretaker', linkedId: id }));
    }
    const requestId = await bookServiceRequest(admin, {
      clientId,
      graveId,
      caretakerId: await recordCaretaker(app, {
        name: 'Mika',
        preferredVisitDays: [],
        holidayDates: [],
      }),
    });
    // Withdrawn from its caretaker, the task is open to anyone.
    expect((await admin.post(`/api/service-requests/${requestId}/decline`, {})).status).toBe(200);

    const responses = await Promise.all(
      sessions.map((session) => session.post(`/api/service-requests/${requestId}/accept`, {})),
    );

    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect(await refused.json()).toMatchObject({ code: 'TASK_ALREADY_ACCEPTED' });
  });
});
