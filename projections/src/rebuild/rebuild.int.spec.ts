import { sql } from 'slonik';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparePositions, type Position } from '@memorial-care/contracts/event-store';
import { readCheckpoint } from '../runner/checkpoint-store';
import type { Projection } from '../runner/projection';
import { startProjectionRunners, type ProjectionRunners } from '../runner/start';
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
import { rebuildProjection } from './rebuild';
import { runRebuildCli } from './rebuild-cli';

let ctx: RunnerTestContext;
let runners: ProjectionRunners | null = null;
const { logger, records } = createCapturingLogger();

beforeEach(async () => {
  ctx = await createRunnerTestContext();
  await createTestProjectionTable(ctx.db.pool, 'rebuild_values');
  await createTestProjectionTable(ctx.db.pool, 'other_values');
});

afterEach(async () => {
  await runners?.stop();
  runners = null;
  await ctx.close();
});

const startRunners = async (projections: Projection[]) => {
  runners = await startProjectionRunners({
    pool: ctx.db.pool,
    databaseUrl: ctx.db.url,
    eventStore: ctx.eventStore,
    projections,
    logger,
    timing: fastTiming,
    batchSize: 25,
  });
};

/** Every column of every row, in log order: what "the same read model" means here. */
const projectedRow = z.object({
  event_id: z.string(),
  stream_id: z.string(),
  event_type: z.string(),
  value: z.string().nullable(),
  commit_position: z.string(),
  prepare_position: z.string(),
});
const tableContents = (table: string) =>
  ctx.db.pool.any(sql.type(projectedRow)`
    SELECT event_id::text, stream_id, event_type, value, commit_position::text,
           prepare_position::text
    FROM ${sql.identifier([table])}
    ORDER BY commit_position, prepare_position, event_id`);

const checkpointReaches = (name: string, target: Position) =>
  eventually(
    () => readCheckpoint(ctx.db.pool, name),
    (c) => c !== null && c.status === 'running' && comparePositions(c.position, target) >= 0,
  );

/** A mixed log: relevant and irrelevant events, over many streams and appends. */
const appendHistory = async (prefix: string, appends: number) => {
  let last: Position | undefined;
  const counts = { ValueRecorded: 0, SomethingElse: 0 };
  for (let i = 0; i < appends; i++) {
    const values = Array.from({ length: 1 + (i % 7) }, (_, j) => `${prefix}-${i}-${j}`);
    const type = i % 5 === 4 ? 'SomethingElse' : 'ValueRecorded';
    last = (await appendValues(ctx.eventStore, `${prefix}-stream-${i % 9}`, values, type)).position;
    counts[type] += values.length;
  }
  if (!last) throw new Error('nothing appended');
  return { last, counts, total: counts.ValueRecorded + counts.SomethingElse };
};

describe('rebuildProjection', () => {
  it('yields exactly the rows that incremental processing did, while the runner is live', async () => {
    const projection = createTestProjection({
      name: 'rebuild-values',
      table: 'rebuild_values',
      eventTypes: ['ValueRecorded'],
    });
    await startRunners([projection]);
    const { last: end } = await appendHistory('h', 60);
    await checkpointReaches('rebuild-values', end);
    const incremental = await tableContents('rebuild_values');
    const before = await readCheckpoint(ctx.db.pool, 'rebuild-values');
    expect(incremental.length).toBeGreaterThan(150);

    const result = await rebuildProjection({
      pool: ctx.db.pool,
      databaseUrl: ctx.db.url,
      eventStore: ctx.eventStore,
      projection,
      logger,
      batchSize: 40,
    });

    expect(result.events).toBe(Number(before?.eventsProcessed));
    expect(await tableContents('rebuild_values')).toEqual(incremental);
    const after = await readCheckpoint(ctx.db.pool, 'rebuild-values');
    expect(after).toMatchObject({
      status: 'running',
      position: before?.position,
      eventsProcessed: before?.eventsProcessed,
      error: null,
    });

    // The runner takes its projection back and goes on with live events, exactly once.
    const { position } = await appendValues(ctx.eventStore, 'late', ['late-1', 'late-2']);
    await checkpointReaches('rebuild-values', position);
    const rows = await tableContents('rebuild_values');
    expect(rows.length).toBe(incremental.length + 2);
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(rows.length);
  });

  it('a rebuild that dies half-way is finished by the runner from its checkpoint', async () => {
    let failRebuildBatch = false;
    let batches = 0;
    const projection = createTestProjection({
      name: 'rebuild-values',
      table: 'rebuild_values',
      eventTypes: ['ValueRecorded'],
      afterWrite: async (tx) => {
        if (!failRebuildBatch || ++batches < 3) return;
        failRebuildBatch = false;
        // As if the rebuilding process lost its database in the middle of a batch.
        await tx.query(sql.unsafe`SELECT pg_terminate_backend(pg_backend_pid())`);
      },
    });
    await startRunners([projection]);
    const { last: end } = await appendHistory('d', 40);
    await checkpointReaches('rebuild-values', end);
    const incremental = await tableContents('rebuild_values');

    failRebuildBatch = true;
    await expect(
      rebuildProjection({
        pool: ctx.db.pool,
        databaseUrl: ctx.db.url,
        eventStore: ctx.eventStore,
        projection,
        logger,
        batchSize: 20,
      }),
    ).rejects.toThrow();

    await checkpointReaches('rebuild-values', end);
    expect(
      records.some((r) => r.msg === 'finishing an interrupted rebuild from its checkpoint'),
    ).toBe(true);
    expect(await tableContents('rebuild_values')).toEqual(incremental);
  });

  it('the CLI rebuilds --all or the named projections and prints what it did', async () => {
    const projections = [
      createTestProjection({
        name: 'rebuild-values',
        table: 'rebuild_values',
        eventTypes: ['ValueRecorded'],
      }),
      createTestProjection({
        name: 'other-values',
        table: 'other_values',
        eventTypes: ['SomethingElse'],
      }),
    ];
    const history = await appendHistory('c', 20);
    await waitUntilReadable(ctx.eventStore, history.last);
    const lines: string[] = [];
    const deps = {
      pool: ctx.db.pool,
      databaseUrl: ctx.db.url,
      eventStore: ctx.eventStore,
      projections,
      logger,
      print: (line: string) => lines.push(line),
    };

    expect(await runRebuildCli(['--all'], deps)).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^rebuild-values: ${history.total} events in [\\d,]+ ms \\([\\d,]+ events/s\\)$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^other-values: ${history.total} events in`)),
    ]);
    expect((await tableContents('rebuild_values')).length).toBe(history.counts.ValueRecorded);
    expect((await tableContents('other_values')).length).toBe(history.counts.SomethingElse);

    lines.length = 0;
    expect(await runRebuildCli(['no-such-projection'], deps)).toBe(2);
    expect(lines[0]).toContain('Unknown projection: no-such-projection');
  });
});
