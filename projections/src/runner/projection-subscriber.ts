import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import { positionToToken } from '@memorial-care/contracts/event-store';
import { applyEvents } from './apply-batch';
import { changeStatus, ensureCheckpoint, isZeroPosition, readCheckpoint } from './checkpoint-store';
import {
  bulkLoadMinEvents as defaultBulkLoadMinEvents,
  deferQueryIndexes,
  deferredIndexes,
  restoreDeferredIndexes,
} from './deferred-indexes';
import { reportProgress } from './progress';
import type { Projection } from './projection';
import type { Subscriber } from './subscriber';

export interface ProjectionSubscriberOptions {
  readonly pool: DatabasePool;
  readonly projection: Projection;
  readonly logger: Logger;
  /** A paused projection re-reads its checkpoint this often, in case a resume NOTIFY was missed. */
  readonly pausedRecheckMs: number;
  /** A catch-up from zero whose first page holds this many events defers the query indexes. */
  readonly bulkLoadMinEvents?: number;
}

/**
 * A read model as the consumer drives it: each batch is applied set-based together with the
 * checkpoint's compare-and-set (apply-batch.ts); a poison event pauses this projection only; a
 * rebuild elsewhere makes it give up its lock until the rebuild hands it back.
 */
export const projectionSubscriber = ({
  pool,
  projection,
  logger: parentLogger,
  pausedRecheckMs,
  bulkLoadMinEvents = defaultBulkLoadMinEvents,
}: ProjectionSubscriberOptions): Subscriber => {
  const { name } = projection;
  const logger = parentLogger.child({ projection: name });
  let pauseLogged = false;
  /** Query indexes are dropped (a catch-up from zero is on): as the table says, read at resume. */
  let deferred = false;
  let restoring: Promise<void> | null = null;

  const restoreIndexes = () =>
    (restoring ??= restoreDeferredIndexes(pool, name, logger)
      .then(() => void (deferred = false))
      .finally(() => (restoring = null)));

  const subscriber: Subscriber = {
    kind: 'projection',
    name,
    // The row exists from the start, so waiters and the admin see the projection at once.
    prepare: () => ensureCheckpoint(pool, name),

    async resume({ isLockedElsewhere }) {
      const checkpoint = await readCheckpoint(pool, name);
      if (!checkpoint) throw new Error(`Checkpoint row of ${name} vanished`);
      if (checkpoint.status === 'paused') {
        if (!pauseLogged)
          logger.warn(
            { error: checkpoint.error?.message },
            'projection is paused; waiting for resume',
          );
        pauseLogged = true;
        return { kind: 'wait', recheckMs: pausedRecheckMs };
      }
      pauseLogged = false;
      if (checkpoint.status === 'rebuilding') {
        if (await isLockedElsewhere('rebuild')) {
          logger.info('yielding the projection to its rebuild');
          return { kind: 'yield' };
        }
        // The rebuild died; its truncate and reset were atomic and every replayed batch moved
        // the checkpoint with it, so carrying on from the checkpoint finishes the replay.
        logger.warn('finishing an interrupted rebuild from its checkpoint');
        await changeStatus(pool, {
          name,
          from: 'rebuilding',
          to: 'running',
          at: checkpoint.position,
        });
        return { kind: 'wait', recheckMs: 0 };
      }
      deferred = (await deferredIndexes(pool, name)).length > 0;
      logger.info({ after: positionToToken(checkpoint.position), deferred }, 'projecting');
      return { kind: 'ready', position: checkpoint.position };
    },

    async handle(from, page) {
      // The indexes come back when the reader says it has caught up (caughtUp below).
      const long = page.events.length >= bulkLoadMinEvents;
      if (!deferred && long && isZeroPosition(from) && projection.queryIndexes?.length) {
        const dropped = await deferQueryIndexes(pool, projection);
        deferred = dropped > 0;
        if (deferred) logger.info({ dropped }, 'query indexes dropped for a catch-up from zero');
      }
      // Built while the table takes no writes: a batch waits for the build, not the reverse.
      await restoring;
      const outcome = await applyEvents({
        pool,
        projection,
        from,
        page,
        status: 'running',
        logger,
      });
      if (outcome.kind === 'moved') {
        logger.info('checkpoint moved or status changed elsewhere; re-reading it');
        return { kind: 'resync' };
      }
      const paused = outcome.kind === 'paused';
      reportProgress({ name, status: paused ? 'paused' : 'running', position: outcome.position });
      return paused ? { kind: 'resync' } : { kind: 'advanced', position: outcome.position };
    },

    async caughtUp() {
      if (deferred) await restoreIndexes();
    },

    async release() {
      // A build in flight finishes (or fails and stays deferred) before the lock goes.
      await restoring?.catch(() => undefined);
    },
  };
  return subscriber;
};
