import type { Logger } from 'pino';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import {
  comparePositions,
  positionToToken,
  type Position,
} from '@memorial-care/contracts/event-store';
import { projectionProgress, type ProjectionProgress } from './progress';

interface WaitableProjection {
  readonly name: string;
  readonly eventTypes: readonly string[];
}

export interface ProjectionWaiterOptions {
  readonly pool: DatabasePool;
  readonly projections: readonly WaitableProjection[];
  /** The answer goes out after this long even when a projection lags (with a warning). */
  readonly timeoutMs?: number;
  /** How often the checkpoints are re-read when no in-process runner reports progress. */
  readonly pollIntervalMs?: number;
  readonly logger?: Pick<Logger, 'warn'>;
}

/** Which read models a wait is about; without one, all of them. */
export type WaitScope =
  /** Those whose `eventTypes` include one of these: the types the command appended. */
  | { readonly eventTypes: readonly string[] }
  /** These, by name. */
  | { readonly projections: readonly string[] };

export interface WaitOutcome {
  /** The projections that had not passed the position when the wait gave up; empty when none. */
  readonly lagging: readonly string[];
}

/** Resolves when the projections in scope have passed `position` (or after the timeout). */
export type ProjectionWaiter = (position: Position, scope?: WaitScope) => Promise<WaitOutcome>;

/** The names of the projections that handle any of these event types. */
export const projectionsHandling = (
  projections: readonly WaitableProjection[],
  eventTypes: readonly string[],
) => projections.filter((p) => p.eventTypes.some((t) => eventTypes.includes(t))).map((p) => p.name);

const namesInScope = (projections: readonly WaitableProjection[], scope?: WaitScope) => {
  if (!scope) return projections.map((p) => p.name);
  if ('eventTypes' in scope) return projectionsHandling(projections, scope.eventTypes);
  return projections.filter((p) => scope.projections.includes(p.name)).map((p) => p.name);
};

const checkpointRow = z.object({
  name: z.string(),
  status: z.string(),
  commitPosition: z.string(),
  preparePosition: z.string(),
});

/**
 * Read-your-writes: the API waits with this before answering a mutation or serving a query with
 * a position, for the projections that handle what it appended (the others have nothing to
 * show). Only running projections are waited for: a paused or rebuilding one would make every
 * request wait for the timeout, and a projection without a checkpoint row has never run.
 * In-process runners wake the waiter on each committed batch; other processes' progress is
 * seen by polling the (tiny) checkpoints table.
 */
export const createProjectionWaiter = ({
  pool,
  projections,
  timeoutMs = 5000,
  pollIntervalMs = 25,
  logger,
}: ProjectionWaiterOptions): ProjectionWaiter => {
  return (target, scope) => {
    const names = namesInScope(projections, scope);
    if (names.length === 0) return Promise.resolve({ lagging: [] });
    const pending = new Set(names);
    const passed = (position: Position) => comparePositions(position, target) >= 0;

    return new Promise<WaitOutcome>((resolve) => {
      let settled = false;
      let pollTimer: NodeJS.Timeout | undefined;
      const finish = (lagging: readonly string[]) => {
        settled = true;
        clearTimeout(deadline);
        clearTimeout(pollTimer);
        projectionProgress.off('progress', onProgress);
        resolve({ lagging });
      };
      const settleIfDone = () => {
        if (!settled && pending.size === 0) finish([]);
      };
      const onProgress = (progress: ProjectionProgress) => {
        if (progress.status !== 'running' || passed(progress.position)) {
          pending.delete(progress.name);
          settleIfDone();
        }
      };
      const poll = async () => {
        try {
          const rows = await pool.any(sql.type(checkpointRow)`
            SELECT name, status, commit_position::text AS "commitPosition",
                   prepare_position::text AS "preparePosition"
            FROM projection_checkpoints
            WHERE name = ANY(${sql.array([...pending], 'text')})`);
          const running = new Set<string>();
          for (const row of rows) {
            const position = {
              commit: BigInt(row.commitPosition),
              prepare: BigInt(row.preparePosition),
            };
            if (row.status === 'running' && !passed(position)) running.add(row.name);
          }
          for (const name of [...pending]) if (!running.has(name)) pending.delete(name);
        } catch (error) {
          logger?.warn({ err: error }, 'could not read projection checkpoints; retrying');
        }
        settleIfDone();
        if (!settled) pollTimer = setTimeout(() => void poll(), pollIntervalMs);
      };
      const deadline = setTimeout(() => {
        const lagging = [...pending];
        (logger ?? console).warn(
          { position: positionToToken(target), lagging, timeoutMs },
          'projections did not reach the position in time; answering anyway',
        );
        finish(lagging);
      }, timeoutMs);
      // Listen before the first read, so progress committed in between is not missed.
      projectionProgress.on('progress', onProgress);
      void poll();
    });
  };
};
