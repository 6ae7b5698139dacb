import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { pino, type Logger } from 'pino';
import { sql, type DatabasePool } from 'slonik';
import {
  comparePositions,
  type EventMetadata,
  type EventToAppend,
  type Position,
} from '@memorial-care/contracts/event-store';
import {
  readCheckpoint,
  rebuildProjection,
  startProjectionRunners,
  type Projection,
} from '@memorial-care/projections';
import { allMigrationSources } from '../db/migration-sources';
import { ensureDatabaseExists, migrate } from '../db/migrator';
import { createDatabasePool } from '../db/pool';
import { createPostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { reaching, slowest, tailRatio, type ProgressSample } from './catch-up-progress';
import { dropDatabase, scratchDatabaseUrl } from './scratch-database';

export interface Throughput {
  readonly events: number;
  readonly ms: number;
  /** DESIGN's budget: ≥ 30,000 (events of the log per second, into all the read models). */
  readonly eventsPerSec: number;
}

/**
 * The catch-up over the first `rateOver` events of the log (all of it by default): from the
 * runners' start until every projection had processed them.
 */
export interface CatchUpResult extends Throughput {
  /**
   * The whole log, from the runners' start until every read model had all of it and every
   * index deferred for the catch-up was built again: when the read models are whole and fast.
   */
  readonly live: Throughput;
  /** `rebuildProjection` of each projection in turn over the same log, when asked for. */
  readonly rebuild?: Throughput;
  /**
   * A projection's rate over the last `tailWindow` events of the log divided by its rate over
   * the first `tailWindow`, the lowest over the projections (budget: ≥ 0.8, catch-up linear in
   * the log's length), when asked for.
   */
  readonly tailRatio?: number;
}

/** One append: many events per append keeps the setup fast (it is not what is measured). */
export interface BenchAppend {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
}

export interface ProjectionCatchUpOptions {
  /** The server to use: the bench works in a scratch database next to it and drops it. */
  readonly databaseUrl: string;
  readonly events?: number;
  readonly projections: readonly Projection[];
  /** The log to project: appends holding `count` events in all. */
  readonly makeEvents: (count: number) => Iterable<BenchAppend>;
  /** Runs in the scratch database before the append, e.g. to create a bench projection's table. */
  readonly prepare?: (pool: DatabasePool) => Promise<void>;
  readonly batchSize?: number;
  /** Report the throughput over the first this many events of the log (default: all). */
  readonly rateOver?: number;
  /** Also report `tailRatio` over windows of this many events. */
  readonly tailWindow?: number;
  /** Also time a rebuild of every projection after the catch-up. */
  readonly measureRebuild?: boolean;
  readonly logger?: Logger;
}

const concurrentAppends = 4;

/**
 * Polls the checkpoints until every projection's has reached `target`; returns their progress
 * over time (a 10 ms poll is noise against a catch-up of seconds).
 */
const traceCatchUp = async (
  pool: DatabasePool,
  names: readonly string[],
  target: Position,
  started: number,
) => {
  const samples: ProgressSample[] = [];
  for (;;) {
    const checkpoints = await Promise.all(names.map((name) => readCheckpoint(pool, name)));
    const ms = performance.now() - started;
    for (const [i, checkpoint] of checkpoints.entries())
      if (checkpoint?.status === 'paused')
        throw new Error(`${names[i]} paused during the bench: ${checkpoint.error?.message}`);
    samples.push({ ms, events: checkpoints.map((c) => Number(c?.eventsProcessed ?? 0)) });
    if (checkpoints.every((c) => c && comparePositions(c.position, target) >= 0)) return samples;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** When the query indexes deferred for a catch-up from zero were all built again (ms). */
const untilNoIndexDeferred = async (pool: DatabasePool, started: number) => {
  while (await pool.exists(sql.unsafe`SELECT 1 FROM projection_deferred_indexes`))
    await new Promise((resolve) => setTimeout(resolve, 10));
  return performance.now() - started;
};

const throughput = (events: number, ms: number): Throughput => ({
  events,
  ms: Math.round(ms),
  eventsPerSec: Math.round(events / (ms / 1000)),
});

/**
 * Catch-up speed of the projection runners: appends `events` events to a fresh log, then starts
 * the runners from checkpoint zero and times until every projection has passed the last event.
 * Runners start after the append, so the time is the catch-up alone.
 */
export const measureProjectionCatchUp = async ({
  databaseUrl,
  events = 200_000,
  projections,
  makeEvents,
  prepare,
  batchSize,
  rateOver,
  tailWindow,
  measureRebuild = false,
  logger = pino({ level: 'warn' }),
}: ProjectionCatchUpOptions): Promise<CatchUpResult> => {
  const scratchUrl = scratchDatabaseUrl(databaseUrl, 'projections');
  await ensureDatabaseExists(scratchUrl);
  try {
    await migrate(scratchUrl, allMigrationSources);
    const pool = await createDatabasePool(scratchUrl, 20);
    const eventStore = createPostgresEventStore({ databaseUrl: scratchUrl, pool });
    try {
      await prepare?.(pool);
      const appends = [...makeEvents(events)];
      let appended = 0;
      let last: Position = { commit: 0n, prepare: 0n };
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrentAppends }, async () => {
          for (let i = next++; i < appends.length; i = next++) {
            const append = appends[i];
            if (!append) continue;
            const result = await eventStore.appendToStream(append.streamId, append.events, {
              expectedRevision: 'any',
            });
            appended += append.events.length;
            if (comparePositions(result.position, last) > 0) last = result.position;
          }
        }),
      );

      // The log at rest, as a catch-up meets it: the first read of rows just written would
      // otherwise set their hint bits, and autovacuum would visit the new log during the run
      // (both measured here as seconds of noise in a 20-second catch-up, not catch-up work).
      await pool.query(sql.unsafe`VACUUM (ANALYZE) events`);
      const started = performance.now();
      const runners = await startProjectionRunners({
        pool,
        databaseUrl: scratchUrl,
        eventStore,
        projections,
        logger,
        batchSize,
      });
      let samples: ProgressSample[];
      let liveMs: number;
      try {
        samples = await traceCatchUp(
          pool,
          projections.map((p) => p.name),
          last,
          started,
        );
        liveMs = await untilNoIndexDeferred(pool, started);
      } finally {
        await runners.stop();
      }
      const measured = rateOver === undefined ? samples.at(-1)! : reaching(samples, rateOver);
      const catchUp: CatchUpResult = {
        ...throughput(rateOver === undefined ? appended : slowest(measured), measured.ms),
        live: throughput(appended, liveMs),
        ...(tailWindow && { tailRatio: tailRatio(samples, tailWindow) }),
      };
      if (!measureRebuild) return catchUp;

      const rebuildStarted = performance.now();
      for (const projection of projections)
        await rebuildProjection({
          pool,
          databaseUrl: scratchUrl,
          eventStore,
          projection,
          logger,
          batchSize,
        });
      return { ...catchUp, rebuild: throughput(appended, performance.now() - rebuildStarted) };
    } finally {
      await eventStore.close();
      await pool.end();
    }
  } finally {
    await dropDatabase(scratchUrl);
  }
};

// ---- The runner's own ceiling: a set-based projection that does nothing app-specific. ----

const baselineTable = 'bench_runner_baseline';
const baselineEventType = 'BenchValueRecorded';

/** One INSERT … jsonb_to_recordset per batch: what the runner costs without handler work. */
export const runnerBaselineProjection: Projection = {
  name: 'bench-runner-baseline',
  eventTypes: [baselineEventType],
  tables: [baselineTable],
  // Its table is made by `prepareRunnerBaseline` in the scratch database; no migration files.
  migrations: { group: 'bench-runner-baseline', directory: new URL('./', import.meta.url) },
  async applyBatch(tx, events) {
    const rows = events.map((e) => ({
      event_id: e.id,
      stream_id: e.streamId,
      value: (e.data as { value: number }).value,
    }));
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([baselineTable])} (event_id, stream_id, value)
      SELECT r.event_id, r.stream_id, r.value
      FROM jsonb_to_recordset(${sql.jsonb(rows)}) AS r(event_id uuid, stream_id text, value int)
      ON CONFLICT (event_id) DO NOTHING`);
  },
};

export const prepareRunnerBaseline = async (pool: DatabasePool) => {
  await pool.query(sql.unsafe`
    CREATE TABLE ${sql.identifier([baselineTable])} (
      event_id uuid PRIMARY KEY,
      stream_id text NOT NULL,
      value int NOT NULL
    )`);
};

const benchMetadata: EventMetadata = {
  userId: null,
  role: 'system',
  correlationId: '00000000-0000-4000-8000-000000000000',
  causationId: null,
  occurredAt: '2025-01-01T00:00:00.000Z',
};

/** `count` baseline events, 1,000 per append, on 100 streams. */
export function* makeBaselineEvents(count: number): Iterable<BenchAppend> {
  const perAppend = 1000;
  for (let start = 0; start < count; start += perAppend) {
    const size = Math.min(perAppend, count - start);
    yield {
      streamId: `bench-${(start / perAppend) % 100}`,
      events: Array.from({ length: size }, (_, i) => ({
        id: randomUUID(),
        type: baselineEventType,
        data: { value: start + i },
        metadata: benchMetadata,
      })),
    };
  }
}

// `npx tsx services/src/bench/projection-bench.ts`: the runner's ceiling on this machine.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureProjectionCatchUp({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres',
    events: Number(process.env.BENCH_EVENTS ?? 200_000),
    projections: [runnerBaselineProjection],
    makeEvents: makeBaselineEvents,
    prepare: prepareRunnerBaseline,
    measureRebuild: true,
  });
  const line = (label: string, t: Throughput) =>
    `${label}: ${t.events} events in ${t.ms} ms = ${t.eventsPerSec} events/s (budget ≥ 30,000)`;
  console.log(line('projection catch-up (runner baseline)', result));
  if (result.rebuild) console.log(line('projection rebuild (runner baseline)', result.rebuild));
}
