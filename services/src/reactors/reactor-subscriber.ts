import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import { positionToToken, type RecordedEvent } from '@memorial-care/contracts/event-store';
import type { Subscriber } from '@memorial-care/projections';
import { createCheckpointSaver, type CheckpointSaver } from './checkpoint-saver';
import {
  clearRunnerFailure,
  ensureReactorCheckpoint,
  readReactorCheckpoint,
  recordReactorFailure,
} from './checkpoint-store';
import type { Reactor } from './reactor';

export interface ReactorSubscriberOptions<Deps> {
  readonly pool: DatabasePool;
  readonly reactor: Reactor<Deps>;
  readonly deps: Deps;
  readonly logger: Logger;
  /** Passed events are saved at the latest this long after they were passed. */
  readonly checkpointFlushMs: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A reactor as the consumer drives it: the events it cares about, one at a time and in order.
 * A failing reaction saves the checkpoint just before that event and asks the consumer to retry
 * it after a capped backoff: an event is never skipped. Reactions must be idempotent, because
 * one whose reaction succeeded may be redone after a crash before the checkpoint was saved.
 */
export const reactorSubscriber = <Deps>({
  pool,
  reactor,
  deps,
  logger: parentLogger,
  checkpointFlushMs,
}: ReactorSubscriberOptions<Deps>): Subscriber => {
  const { name } = reactor;
  const logger = parentLogger.child({ reactor: name });
  const relevant = new Set(reactor.eventTypes);
  let saver: CheckpointSaver | null = null;
  /** The event that keeps failing, and how often it did. */
  let failing: { eventId: string; attempts: number } | null = null;

  const recordFailure = (event: RecordedEvent | null, error: unknown, attempts: number) =>
    recordReactorFailure(pool, { name, event, message: messageOf(error), attempts }).catch(
      (recordError: unknown) =>
        logger.warn({ err: recordError }, 'could not record the reactor failure'),
    );

  return {
    kind: 'reactor',
    name,
    // The row exists from the start, so the admin sees the reactor at once.
    prepare: () => ensureReactorCheckpoint(pool, name),

    async resume() {
      await saver?.flush();
      const checkpoint = await readReactorCheckpoint(pool, name);
      if (!checkpoint) throw new Error(`Checkpoint row of reactor ${name} vanished`);
      if (checkpoint.attempts > 0 && checkpoint.lastError?.eventId === null)
        await clearRunnerFailure(pool, name);
      saver = createCheckpointSaver({ pool, name, flushMs: checkpointFlushMs, logger });
      logger.info({ after: positionToToken(checkpoint.position) }, 'reacting');
      return { kind: 'ready', position: checkpoint.position };
    },

    async handle(from, page) {
      if (!saver) throw new Error(`Reactor ${name} handled events before resuming`);
      let position = from;
      for (const event of page.events) {
        if (!relevant.has(event.type)) {
          saver.passed(event.position);
          position = event.position;
          continue;
        }
        try {
          await reactor.react(event, deps);
        } catch (error) {
          const attempt = failing?.eventId === event.id ? failing.attempts + 1 : 1;
          failing = { eventId: event.id, attempts: attempt };
          logger.error(
            { err: error, eventId: event.id, eventType: event.type, attempt },
            'reaction failed; retrying the same event',
          );
          // Saved up to the event before, so the retry starts at this very event.
          await saver.flush();
          await recordFailure(event, error, attempt);
          return { kind: 'retry', attempt };
        }
        if (failing?.eventId === event.id)
          logger.info(
            { eventId: event.id, attempts: failing.attempts + 1 },
            'reaction succeeded after retries',
          );
        failing = null;
        await saver.reacted(event.position);
        position = event.position;
      }
      return { kind: 'advanced', position };
    },

    failed: (error, attempt) => recordFailure(null, error, attempt),

    async release() {
      await saver?.flush();
      saver = null;
    },
  };
};
