import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { clientStreamId } from '@memorial-care/contracts/events';
import { createPostgresEventStore } from '../event-store';
import {
  clientRegisteredData,
  createTestDatabase,
  systemMetadata,
  type TestDatabase,
} from '../testing';
import { handleCommand, systemContext, type CommandContext } from '../shared/command-handler';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../shared/errors';
import { clientsDecider, type ClientCommand } from './clients-decider';

// handleCommand on a real PostgreSQL store, with another writer's append slipped in between its
// read and its append: the interleaving two racing requests produce, made deterministic.

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ databaseUrl: db.url, pool: db.pool });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

let clientId: string;
let streamId: string;
beforeEach(async () => {
  clientId = randomUUID();
  streamId = clientStreamId(clientId);
  await handleCommand(
    store,
    streamId,
    clientsDecider,
    { type: 'RegisterClient', data: clientRegisteredData({ clientId }) },
    systemContext(),
  );
});

type RacerEvent = { readonly type: string; readonly data: object };

/** The store, where another writer appends `racer()` right after each of our first `races` reads. */
const withRacer = (races: number, racer: () => RacerEvent) => {
  let left = races;
  let reads = 0;
  const racing: EventStore = {
    ...store,
    readStream: async (id) => {
      const events = await store.readStream(id);
      reads++;
      if (left-- > 0) {
        const { type, data } = racer();
        await store.appendToStream(
          id,
          [{ id: randomUUID(), type, data, metadata: systemMetadata() }],
          { expectedRevision: 'any' },
        );
      }
      return events;
    },
  };
  return { store: racing, reads: () => reads };
};

const newPhone = (): RacerEvent => ({
  type: 'ClientUpdated',
  data: { clientId, changes: { phone: `+381 11 ${Math.floor(Math.random() * 1e6)}` } },
});
const update = (notes: string): ClientCommand => ({
  type: 'UpdateClient',
  data: { clientId, changes: { notes } },
});
const typesIn = async (id: string) => (await store.readStream(id)).map((e) => e.type);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the command to be refused'),
    (error: unknown) => error,
  );

describe('a command that loses the race for its stream', () => {
  it('is read and decided again, building on the other change', async () => {
    const racing = withRacer(1, newPhone);

    const result = await handleCommand(
      racing.store,
      streamId,
      clientsDecider,
      update('Ours'),
      systemContext(),
    );

    expect(racing.reads()).toBe(2);
    expect(result.nextExpectedRevision).toBe(2n);
    const [, theirs, ours] = await store.readStream(streamId);
    expect(theirs?.data).toMatchObject({ changes: { phone: expect.any(String) } });
    expect(ours?.data).toEqual({ clientId, changes: { notes: 'Ours' } });
  });

  it('is refused as the decider says when the other change makes it impossible', async () => {
    const racing = withRacer(1, () => ({ type: 'ClientDeleted', data: { clientId } }));

    const error = await rejection(
      handleCommand(racing.store, streamId, clientsDecider, update('Ours'), systemContext()),
    );

    expect(error).toBeInstanceOf(NotFoundError);
    expect(await typesIn(streamId)).toEqual(['ClientRegistered', 'ClientDeleted']);
  });

  it('gives up with a 409 after three lost races, having changed nothing', async () => {
    const racing = withRacer(Infinity, newPhone);

    const error = await rejection(
      handleCommand(racing.store, streamId, clientsDecider, update('Ours'), systemContext()),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: 'VERSION_CONFLICT' });
    expect(racing.reads()).toBe(3);
    const notes = (await store.readStream(streamId)).filter((e) =>
      JSON.stringify(e.data).includes('Ours'),
    );
    expect(notes).toEqual([]);
  });
});

describe('a command under a precondition (If-Match)', () => {
  const guarded = (revision: bigint): CommandContext => ({
    ...systemContext(),
    precondition: { streamId, revision },
  });

  it('is a 412 without a retry when it loses the race, and changes nothing', async () => {
    const racing = withRacer(1, newPhone);

    const error = await rejection(
      handleCommand(racing.store, streamId, clientsDecider, update('Ours'), guarded(0n)),
    );

    expect(error).toBeInstanceOf(PreconditionFailedError);
    expect(error).toMatchObject({
      status: 412,
      code: 'PRECONDITION_FAILED',
      details: { currentRevision: '1' },
    });
    expect(racing.reads()).toBe(1);
    expect(await typesIn(streamId)).toEqual(['ClientRegistered', 'ClientUpdated']);
  });

  it('is a 412 when the stream has moved on before it is read', async () => {
    await store.appendToStream(
      streamId,
      [{ id: randomUUID(), ...newPhone(), metadata: systemMetadata() }],
      { expectedRevision: 0n },
    );

    const error = await rejection(
      handleCommand(store, streamId, clientsDecider, update('Ours'), guarded(0n)),
    );

    expect(error).toMatchObject({ status: 412, details: { currentRevision: '1' } });
    expect(await typesIn(streamId)).toEqual(['ClientRegistered', 'ClientUpdated']);
  });

  it('holds for the first change of its stream; later ones of the same request build on it', async () => {
    const context = guarded(0n);

    await handleCommand(store, streamId, clientsDecider, update('First'), context);
    const second = await handleCommand(store, streamId, clientsDecider, update('Second'), context);

    expect(second.nextExpectedRevision).toBe(2n);
  });

  it('leaves other streams of the request alone', async () => {
    const otherId = randomUUID();

    const result = await handleCommand(
      store,
      clientStreamId(otherId),
      clientsDecider,
      { type: 'RegisterClient', data: clientRegisteredData({ clientId: otherId }) },
      guarded(5n),
    );

    expect(result.nextExpectedRevision).toBe(0n);
  });
});
