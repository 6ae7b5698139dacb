import { sql } from 'slonik';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import {
  appendValues,
  createCapturingLogger,
  createRunnerTestContext,
  createTestProjection,
  createTestProjectionTable,
  eventually,
  fastTiming,
  type RunnerTestContext,
  waitUntilReadable,
} from '../testing';
import { applyEvents } from './apply-batch';
import { createLogPage } from './log-page';
import {
  ensureCheckpoint,
  readCheckpoint,
  resumeProjection,
  zeroPosition,
} from './checkpoint-store';
import { startProjectionRunners, type ProjectionRunners } from './start';
import { getProjectionStatuses } from './status';
import { createProjectionWaiter } from './waiter';

const table = 'test_values';
const eventTypes = ['ValueRecorded'];

let ctx: RunnerTestContext;
const running: ProjectionRunners[] = [];

beforeEach(async () => {
  ctx = await createRunnerTestContext();
  await createTestProjectionTable(ctx.db.pool, table);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
  await ctx.close();
});

const start = async (
  projection: ReturnType<typeof createTestProjection>,
  logger = createCapturingLogger().logger,
  batchSize?: number,
) => {
  const runners = await startProjectionRunners({
    pool: ctx.db.pool,
    databaseUrl: ctx.db.url,
    eventStore: ctx.eventStore,
    projections: [projection],
    logger,
    timing: fastTiming,
    batchSize,
  });
  running.push(runners);
  return runners;
};

const stop = async (runners: ProjectionRunners) => {
  running.splice(running.indexOf(runners), 1);
  await runners.stop();
};

const rows = () =>
  ctx.db.pool.any(sql.unsafe`
    SELECT event_id::text AS "eventId", value FROM ${sql.identifier([table])}
    ORDER BY commit_position, prepare_position`) as Promise<
    readonly { eventId: string; value: string }[]
  >;

const valuesOf = async () => (await rows()).map((r) => r.value);

const checkpointOf = async (name: string) => {
  const checkpoint = await readCheckpoint(ctx.db.pool, name);
  if (!checkpoint) throw new Error(`no checkpoint for ${name}`);
  return checkpoint;
};

const reached = (target: Position) => (c: { position: Position }) =>
  comparePositions(c.position, target) >= 0;

const valueList = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

describe('projection runner', () => {
  it('projects appended events, passes irrelevant ones and reports its status', async () => {
    const projection = createTestProjection({ name: 'values', table, eventTypes });
    await appendValues(ctx.eventStore, 'stream-a', ['a1', 'a2']);
    await start(projection);
    await appendValues(ctx.eventStore, 'stream-b', ['b1']);
    const irrelevant = await appendValues(ctx.eventStore, 'stream-c', ['x'], 'SomethingElse');

    const checkpoint = await eventually(() => checkpointOf('values'), reached(irrelevant.position));
    expect(checkpoint.position).toEqual(irrelevant.position);
    expect(checkpoint.eventsProcessed).toBe(4n);
    expect(await valuesOf()).toEqual(['a1', 'a2', 'b1']);

    const [status] = await getProjectionStatuses(ctx.db.pool);
    expect(status).toMatchObject({
      name: 'values',
      status: 'running',
      position: {
        commit: irrelevant.position.commit.toString(),
        prepare: irrelevant.position.prepare.toString(),
      },
      eventsProcessed: 4,
      lag: 0,
      error: null,
    });
  });

  it('read-your-writes: the waiter resolves only once the row is visible', async () => {
    // A slow projection: a waiter that did not really wait would find the row missing.
    const projection = createTestProjection({
      name: 'slow-values',
      table,
      eventTypes,
      afterWrite: () => new Promise((resolve) => setTimeout(resolve, 300)),
    });
    await start(projection);
    const waitFor = createProjectionWaiter({ pool: ctx.db.pool, projections: [projection] });

    for (const value of ['first', 'second']) {
      const { position } = await appendValues(ctx.eventStore, 'stream-a', [value]);
      await waitFor(position);
      expect(await valuesOf()).toContain(value);
    }
  });

  it('the waiter gives up after its timeout with a warning, and skips paused projections', async () => {
    const projection = createTestProjection({ name: 'values', table, eventTypes });
    const runners = await start(projection);
    const { position: first } = await appendValues(ctx.eventStore, 's', ['v1']);
    const { logger, records } = createCapturingLogger();
    const waitFor = createProjectionWaiter({
      pool: ctx.db.pool,
      projections: [projection],
      timeoutMs: 300,
      logger,
    });
    await waitFor(first);
    await stop(runners);

    // Nothing projects any more: the waiter answers after its timeout and says so.
    const { position: second } = await appendValues(ctx.eventStore, 's', ['v2']);
    const started = Date.now();
    await waitFor(second);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(records.some((r) => r.level === 40 && r.msg.includes('did not reach'))).toBe(true);

    // A paused projection is not waited for.
    await ctx.db.pool.query(sql.unsafe`
      UPDATE projection_checkpoints SET status = 'paused', error_message = 'x' WHERE name = 'values'`);
    const pausedStart = Date.now();
    await waitFor(second);
    expect(Date.now() - pausedStart).toBeLessThan(250);
  });

  it('the waiter waits only for the projections that handle the appended event types', async () => {
    const values = createTestProjection({ name: 'values', table, eventTypes });
    // Registered (a running checkpoint) but never started: waiting for it can only time out.
    const stalled = createTestProjection({ name: 'stalled', table, eventTypes: ['OtherRecorded'] });
    await ensureCheckpoint(ctx.db.pool, stalled.name);
    await start(values);
    const waitFor = createProjectionWaiter({
      pool: ctx.db.pool,
      projections: [values, stalled],
      timeoutMs: 300,
      logger: createCapturingLogger().logger,
    });
    const { position } = await appendValues(ctx.eventStore, 's', ['v1']);

    const started = Date.now();
    expect(await waitFor(position, { eventTypes })).toEqual({ lagging: [] });
    expect(Date.now() - started).toBeLessThan(250);
    expect(await valuesOf()).toEqual(['v1']);
    expect(await waitFor(position, { eventTypes: ['OtherRecorded'] })).toEqual({
      lagging: ['stalled'],
    });
    expect(await waitFor(position, { projections: ['values'] })).toEqual({ lagging: [] });
    expect(await waitFor(position)).toEqual({ lagging: ['stalled'] });
  });

  it('a connection killed in the middle of a batch leaves no duplicate and no gap', async () => {
    let crashes = 0;
    const projection = createTestProjection({
      name: 'values',
      table,
      eventTypes,
      // The batch's rows are written, then its connection dies before the commit.
      afterWrite: async (tx) => {
        if (crashes > 0) return;
        crashes += 1;
        await tx.query(sql.unsafe`SELECT pg_terminate_backend(pg_backend_pid())`);
      },
    });
    const { logger, records } = createCapturingLogger();
    await start(projection, logger);
    const values = valueList('v', 50);
    await appendValues(ctx.eventStore, 's1', values.slice(0, 25));
    const { position } = await appendValues(ctx.eventStore, 's2', values.slice(25));

    await eventually(() => checkpointOf('values'), reached(position));
    expect(crashes).toBe(1);
    expect(await valuesOf()).toEqual(values);
    expect((await checkpointOf('values')).status).toBe('running');
    expect(records.some((r) => r.msg.includes('failed; retrying'))).toBe(true);
  });

  it('a batch that throws after writing part of it is rolled back and retried', async () => {
    let thrown = false;
    const projection = createTestProjection({
      name: 'values',
      table,
      eventTypes,
      afterWrite: async () => {
        if (thrown) return;
        thrown = true;
        throw new Error('one-off failure after the rows were written');
      },
    });
    const values = valueList('w', 30);
    const { position } = await appendValues(ctx.eventStore, 's', values);
    await start(projection);

    await eventually(() => checkpointOf('values'), reached(position));
    expect(thrown).toBe(true);
    expect(await valuesOf()).toEqual(values);
    expect((await checkpointOf('values')).status).toBe('running');
  });

  it('continues from its checkpoint after a restart', async () => {
    const projection = createTestProjection({ name: 'values', table, eventTypes });
    const first = valueList('a', 20);
    const second = valueList('b', 20);
    const runners = await start(projection, undefined, 7);
    const { position } = await appendValues(ctx.eventStore, 's', first);
    await eventually(() => checkpointOf('values'), reached(position));
    await stop(runners);

    const { position: end } = await appendValues(ctx.eventStore, 's', second);
    await start(projection, undefined, 7);
    await eventually(() => checkpointOf('values'), reached(end));
    expect(await valuesOf()).toEqual([...first, ...second]);
    expect((await checkpointOf('values')).eventsProcessed).toBe(40n);
  });

  it('a poison event pauses the projection with the error; resume continues after the fix', async () => {
    let fixed = false;
    const projection = createTestProjection({
      name: 'values',
      table,
      eventTypes,
      afterWrite: async (_tx, events) => {
        if (!fixed && events.some((e) => (e.data as { value: string }).value === 'poison'))
          throw new Error('cannot project a poisoned value');
      },
    });
    await appendValues(ctx.eventStore, 's', ['p1', 'p2']);
    const irrelevant = await appendValues(ctx.eventStore, 'other', ['i'], 'SomethingElse');
    await appendValues(ctx.eventStore, 's', ['poison', 'p4']);
    const [poison] = (await ctx.eventStore.readStream('s')).filter(
      (e) => (e.data as { value: string }).value === 'poison',
    );
    if (!poison) throw new Error('poison event not stored');
    const { position: end } = await appendValues(ctx.eventStore, 's', ['p5']);
    await start(projection);

    const paused = await eventually(
      () => checkpointOf('values'),
      (c) => c.status === 'paused',
    );
    // Everything before the poison event is applied, the checkpoint stands just before it.
    expect(await valuesOf()).toEqual(['p1', 'p2']);
    expect(paused.position).toEqual(irrelevant.position);
    expect(paused.error).toMatchObject({
      message: 'cannot project a poisoned value',
      eventId: poison.id,
      eventType: 'ValueRecorded',
      position: poison.position,
    });
    const [status] = await getProjectionStatuses(ctx.db.pool);
    expect(status?.error).toMatchObject({
      message: 'cannot project a poisoned value',
      eventId: poison.id,
      position: {
        commit: poison.position.commit.toString(),
        prepare: poison.position.prepare.toString(),
      },
    });
    expect(status?.lag).toBe(3);

    // Still paused later: the runner does not skip it on its own.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await valuesOf()).toEqual(['p1', 'p2']);

    fixed = true;
    expect(await resumeProjection(ctx.db.pool, 'values')).toBe(true);
    const resumed = await eventually(() => checkpointOf('values'), reached(end));
    expect(resumed.status).toBe('running');
    expect(resumed.error).toBeNull();
    expect(await valuesOf()).toEqual(['p1', 'p2', 'poison', 'p4', 'p5']);
  });

  it('two instances of one projection: one processes, the other takes over when it stops', async () => {
    const batchesBy = { first: 0, second: 0 };
    const instance = (which: keyof typeof batchesBy) =>
      createTestProjection({
        name: 'values',
        table,
        eventTypes,
        afterWrite: async () => {
          batchesBy[which] += 1;
        },
      });
    const first = await start(instance('first'));
    await start(instance('second'));

    const before = valueList('x', 40);
    for (let i = 0; i < before.length; i += 5)
      await appendValues(ctx.eventStore, `s${i}`, before.slice(i, i + 5));
    const [last] = await ctx.eventStore.readStream('s35').then((es) => es.slice(-1));
    if (!last) throw new Error('no events');
    await eventually(() => checkpointOf('values'), reached(last.position));
    expect(batchesBy.first).toBeGreaterThan(0);
    expect(batchesBy.second).toBe(0);

    await stop(first);
    const after = valueList('y', 10);
    const { position } = await appendValues(ctx.eventStore, 'late', after);
    await eventually(() => checkpointOf('values'), reached(position), 5_000);
    expect(batchesBy.second).toBeGreaterThan(0);
    expect(await valuesOf()).toEqual([...before, ...after]);
  });

  it('when the lock holder dies, the standby takes over without duplicates', async () => {
    const projection = createTestProjection({ name: 'values', table, eventTypes });
    await start(projection);
    await start(projection);
    const first = valueList('a', 15);
    const { position } = await appendValues(ctx.eventStore, 's', first);
    await eventually(() => checkpointOf('values'), reached(position));

    // Kill the session holding the advisory lock, as if its process had died.
    const holders = await ctx.db.pool.anyFirst(sql.unsafe`
      SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND database = (
        SELECT oid FROM pg_database WHERE datname = current_database())`);
    expect(holders).toHaveLength(1);
    await ctx.db.pool.query(sql.unsafe`SELECT pg_terminate_backend(${holders[0] as number})`);

    const second = valueList('b', 15);
    const { position: end } = await appendValues(ctx.eventStore, 's', second);
    await eventually(() => checkpointOf('values'), reached(end));
    expect(await valuesOf()).toEqual([...first, ...second]);
    const newHolders = await ctx.db.pool.anyFirst(sql.unsafe`
      SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND database = (
        SELECT oid FROM pg_database WHERE datname = current_database())`);
    expect(newHolders).toHaveLength(1);
    expect(newHolders[0]).not.toBe(holders[0]);
  });

  it('the checkpoint compare-and-set lets only one of two concurrent writers apply a batch', async () => {
    const projection = createTestProjection({
      name: 'values',
      table,
      eventTypes,
      // Hold the transaction open so that the two really overlap.
      afterWrite: () => new Promise((resolve) => setTimeout(resolve, 200)),
    });
    await ensureCheckpoint(ctx.db.pool, 'values');
    await appendValues(ctx.eventStore, 's', valueList('c', 10));
    await waitUntilReadable(
      ctx.eventStore,
      (await ctx.eventStore.readStream('s')).at(-1)!.position,
    );
    const events = await ctx.eventStore.readAll({ limit: 100 });
    const { logger } = createCapturingLogger();
    const apply = () =>
      applyEvents({
        pool: ctx.db.pool,
        projection,
        from: zeroPosition,
        page: createLogPage(events),
        status: 'running',
        logger,
      });

    const outcomes = await Promise.all([apply(), apply()]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['applied', 'moved']);
    expect(await valuesOf()).toEqual(valueList('c', 10));
  });

  it('runners of one process read each page of $all once between them', async () => {
    const pageReads: number[] = [];
    // The real store, counting the page reads the runners make (limit = their batch size).
    const countingStore: EventStore = {
      ...ctx.eventStore,
      readAll: (options) => {
        if (options.limit === 10) pageReads.push(1);
        return ctx.eventStore.readAll(options);
      },
    };
    await createTestProjectionTable(ctx.db.pool, 'test_values_b');
    const values = valueList('r', 100);
    const { position } = await appendValues(ctx.eventStore, 's', values);
    await waitUntilReadable(ctx.eventStore, position);
    const runners = await startProjectionRunners({
      pool: ctx.db.pool,
      databaseUrl: ctx.db.url,
      eventStore: countingStore,
      projections: [
        createTestProjection({ name: 'values', table, eventTypes }),
        createTestProjection({ name: 'values-b', table: 'test_values_b', eventTypes }),
      ],
      logger: createCapturingLogger().logger,
      timing: fastTiming,
      batchSize: 10,
    });
    running.push(runners);

    await eventually(() => checkpointOf('values'), reached(position));
    await eventually(() => checkpointOf('values-b'), reached(position));
    expect(await valuesOf()).toEqual(values);
    // 10 full pages and one short read of the tail, for both projections together.
    expect(pageReads).toHaveLength(11);
  });
});
