import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type {
  EventStore,
  Position,
  RecordedEvent,
  Subscription,
} from '@memorial-care/contracts/event-store';
import { applyEvents } from './apply-batch';
import { createBatcher } from './batcher';
import { changeStatus, ensureCheckpoint, isZeroPosition, readCheckpoint } from './checkpoint-store';
import { openLockConnection, type ProjectionLockConnection } from './lock';
import { reportProgress } from './progress';
import type { Projection } from './projection';
import type { SharedLogReader } from './shared-reader';

export interface RunnerTiming {
  /** How often a standby tries the lock; a clean stop elsewhere hands over at once. */
  readonly standbyRetryMs: number;
  /** First wait after a database failure; doubles per failure up to 30 s. */
  readonly retryBackoffMs: number;
  /** A paused runner re-reads its checkpoint this often, in case a resume NOTIFY was missed. */
  readonly pausedRecheckMs: number;
}

export const defaultRunnerTiming: RunnerTiming = {
  standbyRetryMs: 1_000,
  retryBackoffMs: 250,
  pausedRecheckMs: 5_000,
};

export interface ProjectionRunnerOptions {
  readonly pool: DatabasePool;
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize: number;
  readonly timing: RunnerTiming;
  /** Shared by the runners of one process (see createSharedLogReader). */
  readonly reader: SharedLogReader;
}

export interface ProjectionRunner {
  /** Settles after the first attempt to take the lock. */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/**
 * One instance of one projection. It stands by until it holds the projection's advisory lock,
 * then follows `$all` from the checkpoint; on any doubt (checkpoint moved, status changed,
 * control message, lost lock) it re-reads the checkpoint rather than guess.
 */
export const startProjectionRunner = (options: ProjectionRunnerOptions): ProjectionRunner => {
  const { projection, timing } = options;
  const logger = options.logger.child({ projection: projection.name });
  const stopping = new AbortController();
  const signal = stopping.signal;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let failures = 0;

  const read = (after: Position) => {
    const page = options.reader.read(isZeroPosition(after) ? undefined : after, options.batchSize);
    page.catch(() => undefined); // a read-ahead may be dropped on interruption
    return page;
  };

  /** Applies one batch; the new checkpoint, or null when the checkpoint must be re-read. */
  const applyAndReport = async (from: Position, events: readonly RecordedEvent[]) => {
    const outcome = await applyEvents({
      pool: options.pool,
      projection,
      from,
      events,
      status: 'running',
      logger,
    });
    if (outcome.kind === 'moved') {
      logger.info('checkpoint moved or status changed elsewhere; re-reading it');
      return null;
    }
    failures = 0;
    reportProgress({
      name: projection.name,
      status: outcome.kind === 'paused' ? 'paused' : 'running',
      position: outcome.position,
    });
    return outcome.kind === 'paused' ? null : outcome.position;
  };

  /**
   * Catches up page by page (reading the next page while writing this one, shared with the
   * other runners of the process), then follows the live tail with a subscription. Returns
   * when the checkpoint must be re-read: interrupted, moved elsewhere, or paused.
   */
  const consume = async (connection: ProjectionLockConnection, from: Position) => {
    let interrupted = false;
    let subscription: Subscription | null = null;
    const interrupt = () => {
      interrupted = true;
      void subscription?.close();
    };
    const offWake = connection.onWake(interrupt);
    signal.addEventListener('abort', interrupt);
    if (signal.aborted || connection.isLost()) interrupt();
    try {
      let position: Position | null = from;
      let page = read(from);
      while (!interrupted) {
        const events = await page;
        const last = events.at(-1);
        if (!last) break;
        const full = events.length === options.batchSize;
        if (full) page = read(last.position);
        position = await applyAndReport(position, events);
        if (!position) return;
        if (!full) break;
      }
      if (interrupted) return;
      // Closing the subscription (interrupt) ends the batcher's wait.
      subscription = options.eventStore.subscribeToAll({
        after: isZeroPosition(position) ? undefined : position,
      });
      const batcher = createBatcher(subscription, options.batchSize);
      for (;;) {
        const events = await batcher.next();
        if (!events) return;
        position = await applyAndReport(position, events);
        if (!position) return;
      }
    } finally {
      offWake();
      signal.removeEventListener('abort', interrupt);
      await subscription?.close();
    }
  };

  /** Returns 'yielded' when a rebuild wants the lock. */
  const projectWhileLocked = async (connection: ProjectionLockConnection) => {
    let pauseLogged = false;
    while (!signal.aborted && !connection.isLost()) {
      const checkpoint = await readCheckpoint(options.pool, projection.name);
      if (!checkpoint) throw new Error(`Checkpoint row of ${projection.name} vanished`);
      if (checkpoint.status === 'paused') {
        if (!pauseLogged)
          logger.warn(
            { error: checkpoint.error?.message },
            'projection is paused; waiting for resume',
          );
        pauseLogged = true;
        await connection.sleep(timing.pausedRecheckMs, signal);
      } else if (checkpoint.status === 'rebuilding') {
        if (await connection.isRebuildRunning()) return 'yielded' as const;
        // The rebuild died; its truncate and reset were atomic and every replayed batch moved
        // the checkpoint with it, so carrying on from the checkpoint finishes the replay.
        logger.warn('finishing an interrupted rebuild from its checkpoint');
        await changeStatus(options.pool, {
          name: projection.name,
          from: 'rebuilding',
          to: 'running',
          at: checkpoint.position,
        });
      } else {
        pauseLogged = false;
        logger.info(
          { after: `${checkpoint.position.commit}:${checkpoint.position.prepare}` },
          'projecting',
        );
        await consume(connection, checkpoint.position);
      }
    }
    return 'stopped' as const;
  };

  const run = async () => {
    let connection: ProjectionLockConnection | null = null;
    while (!signal.aborted) {
      try {
        if (connection?.isLost()) {
          await connection.close();
          connection = null;
        }
        connection ??= await openLockConnection(options.databaseUrl, projection.name);
        // The row exists from the start, so waiters and the admin see the projection at once.
        await ensureCheckpoint(options.pool, projection.name);
        const locked = await connection.tryLock('runner');
        markReady();
        if (!locked) {
          await connection.sleep(timing.standbyRetryMs, signal);
          continue;
        }
        logger.info('took the projection lock');
        let outcome: 'yielded' | 'stopped';
        try {
          outcome = await projectWhileLocked(connection);
        } finally {
          await connection.unlock('runner').catch(() => undefined);
          // On a clean stop, a standby elsewhere takes over now rather than at its next retry.
          if (signal.aborted) await connection.notifyControl().catch(() => undefined);
        }
        if (outcome === 'yielded') {
          logger.info('yielded the projection lock to a rebuild');
          await connection.sleep(timing.standbyRetryMs, signal);
        }
      } catch (error) {
        markReady();
        if (signal.aborted) break;
        failures += 1;
        const retryInMs = Math.min(timing.retryBackoffMs * 2 ** (failures - 1), 30_000);
        logger.error({ err: error, retryInMs }, 'projection runner failed; retrying');
        await sleep(retryInMs, signal);
      }
    }
    await connection?.close();
    logger.info('projection runner stopped');
  };

  const finished = run();
  return {
    ready,
    async stop() {
      stopping.abort();
      await finished;
    },
  };
};
