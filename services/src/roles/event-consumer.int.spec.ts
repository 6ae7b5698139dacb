import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { sql } from 'slonik';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@memorial-care/contracts/event-store';
import {
  activeSubscriberLocks,
  addProjections,
  allProjections,
  createEventConsumer,
  readCheckpoint,
  resumeProjection,
  type EventConsumer,
} from '@memorial-care/projections';
import {
  appendValues,
  createRunnerTestContext,
  createTestProjection,
  createTestProjectionTable,
  eventually,
  fastTiming,
  testEvent,
  type RunnerTestContext,
} from '@memorial-care/projections/testing';
import { loadConfig } from '../config/config';
import { deleteQueueKeys, uniqueQueuePrefix } from '../mail/testing/queue-keys';
import { allReactors } from '../reactors/all-reactors';
import { readReactorCheckpoint } from '../reactors/checkpoint-store';
import type { Reactor } from '../reactors/reactor';
import { addReactors } from '../reactors/start-reactors';
import { clientRegisteredData, testRedisUrl } from '../testing';
import { startProjectorRole } from './projector';
import { startWorkerRole } from './worker-role';

// One event consumer per process: one read of `$all` for all its projections and reactors, one
// lock connection for all their advisory locks, each subscriber with its own checkpoint.

const logger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
let ctx: RunnerTestContext;
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  ctx = await createRunnerTestContext();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await ctx.close();
});

const startConsumer = (
  eventStore: EventStore = ctx.eventStore,
  timing = fastTiming,
  databaseUrl = ctx.db.url,
) => {
  const consumer = createEventConsumer({
    pool: ctx.db.pool,
    databaseUrl,
    eventStore,
    logger,
    timing,
  });
  cleanups.push(() => consumer.stop());
  return consumer;
};

const reached = (target: Position) => (c: { position: Position } | null) =>
  c !== null && comparePositions(c.position, target) >= 0;

const projectionAt = (name: string, target: Position) =>
  eventually(() => readCheckpoint(ctx.db.pool, name), reached(target));

const valuesIn = async (table: string) =>
  (await ctx.db.pool.anyFirst(sql.unsafe`
    SELECT value FROM ${sql.identifier([table])}
    ORDER BY commit_position, prepare_position`)) as readonly string[];

/** A reactor recording the values it reacted to, and which consumer ("process") did it. */
const recordingReactor = (eventTypes: readonly string[]) => {
  const reacted: string[] = [];
  const reactor: Reactor<{ process: string }> = {
    name: 'test-recorder',
    eventTypes,
    async react(event: RecordedEvent, deps) {
      reacted.push(`${deps.process}:${(event.data as { value: string }).value}`);
    },
  };
  return { reactor, reacted };
};

/** The PostgreSQL store, counting the page reads of `$all` and the live subscriptions opened. */
const countingReads = (store: EventStore) => {
  const counts = { pageReads: 0, subscriptions: 0 };
  const eventStore: EventStore = {
    ...store,
    readAll(options) {
      counts.pageReads += 1;
      return store.readAll(options);
    },
    subscribeToAll(options) {
      counts.subscriptions += 1;
      return store.subscribeToAll(options);
    },
  };
  return { eventStore, counts };
};

describe('one event consumer per process', () => {
  it('reads $all once per append for every projection and reactor of an all-roles process', async () => {
    const { eventStore, counts } = countingReads(ctx.eventStore);
    const consumer = startConsumer(eventStore);
    const queuePrefix = uniqueQueuePrefix();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: ctx.db.url,
      REDIS_URL: testRedisUrl(),
      MAIL_OUTBOX_DIR: join(tmpdir(), `${queuePrefix}-mail-outbox`),
      PHOTO_STORAGE_DIR: join(tmpdir(), `${queuePrefix}-photos`),
    });
    const projector = await startProjectorRole({
      pool: ctx.db.pool,
      databaseUrl: ctx.db.url,
      eventStore,
      logger,
      consumer,
    });
    cleanups.push(() => projector.stop());
    const worker = await startWorkerRole({
      config,
      pool: ctx.db.pool,
      eventStore,
      logger,
      reactors: allReactors,
      queuePrefix,
      consumer,
    });
    cleanups.push(async () => {
      await worker.close();
      await deleteQueueKeys(config.redisUrl, queuePrefix);
      await rm(config.mailOutboxDir, { recursive: true, force: true });
    });

    const register = async () => {
      const data = clientRegisteredData();
      const { position } = await eventStore.appendToStream(
        `client-${data.clientId}`,
        [testEvent('ClientRegistered', data)],
        { expectedRevision: 'no_stream' },
      );
      for (const { name } of allProjections) await projectionAt(name, position);
      return position;
    };
    await register();
    const before = { ...counts };

    let last = await register();
    for (let i = 1; i < 5; i += 1) last = await register();

    // 11 read models and 2 reactors follow the live tail through ONE subscription, so an append
    // wakes one reader (it was one subscription each), and no one reads pages of its own.
    expect(allProjections.length + allReactors.length).toBeGreaterThan(10);
    expect(counts).toEqual({ pageReads: before.pageReads, subscriptions: 1 });
    // The reactors follow the same read: their checkpoints pass the events they do not handle.
    for (const { name } of allReactors)
      await eventually(() => readReactorCheckpoint(ctx.db.pool, name), reached(last));
    // …and all of their advisory locks sit on one connection.
    const locks = await activeSubscriberLocks(ctx.db.pool, [
      ...allProjections.map(({ name }) => ({ kind: 'projection' as const, name })),
      ...allReactors.map(({ name }) => ({ kind: 'reactor' as const, name })),
    ]);
    expect(locks).toHaveLength(allProjections.length + allReactors.length);
    expect(new Set(locks.map((l) => l.pid)).size).toBe(1);
  });

  it('two processes split the subscribers; on a clean stop or a crash a standby takes over', async () => {
    await createTestProjectionTable(ctx.db.pool, 'values_a');
    await createTestProjectionTable(ctx.db.pool, 'values_b');
    const eventTypes = ['ValueRecorded'];
    const projectionA = createTestProjection({ name: 'values-a', table: 'values_a', eventTypes });
    const projectionB = createTestProjection({ name: 'values-b', table: 'values_b', eventTypes });
    const { reactor, reacted } = recordingReactor(eventTypes);
    const addAll = (
      consumer: EventConsumer,
      process: string,
      projections = [projectionA, projectionB],
    ) =>
      Promise.all([
        addProjections(consumer, { pool: ctx.db.pool, projections, logger }),
        addReactors(consumer, {
          pool: ctx.db.pool,
          reactors: [reactor],
          deps: { process },
          logger,
        }),
      ]);

    // "first" takes values-a; "second", started next, takes what is left. The standby retry is
    // long, so a take-over within seconds can only come from the hand-over NOTIFY.
    const patient = { ...fastTiming, standbyRetryMs: 60_000 };
    const first = startConsumer(ctx.eventStore, patient);
    await addProjections(first, { pool: ctx.db.pool, projections: [projectionA], logger });
    // "second" holds its locks as a role of its own, so that its crash can be made final.
    const secondRole = `mc_test_consumer_${randomUUID().slice(0, 8)}`;
    await ctx.db.pool.query(sql.unsafe`CREATE ROLE ${sql.identifier([secondRole])} LOGIN`);
    cleanups.unshift(() =>
      ctx.db.pool.query(sql.unsafe`DROP ROLE IF EXISTS ${sql.identifier([secondRole])}`),
    );
    const secondUrl = new URL(ctx.db.url);
    secondUrl.username = secondRole;
    const second = startConsumer(ctx.eventStore, patient, secondUrl.toString());
    await addAll(second, 'second');
    await Promise.all([
      addProjections(first, { pool: ctx.db.pool, projections: [projectionB], logger }),
      addReactors(first, {
        pool: ctx.db.pool,
        reactors: [reactor],
        deps: { process: 'first' },
        logger,
      }),
    ]);
    const subscribers = [
      { kind: 'projection' as const, name: 'values-a' },
      { kind: 'projection' as const, name: 'values-b' },
      { kind: 'reactor' as const, name: reactor.name },
    ];
    const owners = await activeSubscriberLocks(ctx.db.pool, subscribers);
    expect(owners.map((o) => o.name)).toEqual(['values-a', 'values-b', 'test-recorder']);
    const [ownerOfA, ownerOfB, ownerOfReactor] = owners.map((o) => o.pid);
    expect(ownerOfB).toBe(ownerOfReactor);
    expect(ownerOfA).not.toBe(ownerOfB);

    const { position: early } = await appendValues(ctx.eventStore, 's', ['1', '2']);
    await projectionAt('values-a', early);
    await projectionAt('values-b', early);
    await eventually(
      async () => reacted,
      (r) => r.length === 2,
    );

    // A clean stop of "first" hands values-a to "second" at once.
    await first.stop();
    const { position: afterStop } = await appendValues(ctx.eventStore, 's', ['3']);
    await eventually(() => readCheckpoint(ctx.db.pool, 'values-a'), reached(afterStop), 5_000);
    expect((await activeSubscriberLocks(ctx.db.pool, subscribers)).map((o) => o.pid)).toEqual([
      ownerOfB,
      ownerOfB,
      ownerOfB,
    ]);

    // "third" stands by; "second" crashes: its lock connection dies and cannot come back.
    // "third" takes everything within its standby retry and carries on from the checkpoints.
    const third = startConsumer();
    await addAll(third, 'third');
    await ctx.db.pool.query(sql.unsafe`ALTER ROLE ${sql.identifier([secondRole])} NOLOGIN`);
    await ctx.db.pool.query(sql.unsafe`SELECT pg_terminate_backend(${ownerOfB as number})`);
    const { position: afterCrash } = await appendValues(ctx.eventStore, 's', ['4']);
    await projectionAt('values-a', afterCrash);
    await projectionAt('values-b', afterCrash);
    await eventually(
      async () => reacted,
      (r) => r.length === 4,
    );

    expect(await valuesIn('values_a')).toEqual(['1', '2', '3', '4']);
    expect(await valuesIn('values_b')).toEqual(['1', '2', '3', '4']);
    expect(reacted).toEqual(['second:1', 'second:2', 'second:3', 'third:4']);
    const finalOwners = await activeSubscriberLocks(ctx.db.pool, subscribers);
    expect(finalOwners).toHaveLength(3);
    expect(new Set(finalOwners.map((o) => o.pid)).size).toBe(1);
    expect(finalOwners[0]?.pid).not.toBe(ownerOfB);
  });

  it('a poison event pauses its projection only; the others and the reactors go on', async () => {
    await createTestProjectionTable(ctx.db.pool, 'values_poisoned');
    await createTestProjectionTable(ctx.db.pool, 'values_healthy');
    const eventTypes = ['ValueRecorded'];
    let fixed = false;
    const poisoned = createTestProjection({
      name: 'values-poisoned',
      table: 'values_poisoned',
      eventTypes,
      afterWrite: async (_tx, events) => {
        if (!fixed && events.some((e) => (e.data as { value: string }).value === 'poison'))
          throw new Error('cannot project a poisoned value');
      },
    });
    const healthy = createTestProjection({
      name: 'values-healthy',
      table: 'values_healthy',
      eventTypes,
    });
    const { reactor, reacted } = recordingReactor(eventTypes);
    const consumer = startConsumer();
    await addProjections(consumer, { pool: ctx.db.pool, projections: [poisoned, healthy], logger });
    await addReactors(consumer, {
      pool: ctx.db.pool,
      reactors: [reactor],
      deps: { process: 'p' },
      logger,
    });

    await appendValues(ctx.eventStore, 's', ['a', 'poison', 'b']);
    const { position: later } = await appendValues(ctx.eventStore, 's', ['c']);
    await projectionAt('values-healthy', later);
    await eventually(
      async () => reacted,
      (r) => r.length === 4,
    );
    const paused = await eventually(
      () => readCheckpoint(ctx.db.pool, 'values-poisoned'),
      (c) => c?.status === 'paused',
    );
    expect(paused?.error?.message).toBe('cannot project a poisoned value');
    expect(await valuesIn('values_poisoned')).toEqual(['a']);
    expect(await valuesIn('values_healthy')).toEqual(['a', 'poison', 'b', 'c']);
    expect(reacted).toEqual(['p:a', 'p:poison', 'p:b', 'p:c']);

    // Resumed after the fix, it catches up alone and rejoins the others.
    fixed = true;
    await resumeProjection(ctx.db.pool, 'values-poisoned');
    const { position: end } = await appendValues(ctx.eventStore, 's', ['d']);
    await projectionAt('values-poisoned', end);
    await projectionAt('values-healthy', end);
    expect(await valuesIn('values_poisoned')).toEqual(['a', 'poison', 'b', 'c', 'd']);
    expect(await valuesIn('values_healthy')).toEqual(['a', 'poison', 'b', 'c', 'd']);
  });

  it('a stuck reactor stops holding the projections up after detachAfterMs, then catches up', async () => {
    await createTestProjectionTable(ctx.db.pool, 'values_moving');
    const eventTypes = ['ValueRecorded'];
    const moving = createTestProjection({
      name: 'values-moving',
      table: 'values_moving',
      eventTypes,
    });
    // A reaction that hangs (a mail server that never answers, say) until released. (A stuck
    // projection is another matter: its open transaction hides newer events from every reader.)
    let unblock: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    const reacted: string[] = [];
    const hanging: Reactor<object> = {
      name: 'test-hanging',
      eventTypes,
      async react(event) {
        const { value } = event.data as { value: string };
        if (value === 'wait') await blocked;
        reacted.push(value);
      },
    };
    const consumer = startConsumer();
    await addProjections(consumer, { pool: ctx.db.pool, projections: [moving], logger });
    await addReactors(consumer, { pool: ctx.db.pool, reactors: [hanging], deps: {}, logger });

    const { position: first } = await appendValues(ctx.eventStore, 's', ['wait']);
    await projectionAt('values-moving', first);
    // A page of its own: the projection gets it once the reactor left the shared read (after
    // fastTiming.detachAfterMs), not when the reactor is done.
    const { position } = await appendValues(ctx.eventStore, 's', ['after']);
    await eventually(() => readCheckpoint(ctx.db.pool, 'values-moving'), reached(position), 5_000);
    expect(await valuesIn('values_moving')).toEqual(['wait', 'after']);
    expect(reacted).toEqual([]);

    unblock();
    await eventually(() => readReactorCheckpoint(ctx.db.pool, hanging.name), reached(position));
    expect(reacted).toEqual(['wait', 'after']);
  });
});
