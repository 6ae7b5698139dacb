import type { Logger } from 'pino';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import {
  comparePositions,
  positionToToken,
  type Position,
} from '@memorial-care/contracts/event-store';
import { projectionProgress, type ProjectionProgress } from './progress';

export interface ProjectionWaiterOptions {
  readonly pool: DatabasePool;
  readonly projections: readonly { readonly name: string }[];
  /** The answer goes out after this long even when a projection lags (with a warning). */
  readonly timeoutMs?: number;
  /** How often the checkpoints are re-read when no in-process runner reports progress. */
  readonly pollIntervalMs?: number;
  readonly logger?: Pick<Logger, 'warn'>;
}

/** Resolves when the projections have passed `position` (or after the timeout). */
export type ProjectionWaiter = (position: Position) => Promise<void>;

const checkpointRow = z.object({
  name: z.string(),
  status: z.string(),
  commitPosition: z.string(),
  preparePosition: z.string(),
});

/**
 * Read-your-writes: the API waits with this before answering a mutation or serving a query with
 * a position. Only running projections are waited for: a paused or rebuilding one would make
 * every request wait for the timeout, and a projection without a checkpoint row has never run.
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
  const names = projections.map((p) => p.name);

  return (target) => {
    if (names.length === 0) return Promise.resolve();
    const pending = new Set(names);
    const passed = (position: Position) => comparePositions(position, target) >= 0;

    return new Promise<void>((resolve) => {
      let settled = false;
      let pollTimer: NodeJS.Timeout | undefined;
      const finish = () => {
        settled = true;
        clearTimeout(deadline);
        clearTimeout(pollTimer);
        projectionProgress.off('progress', onProgress);
        resolve();
      };
      const settleIfDone = () => {
        if (!settled && pending.size === 0) finish();
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
        finish();
      }, timeoutMs);
      // Listen before the first read, so progress committed in between is not missed.
      projectionProgress.on('progress', onProgress);
      void poll();
    });
  };
};
