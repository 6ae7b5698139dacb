import { sql, type DatabaseTransactionConnection } from 'slonik';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allProjections } from '../index';
import { rebuildProjection } from '../rebuild/rebuild';
import {
  appendValues,
  createCapturingLogger,
  createRunnerTestContext,
  createTestProjection,
  createTestProjectionTable,
  eventually,
  fastTiming,
  type RunnerTestContext,
} from '../testing';
import { readCheckpoint } from './checkpoint-store';
import { deferQueryIndexes, deferredIndexes } from './deferred-indexes';
import { startProjectionRunners, type ProjectionRunners } from './start';
import { getProjectionStatuses } from './status';

const table = 'test_values';
const index = 'test_values_by_value';
/** Pages of 10 events, and a page of 10 counts as a long catch-up. */
const batchSize = 10;
const bulkLoadMinEvents = 10;

let ctx: RunnerTestContext;
const running: ProjectionRunners[] = [];

beforeEach(async () => {
  ctx = await createRunnerTestContext();
  await createTestProjectionTable(ctx.db.pool, table);
  await ctx.db.pool.query(sql.unsafe`CREATE INDEX test_values_by_value ON test_values (value)`);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
  await ctx.close();
});

const indexExists = async (db: Pick<DatabaseTransactionConnection, 'exists'>) =>
  db.exists(sql.unsafe`SELECT 1 FROM pg_indexes WHERE indexname = ${index}`);

/** The test projection, noting in each batch whether the query index was there. */
const observedProjection = () => {
  const seen: boolean[] = [];
  const projection = {
    ...createTestProjection({
      name: 'test-deferred',
      table,
      eventTypes: ['ValueRecorded'],
      afterWrite: async (tx) => void seen.push(await indexExists(tx)),
    }),
    queryIndexes: [index],
  };
  return { projection, seen };
};

const values = (count: number) => Array.from({ length: count }, (_, i) => `v${i}`);

const start = async (projection: ReturnType<typeof observedProjection>['projection']) => {
  const runners = await startProjectionRunners({
    pool: ctx.db.pool,
    databaseUrl: ctx.db.url,
    eventStore: ctx.eventStore,
    projections: [projection],
    logger: createCapturingLogger().logger,
    timing: fastTiming,
    batchSize,
    bulkLoadMinEvents,
  });
  running.push(runners);
  return runners;
};

const rowCount = async () =>
  Number(await ctx.db.pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM test_values`));

const caughtUpWithIndex = () =>
  eventually(
    async () => ({
      rows: await rowCount(),
      index: await indexExists(ctx.db.pool),
      deferred: (await deferredIndexes(ctx.db.pool, 'test-deferred')).length,
    }),
    (state) => state.index && state.deferred === 0 && state.rows > 0,
  );

describe('query indexes during a catch-up from zero', () => {
  it('drops them for a long catch-up from zero and builds them once it has caught up', async () => {
    await appendValues(ctx.eventStore, 'values-1', values(35));
    const { projection, seen } = observedProjection();
    await start(projection);

    expect(await caughtUpWithIndex()).toEqual({ rows: 35, index: true, deferred: 0 });
    // Every full page was written without it; it was back before any later write.
    expect(seen.slice(0, 3)).toEqual([false, false, false]);
    await appendValues(ctx.eventStore, 'values-1', ['late']);
    await eventually(rowCount, (rows) => rows === 36);
    expect(seen.at(-1)).toBe(true);
  });

  it('builds them when the log ends exactly at a page boundary (no short page comes)', async () => {
    await appendValues(ctx.eventStore, 'values-1', values(20));
    const { projection, seen } = observedProjection();
    await start(projection);

    expect(await caughtUpWithIndex()).toEqual({ rows: 20, index: true, deferred: 0 });
    expect(seen).toEqual([false, false]);
  });

  it('keeps them for a short log, and for a catch-up that does not start from zero', async () => {
    await appendValues(ctx.eventStore, 'values-1', values(5));
    const { projection, seen } = observedProjection();
    const runners = await start(projection);
    await eventually(rowCount, (rows) => rows === 5);
    await runners.stop();
    running.splice(running.indexOf(runners), 1);

    await appendValues(ctx.eventStore, 'values-1', values(25));
    await start(projection);
    await eventually(rowCount, (rows) => rows === 30);
    expect(seen.every(Boolean)).toBe(true);
    expect(await deferredIndexes(ctx.db.pool, 'test-deferred')).toEqual([]);
  });

  it('builds what a process that died half-way left deferred, once the next has caught up', async () => {
    await appendValues(ctx.eventStore, 'values-1', values(3));
    const { projection } = observedProjection();
    // As a process that dropped them and died before it caught up would have left things.
    expect(await deferQueryIndexes(ctx.db.pool, projection)).toBe(1);
    expect(await indexExists(ctx.db.pool)).toBe(false);
    expect(await deferredIndexes(ctx.db.pool, 'test-deferred')).toEqual([
      {
        indexName: index,
        definition: 'CREATE INDEX test_values_by_value ON public.test_values USING btree (value)',
      },
    ]);
    // Deferring again finds nothing to drop and keeps the recorded definition.
    expect(await deferQueryIndexes(ctx.db.pool, projection)).toBe(0);
    const statusOf = async () =>
      (await getProjectionStatuses(ctx.db.pool, { names: ['test-deferred'] })).find(
        (s) => s.name === 'test-deferred',
      );
    // The admin sees why its list queries are slow for now.
    expect((await statusOf())?.deferredIndexes).toEqual([index]);

    await start(projection);
    expect(await caughtUpWithIndex()).toEqual({ rows: 3, index: true, deferred: 0 });
    expect((await statusOf())?.deferredIndexes).toEqual([]);
  });

  it('rebuilds a read model without them and builds them before handing it back', async () => {
    await appendValues(ctx.eventStore, 'values-1', values(25));
    const { projection, seen } = observedProjection();
    await start(projection);
    await caughtUpWithIndex();
    seen.splice(0);

    const rebuilt = await rebuildProjection({
      pool: ctx.db.pool,
      databaseUrl: ctx.db.url,
      eventStore: ctx.eventStore,
      projection,
      logger: createCapturingLogger().logger,
      batchSize,
      bulkLoadMinEvents,
    });
    expect(rebuilt.events).toBe(25);
    expect(seen.slice(0, 2)).toEqual([false, false]);
    // Handed back complete: rows, index, and no deferral left.
    expect(await rowCount()).toBe(25);
    expect(await indexExists(ctx.db.pool)).toBe(true);
    expect(await deferredIndexes(ctx.db.pool, 'test-deferred')).toEqual([]);
    expect((await readCheckpoint(ctx.db.pool, 'test-deferred'))?.status).toBe('running');
  });
});

describe("the read models' declared query indexes", () => {
  it('exist on their own tables and are not unique (a typo would defer nothing)', async () => {
    const declared = allProjections.flatMap((p) =>
      (p.queryIndexes ?? []).map((name) => ({ projection: p.name, name, tables: p.tables })),
    );
    expect(declared.length).toBeGreaterThan(20);
    for (const { projection, name, tables } of declared) {
      const found = await ctx.db.pool.maybeOne(sql.unsafe`
        SELECT t.relname AS "table", i.indisunique AS "unique"
        FROM pg_index AS i
        JOIN pg_class AS c ON c.oid = i.indexrelid
        JOIN pg_class AS t ON t.oid = i.indrelid
        WHERE c.relname = ${name}`);
      expect({ projection, name, found }).toEqual({
        projection,
        name,
        found: { table: expect.toSatisfy((t: string) => tables.includes(t)), unique: false },
      });
    }
  });
});
