import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { Position } from '@memorial-care/contracts/event-store';
import { advanceReactorCheckpoint } from './checkpoint-store';

/** Irrelevant events passed are saved in one write per this many… */
const passedEventsPerWrite = 1000;

export interface CheckpointSaver {
  /** An event the reactor does not care about: saved soon, together with its neighbours. */
  passed(position: Position): void;
  /** A reaction succeeded: saved now; throws when the write fails (the event is then redone). */
  reacted(position: Position): Promise<void>;
  /** Saves what was passed and stops the timer. */
  flush(): Promise<void>;
}

/**
 * Saves the checkpoint after every reaction, but batches the (many) events a reactor skips, so
 * catching up over a long log does not cost one write per event; an idle log is saved within
 * `flushMs`. Writes run one after another.
 */
export const createCheckpointSaver = ({
  pool,
  name,
  flushMs,
  logger,
}: {
  pool: DatabasePool;
  name: string;
  flushMs: number;
  logger: Logger;
}): CheckpointSaver => {
  let pending: Position | null = null;
  let pendingEvents = 0;
  let timer: NodeJS.Timeout | null = null;
  let last: Promise<void> = Promise.resolve();

  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return last;
    const to = pending;
    const events = pendingEvents;
    pending = null;
    pendingEvents = 0;
    last = last
      .catch(() => undefined)
      .then(() => advanceReactorCheckpoint(pool, { name, to, events }));
    return last;
  };
  const writeInBackground = () =>
    void write().catch((error: unknown) =>
      logger.warn({ err: error }, 'could not save the reactor checkpoint; saving it later'),
    );

  return {
    passed(position) {
      pending = position;
      pendingEvents += 1;
      if (pendingEvents >= passedEventsPerWrite) writeInBackground();
      else timer ??= setTimeout(writeInBackground, flushMs);
    },
    reacted(position) {
      pending = position;
      pendingEvents += 1;
      return write();
    },
    async flush() {
      await write().catch((error: unknown) =>
        logger.warn({ err: error }, 'could not save the reactor checkpoint'),
      );
    },
  };
};
