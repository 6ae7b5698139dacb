import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import {
  positionToToken,
  type EventStore,
  type RecordedEvent,
} from '@memorial-care/contracts/event-store';
import { createCheckpointSaver } from './checkpoint-saver';
import {
  clearRunnerFailure,
  ensureReactorCheckpoint,
  isZeroPosition,
  readReactorCheckpoint,
  recordReactorFailure,
} from './checkpoint-store';
import type { Reactor } from './reactor';
import { openReactorLock, type ReactorLockConnection } from './reactor-lock';

export interface ReactorTiming {
  /** How often a standby tries the lock held by another process. */
  readonly standbyRetryMs: number;
  /** First wait after a failure; doubles per consecutive failure up to `maxRetryBackoffMs`. */
  readonly retryBackoffMs: number;
  readonly maxRetryBackoffMs: number;
  /** Skipped events are saved at the latest this long after they were passed. */
  readonly checkpointFlushMs: number;
}

export const defaultReactorTiming: ReactorTiming = {
  standbyRetryMs: 2_000,
  retryBackoffMs: 250,
  maxRetryBackoffMs: 30_000,
  checkpointFlushMs: 1_000,
};

export interface ReactorRunnerOptions<Deps> {
  readonly pool: DatabasePool;
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly reactor: Reactor<Deps>;
  readonly deps: Deps;
  readonly logger: Logger;
  readonly timing: ReactorTiming;
}

export interface ReactorRunner {
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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One instance of one reactor. It stands by until it holds the reactor's advisory lock, then
 * follows `$all` from its checkpoint and reacts to the events it cares about, one at a time and
 * in order. A failing reaction is retried with capped exponential backoff until it succeeds:
 * an event is never skipped. Reactions must be idempotent, because an event whose reaction
 * succeeded may be redone after a crash before the checkpoint was saved.
 */
export const startReactorRunner = <Deps>(options: ReactorRunnerOptions<Deps>): ReactorRunner => {
  const { reactor, timing, pool } = options;
  const name = reactor.name;
  const logger = options.logger.child({ reactor: name });
  const relevant = new Set(reactor.eventTypes);
  const stopping = new AbortController();
  const signal = stopping.signal;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // Consecutive failures outside a reaction (lock, checkpoint, reading the log).
  let failures = 0;
  const backoff = (attempt: number) =>
    Math.min(timing.retryBackoffMs * 2 ** (attempt - 1), timing.maxRetryBackoffMs);

  const recordFailure = (event: RecordedEvent | null, error: unknown, attempts: number) =>
    recordReactorFailure(pool, { name, event, message: messageOf(error), attempts }).catch(
      (recordError: unknown) =>
        logger.warn({ err: recordError }, 'could not record the reactor failure'),
    );

  /** True once `react` succeeded; false when stopped or the lock was lost before that. */
  const reactUntilDone = async (event: RecordedEvent, lock: ReactorLockConnection) => {
    for (let attempt = 1; ; attempt += 1) {
      if (signal.aborted || lock.isLost()) return false;
      try {
        await reactor.react(event, options.deps);
        if (attempt > 1)
          logger.info({ eventId: event.id, attempts: attempt }, 'reaction succeeded after retries');
        return true;
      } catch (error) {
        const retryInMs = backoff(attempt);
        logger.error(
          { err: error, eventId: event.id, eventType: event.type, attempt, retryInMs },
          'reaction failed; retrying the same event',
        );
        await recordFailure(event, error, attempt);
        await lock.sleep(retryInMs, signal);
      }
    }
  };

  /** Follows the log from the checkpoint until stopped, the lock is lost, or reading fails. */
  const follow = async (lock: ReactorLockConnection) => {
    const checkpoint = await readReactorCheckpoint(pool, name);
    if (!checkpoint) throw new Error(`Checkpoint row of reactor ${name} vanished`);
    if (checkpoint.attempts > 0 && checkpoint.lastError?.eventId === null)
      await clearRunnerFailure(pool, name);
    logger.info({ after: positionToToken(checkpoint.position) }, 'reacting');
    const subscription = options.eventStore.subscribeToAll({
      after: isZeroPosition(checkpoint.position) ? undefined : checkpoint.position,
    });
    const interrupt = () => void subscription.close();
    signal.addEventListener('abort', interrupt);
    const offLost = lock.onLost(interrupt);
    const saver = createCheckpointSaver({ pool, name, flushMs: timing.checkpointFlushMs, logger });
    try {
      for await (const event of subscription) {
        if (signal.aborted || lock.isLost()) break;
        failures = 0;
        if (!relevant.has(event.type)) {
          saver.passed(event.position);
          continue;
        }
        if (!(await reactUntilDone(event, lock))) break;
        await saver.reacted(event.position);
      }
    } finally {
      signal.removeEventListener('abort', interrupt);
      offLost();
      await subscription.close();
      await saver.flush();
    }
  };

  const run = async () => {
    let lock: ReactorLockConnection | null = null;
    while (!signal.aborted) {
      try {
        if (lock?.isLost()) {
          await lock.close();
          lock = null;
        }
        lock ??= await openReactorLock(options.databaseUrl, name);
        // The row exists from the start, so the admin sees the reactor at once.
        await ensureReactorCheckpoint(pool, name);
        const locked = await lock.tryLock();
        markReady();
        if (!locked) {
          await lock.sleep(timing.standbyRetryMs, signal);
          continue;
        }
        logger.info('took the reactor lock');
        try {
          await follow(lock);
        } finally {
          await lock.unlock().catch(() => undefined);
        }
        if (!signal.aborted && !lock.isLost())
          throw new Error('The subscription to $all ended unexpectedly');
      } catch (error) {
        markReady();
        if (signal.aborted) break;
        failures += 1;
        const retryInMs = backoff(failures);
        logger.error({ err: error, retryInMs }, 'reactor failed; retrying from its checkpoint');
        await recordFailure(null, error, failures);
        await sleep(retryInMs, signal);
      }
    }
    await lock?.close();
    logger.info('reactor stopped');
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
