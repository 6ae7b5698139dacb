import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  comparePositions,
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from '@memorial-care/contracts/event-store';
import {
  collect,
  ids,
  markEnd,
  newEvent,
  readAllAfter,
  readAllUntil,
  sleep,
  strictlyIncreasing,
  uniqueStreamPrefix,
} from './contract-fixtures';

export interface EventStoreUnderTest {
  readonly eventStore: EventStore;
  readonly cleanup: () => Promise<void>;
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
};

const expectWrongRevision = async (
  promise: Promise<unknown>,
  streamId: string,
  expected: ExpectedRevision,
  actual: bigint | 'no_stream',
) => {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject({ streamId, expected, actual });
};

/**
 * The behaviour every EventStore adapter must have. `factory` gives a fresh store per test;
 * streams are unique per test, so the suite also runs against a shared server.
 */
export const describeEventStoreContract = (
  name: string,
  factory: () => Promise<EventStoreUnderTest>,
) => {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    let prefix: string;
    const stream = (suffix: string) => `${prefix}-${suffix}`;
    const ofThisTest = (event: RecordedEvent) => event.streamId.startsWith(`${prefix}-`);

    beforeEach(async (context) => {
      ({ eventStore: store, cleanup } = await factory());
      prefix = uniqueStreamPrefix(context.task.name.replace(/\W+/g, '-').slice(0, 40));
    });
    afterEach(async () => {
      await cleanup();
    });

    describe('appending and reading a stream', () => {
      it('creates a stream with no_stream; revisions are 0-based and events round-trip', async () => {
        const events = [
          newEvent('GraveRegistered', { name: 'Đorđe Šćepanović', plots: [1, 2], note: null }),
          newEvent('GraveLocated', { cemetery: { id: 'c-1', section: 'B' } }),
        ];
        const result = await store.appendToStream(stream('a'), events, {
          expectedRevision: 'no_stream',
        });
        expect(result.nextExpectedRevision).toBe(1n);

        const read = await store.readStream(stream('a'));
        expect(read.map((e) => e.revision)).toEqual([0n, 1n]);
        expect(
          read.map(({ id, streamId, type, data, metadata }) => ({
            id,
            streamId,
            type,
            data,
            metadata,
          })),
        ).toEqual(events.map((e) => ({ ...e, streamId: stream('a') })));
        expect(
          read.every((e) => e.createdAt instanceof Date && !isNaN(e.createdAt.getTime())),
        ).toBe(true);
        // The append answers the position of its last event.
        expect(comparePositions(result.position, read[1]!.position)).toBe(0);
        expect(comparePositions(read[0]!.position, read[1]!.position)).toBe(-1);
      });

      it('keeps metadata as given: a schema version, or none (version 1)', async () => {
        const versioned = newEvent('ServiceRequestStarted', { requestId: 'r-1' });
        const events = [
          { ...versioned, metadata: { ...versioned.metadata, schemaVersion: 2 } },
          newEvent('ServiceRequestCompleted', { requestId: 'r-1' }),
        ];
        await store.appendToStream(stream('versions'), events, { expectedRevision: 'no_stream' });
        const [first, second] = await store.readStream(stream('versions'));
        expect(first?.metadata).toEqual(events[0]?.metadata);
        expect(second?.metadata).toEqual(events[1]?.metadata);
        expect(second && 'schemaVersion' in second.metadata).toBe(false);
      });

      it('reads a missing stream as empty', async () => {
        expect(await store.readStream(stream('never-written'))).toEqual([]);
      });

      it("reads a stream's head: its last revision and position, null when missing", async () => {
        expect(await store.readStreamHead(stream('never-written'))).toBeNull();
        await store.appendToStream(stream('a'), [newEvent('One')], {
          expectedRevision: 'no_stream',
        });
        const appended = await store.appendToStream(
          stream('a'),
          [newEvent('Two'), newEvent('Three')],
          {
            expectedRevision: 0n,
          },
        );
        await store.appendToStream(stream('b'), [newEvent('Elsewhere')], {
          expectedRevision: 'no_stream',
        });

        const head = await store.readStreamHead(stream('a'));
        expect(head?.revision).toBe(2n);
        expect(comparePositions(head!.position, appended.position)).toBe(0);
      });

      it('continues a stream at the exact revision, one or several events at a time', async () => {
        await store.appendToStream(stream('a'), [newEvent('One')], {
          expectedRevision: 'no_stream',
        });
        const second = await store.appendToStream(
          stream('a'),
          [newEvent('Two'), newEvent('Three')],
          {
            expectedRevision: 0n,
          },
        );
        expect(second.nextExpectedRevision).toBe(2n);
        const third = await store.appendToStream(stream('a'), [newEvent('Four')], {
          expectedRevision: second.nextExpectedRevision,
        });
        expect(third.nextExpectedRevision).toBe(3n);
        const read = await store.readStream(stream('a'));
        expect(read.map((e) => [e.revision, e.type])).toEqual([
          [0n, 'One'],
          [1n, 'Two'],
          [2n, 'Three'],
          [3n, 'Four'],
        ]);
        expect(strictlyIncreasing(read)).toBe(true);
      });

      it('rejects a wrong exact revision with the actual one', async () => {
        await store.appendToStream(stream('a'), [newEvent('One'), newEvent('Two')], {
          expectedRevision: 'no_stream',
        });
        await expectWrongRevision(
          store.appendToStream(stream('a'), [newEvent('Stale')], { expectedRevision: 0n }),
          stream('a'),
          0n,
          1n,
        );
        await expectWrongRevision(
          store.appendToStream(stream('a'), [newEvent('Ahead')], { expectedRevision: 5n }),
          stream('a'),
          5n,
          1n,
        );
        await expectWrongRevision(
          store.appendToStream(stream('missing'), [newEvent('X')], { expectedRevision: 0n }),
          stream('missing'),
          0n,
          'no_stream',
        );
        expect((await store.readStream(stream('a'))).map((e) => e.type)).toEqual(['One', 'Two']);
        expect(await store.readStream(stream('missing'))).toEqual([]);
      });

      it('rejects no_stream when the stream exists', async () => {
        await store.appendToStream(stream('a'), [newEvent('One')], {
          expectedRevision: 'no_stream',
        });
        await expectWrongRevision(
          store.appendToStream(stream('a'), [newEvent('Again')], { expectedRevision: 'no_stream' }),
          stream('a'),
          'no_stream',
          0n,
        );
      });

      it('appends with stream_exists only to an existing stream', async () => {
        await expectWrongRevision(
          store.appendToStream(stream('a'), [newEvent('X')], { expectedRevision: 'stream_exists' }),
          stream('a'),
          'stream_exists',
          'no_stream',
        );
        await store.appendToStream(stream('a'), [newEvent('One')], {
          expectedRevision: 'no_stream',
        });
        const result = await store.appendToStream(stream('a'), [newEvent('Two')], {
          expectedRevision: 'stream_exists',
        });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('appends with any whether or not the stream exists', async () => {
        const first = await store.appendToStream(stream('a'), [newEvent('One'), newEvent('Two')], {
          expectedRevision: 'any',
        });
        expect(first.nextExpectedRevision).toBe(1n);
        const second = await store.appendToStream(stream('a'), [newEvent('Three')], {
          expectedRevision: 'any',
        });
        expect(second.nextExpectedRevision).toBe(2n);
        expect((await store.readStream(stream('a'))).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });

      it('refuses an empty append', async () => {
        await expect(
          store.appendToStream(stream('a'), [], { expectedRevision: 'any' }),
        ).rejects.toThrow();
        expect(await store.readStream(stream('a'))).toEqual([]);
      });
    });

    describe('concurrent writers', () => {
      it('lets exactly one of two racing writers with the same expected revision win', async () => {
        for (let round = 0; round < 10; round++) {
          const streamId = stream(`race-${round}`);
          await store.appendToStream(streamId, [newEvent('Opened')], {
            expectedRevision: 'no_stream',
          });
          const racers = [newEvent('ByFirst'), newEvent('BySecond')];
          const outcomes = await Promise.allSettled(
            racers.map((event) =>
              store.appendToStream(streamId, [event], { expectedRevision: 0n }),
            ),
          );
          const won = outcomes.filter((o) => o.status === 'fulfilled');
          const lost = outcomes.filter((o) => o.status === 'rejected');
          expect(won).toHaveLength(1);
          expect(lost).toHaveLength(1);
          expect(lost[0]!.reason).toBeInstanceOf(WrongExpectedRevisionError);
          expect(lost[0]!.reason).toMatchObject({ expected: 0n, actual: 1n });
          const read = await store.readStream(streamId);
          expect(read.map((e) => e.revision)).toEqual([0n, 1n]);
          expect(racers.map((r) => r.id)).toContain(read[1]!.id);
        }
      });

      it('lets exactly one of two writers create the same stream', async () => {
        for (let round = 0; round < 10; round++) {
          const streamId = stream(`create-${round}`);
          const outcomes = await Promise.allSettled([
            store.appendToStream(streamId, [newEvent('A')], { expectedRevision: 'no_stream' }),
            store.appendToStream(streamId, [newEvent('B')], { expectedRevision: 'no_stream' }),
          ]);
          expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
          const [lost] = outcomes.filter((o) => o.status === 'rejected');
          expect(lost?.reason).toMatchObject({ expected: 'no_stream', actual: 0n });
          expect(await store.readStream(streamId)).toHaveLength(1);
        }
      });

      it('delivers every event of 8 concurrent writers exactly once, in one order', async () => {
        const start = await markEnd(store, prefix);
        const live = collect(store.subscribeToAll({ after: start }), ofThisTest);
        const writers = 8;
        const appendsPerWriter = 30;
        const appended: string[] = [];
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            const revisions = new Map<string, bigint>();
            for (let i = 0; i < appendsPerWriter; i++) {
              // Each writer spreads over its own streams; every fifth append carries two events.
              const streamId = stream(`w${writer}-s${i % 4}`);
              const events =
                i % 5 === 0 ? [newEvent('Paired'), newEvent('Paired')] : [newEvent('Single')];
              const current = revisions.get(streamId);
              const result = await store.appendToStream(streamId, events, {
                expectedRevision: current ?? 'no_stream',
              });
              revisions.set(streamId, result.nextExpectedRevision);
              appended.push(...ids(events));
            }
          }),
        );
        // Appended after all the others: once it is delivered, nothing may still be missing.
        const sentinel = newEvent('Sentinel');
        await store.appendToStream(stream('sentinel'), [sentinel], {
          expectedRevision: 'no_stream',
        });
        const delivered = await live.waitFor(appended.length + 1);

        expect(delivered.at(-1)?.id).toBe(sentinel.id);
        const deliveredIds = ids(delivered.slice(0, -1));
        expect(new Set(deliveredIds).size).toBe(deliveredIds.length);
        expect([...deliveredIds].sort()).toEqual([...appended].sort());
        expect(strictlyIncreasing(delivered)).toBe(true);

        // A second reader, paging from the same start, sees the same events in the same order.
        const reread = await readAllAfter(store, start, ofThisTest, 7);
        expect(ids(reread)).toEqual(ids(delivered));
        for (const streamId of new Set(delivered.map((e) => e.streamId))) {
          const revisions = delivered.filter((e) => e.streamId === streamId).map((e) => e.revision);
          expect(revisions).toEqual(revisions.map((_, i) => BigInt(i)));
        }
        // Nothing arrives twice after the sentinel either.
        await sleep(200);
        expect(live.events).toHaveLength(delivered.length);
      });
    });

    describe('reading $all', () => {
      it('pages with after and limit, in order, without gaps or repeats', async () => {
        const start = await markEnd(store, prefix);
        const written = [];
        for (let i = 0; i < 7; i++) {
          const event = newEvent(`Paged${i}`);
          written.push(event);
          await store.appendToStream(stream(`p${i % 2}`), [event], { expectedRevision: 'any' });
        }
        const paged = await readAllUntil(store, start, ofThisTest, written.length, 3);
        expect(ids(paged)).toEqual(ids(written));
        const firstPage = await store.readAll({ after: start, limit: 3 });
        expect(firstPage).toHaveLength(3);
        expect(firstPage.every((e) => comparePositions(e.position, start) > 0)).toBe(true);
        expect(strictlyIncreasing(paged)).toBe(true);
        // Resuming after any event's position continues right after it.
        const resumed = await readAllAfter(store, paged[3]!.position, (e) => ofThisTest(e), 3);
        expect(ids(resumed)).toEqual(ids(written.slice(4)));
      });

      it('reads from the beginning when no position is given', async () => {
        const start = await markEnd(store, prefix);
        const event = newEvent('Early');
        const { position } = await store.appendToStream(stream('a'), [event], {
          expectedRevision: 'no_stream',
        });
        // Once it shows, everything before it shows too.
        await readAllUntil(store, start, (e) => e.id === event.id, 1);
        const firstPage = await store.readAll({ limit: 5 });
        expect(firstPage.length).toBeGreaterThan(0);
        expect(firstPage.length).toBeLessThanOrEqual(5);
        expect(strictlyIncreasing(firstPage)).toBe(true);
        expect(comparePositions(firstPage[0]!.position, position)).toBeLessThanOrEqual(0);
      });

      it('shows system events of the store to nobody', async () => {
        const start = await markEnd(store, prefix);
        const visible = newEvent('Visible');
        await store.appendToStream(stream('a'), [visible], { expectedRevision: 'any' });
        await readAllUntil(store, start, (e) => e.id === visible.id, 1);
        const all = await readAllAfter(store, start, () => true);
        expect(ids(all)).toContain(visible.id);
        expect(all.filter((e) => e.type.startsWith('$'))).toEqual([]);
      });
    });

    describe('subscribing to $all', () => {
      it('delivers only events after the given position, then live ones', async () => {
        const [first, second, third, later] = [
          newEvent('First'),
          newEvent('Second'),
          newEvent('Third'),
          newEvent('Later'),
        ];
        const { position } = await store.appendToStream(stream('a'), [first!], {
          expectedRevision: 'no_stream',
        });
        await store.appendToStream(stream('a'), [second!, third!], { expectedRevision: 0n });
        const live = collect(store.subscribeToAll({ after: position }), ofThisTest);
        expect(ids(await live.waitFor(2))).toEqual(ids([second!, third!]));
        await store.appendToStream(stream('a'), [later!], { expectedRevision: 2n });
        expect(ids(await live.waitFor(3))).toEqual(ids([second!, third!, later!]));
        expect(strictlyIncreasing(live.events)).toBe(true);
      });

      it('starts at the beginning when no position is given', async () => {
        const event = newEvent('FromTheStart');
        await store.appendToStream(stream('a'), [event], { expectedRevision: 'no_stream' });
        const live = collect(store.subscribeToAll({}), ofThisTest);
        expect(ids(await live.waitFor(1, 30_000))).toEqual([event.id]);
      });

      it('ends the iteration on close(), while waiting or before starting', async () => {
        const start = await markEnd(store, prefix);
        const subscription = store.subscribeToAll({ after: start });
        const live = collect(subscription, ofThisTest);
        await store.appendToStream(stream('a'), [newEvent('One')], { expectedRevision: 'any' });
        await live.waitFor(1);
        // Now it waits for more; close() must end the loop well before any poll interval.
        await subscription.close();
        await expect(Promise.race([live.ended.then(() => 'ended'), sleep(2000)])).resolves.toBe(
          'ended',
        );

        const unused = store.subscribeToAll({ after: start });
        await unused.close();
        const iterator = unused[Symbol.asyncIterator]();
        await expect(iterator.next()).resolves.toMatchObject({ done: true });
      });

      it('ends open subscriptions when the store closes', async () => {
        const start = await markEnd(store, prefix);
        const live = collect(store.subscribeToAll({ after: start }), ofThisTest);
        await store.close();
        await expect(Promise.race([live.ended.then(() => 'ended'), sleep(2000)])).resolves.toBe(
          'ended',
        );
      });
    });
  });
};
