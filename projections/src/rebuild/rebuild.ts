import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { sql, type DatabasePool } from 'slonik';
import type { EventStore, Position } from '@memorial-care/contracts/event-store';
import { applyEvents } from '../runner/apply-batch';
import { changeStatus, zeroPosition } from '../runner/checkpoint-store';
import { defaultBatchSize } from '../runner/consumer';
import {
  bulkLoadMinEvents as defaultBulkLoadMinEvents,
  deferQueryIndexes,
  restoreDeferredIndexes,
} from '../runner/deferred-indexes';
import type { LogPage } from '../runner/log-page';
import { createLogReader } from '../runner/log-reader';
import { controlChannel, openLockSession, type LockSession } from '../runner/locks';
import { reportProgress } from '../runner/progress';
import type { Projection } from '../runner/projection';

export interface RebuildOptions {
  readonly pool: DatabasePool;
  /** For the dedicated lock connection. */
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize?: number;
  /** A log whose first page holds this many events is replayed without the query indexes. */
  readonly bulkLoadMinEvents?: number;
}

export interface RebuildResult {
  readonly events: number;
  readonly ms: number;
}

export class ProjectionPausedDuringRebuildError extends Error {
  constructor(
    readonly projection: string,
    readonly eventId: string,
    reason: string,
  ) {
    super(`Rebuild of ${projection} paused on event ${eventId}: ${reason}`);
    this.name = 'ProjectionPausedDuringRebuildError';
  }
}

const lockPollMs = 50;
const reassertEveryMs = 1_000;

/** Sets 'rebuilding' (clearing a pause) and wakes the runner that holds the lock. */
const requestRebuild = async (pool: DatabasePool, name: string) => {
  await pool.query(sql.unsafe`
    WITH requested AS (
      INSERT INTO projection_checkpoints AS c (name, status) VALUES (${name}, 'rebuilding')
      ON CONFLICT (name) DO UPDATE
        SET status = 'rebuilding', error_message = NULL, error_event_id = NULL,
            error_event_type = NULL, error_commit_position = NULL,
            error_prepare_position = NULL, error_at = NULL, updated_at = now()
        WHERE c.status <> 'rebuilding'
      RETURNING c.name
    )
    SELECT pg_notify(${controlChannel}, name) FROM requested`);
};

/**
 * A runner that sees 'rebuilding' while this session holds the rebuild lock releases the
 * projection lock (at its next batch, or at once when idle, woken by NOTIFY). The request is
 * re-asserted now and then, in case a runner flipped the status back in a race.
 */
const takeRunnerLock = async (
  connection: LockSession,
  pool: DatabasePool,
  name: string,
  logger: Logger,
) => {
  const started = Date.now();
  let lastAssert = started;
  let lastLog = started;
  while (!(await connection.tryLock('projection', name))) {
    if (connection.isLost())
      throw new Error('Lost the lock connection while waiting for the runner');
    await sleep(lockPollMs);
    const now = Date.now();
    if (now - lastAssert >= reassertEveryMs) {
      await requestRebuild(pool, name);
      lastAssert = now;
    }
    if (now - lastLog >= 5_000) {
      logger.info({ waitedMs: now - started }, 'waiting for the running projection to yield');
      lastLog = now;
    }
  }
};

/** Empties the read model and the checkpoint together, so a crash leaves either both or neither. */
const resetProjection = async (pool: DatabasePool, projection: Projection) => {
  await pool.transaction(async (tx) => {
    if (projection.tables.length > 0)
      await tx.query(
        sql.unsafe`TRUNCATE ${sql.join(
          projection.tables.map((t) => sql.identifier(t.split('.'))),
          sql.fragment`, `,
        )}`,
      );
    await tx.query(sql.unsafe`
      UPDATE projection_checkpoints
      SET commit_position = 0, prepare_position = 0, events_processed = 0, updated_at = now()
      WHERE name = ${projection.name}`);
  });
};

/**
 * Drops the projection's rows and replays all of `$all` through the same `applyBatch` and
 * checkpoint compare-and-set as the runner, then hands the projection back to its runner.
 *
 * Coordination: the rebuild holds the projection's rebuild lock for its whole run, sets the
 * status 'rebuilding', and waits for the projection's runner lock. A runner whose batch meets
 * the changed status (or that is woken by NOTIFY) re-reads the checkpoint, sees 'rebuilding'
 * with the rebuild lock held and releases its lock; it takes it again once the status is back to
 * 'running'. If the rebuild dies half-way, a runner finds 'rebuilding' with no rebuild lock
 * held and finishes the replay from the checkpoint.
 */
export const rebuildProjection = async ({
  pool,
  databaseUrl,
  eventStore,
  projection,
  logger: parentLogger,
  batchSize = defaultBatchSize,
  bulkLoadMinEvents = defaultBulkLoadMinEvents,
}: RebuildOptions): Promise<RebuildResult> => {
  const { name } = projection;
  const logger = parentLogger.child({ projection: name, rebuild: true });
  const started = performance.now();
  const connection = await openLockSession(databaseUrl, 'mc-projection-rebuild');
  try {
    if (!(await connection.tryLock('rebuild', name)))
      throw new Error(`A rebuild of ${name} is already running`);
    await requestRebuild(pool, name);
    await takeRunnerLock(connection, pool, name, logger);
    await resetProjection(pool, projection);
    logger.info('read model emptied; replaying $all');

    // The consumer's own reader: the same upcasting, the same storable values.
    const reader = createLogReader(eventStore);
    const read = (after: Position) => {
      const reading = reader.readPage(after, batchSize);
      reading.catch(() => undefined);
      return reading;
    };
    let position = zeroPosition;
    let events = 0;
    let next: Promise<LogPage> = read(zeroPosition);
    for (;;) {
      const page = await next;
      const last = page.events.at(-1);
      if (!last) break;
      // Read the next page while this one is written.
      next = read(last.position);
      // A long replay fills the table first and builds its query indexes once, at the end.
      if (events === 0 && page.events.length >= bulkLoadMinEvents)
        await deferQueryIndexes(pool, projection);
      const outcome = await applyEvents({
        pool,
        projection,
        from: position,
        page,
        status: 'rebuilding',
        logger,
      });
      if (outcome.kind === 'moved')
        throw new Error(`The checkpoint of ${name} moved during its rebuild`);
      reportProgress({
        name,
        status: outcome.kind === 'paused' ? 'paused' : 'rebuilding',
        position: outcome.position,
      });
      if (outcome.kind === 'paused')
        throw new ProjectionPausedDuringRebuildError(
          name,
          outcome.error.eventId,
          outcome.error.message,
        );
      position = outcome.position;
      events += page.events.length;
    }

    // Before the hand-back: also those a crashed catch-up left deferred.
    await restoreDeferredIndexes(pool, name, logger);
    if (!(await changeStatus(pool, { name, from: 'rebuilding', to: 'running', at: position })))
      throw new Error(`The checkpoint of ${name} changed at the end of its rebuild`);
    reportProgress({ name, status: 'running', position });
    // Hand the projection back now: the runner takes it at once rather than at its next retry.
    await connection.unlock('projection', name);
    await connection.unlock('rebuild', name);
    await connection.notifyControl(name);
    const ms = Math.round(performance.now() - started);
    logger.info({ events, ms }, 'projection rebuilt');
    return { events, ms };
  } finally {
    // Ending the session releases the locks on every path, failures included.
    await connection.close();
  }
};
