import { setTimeout as sleep } from 'node:timers/promises';
import type { Position, RecordedEvent, Subscription } from '@memorial-care/contracts/event-store';

/** Waits after consecutive failed reads; when they run out, the iteration throws. */
export const defaultReadRetryDelaysMs: readonly number[] = [100, 200, 400, 800, 1600, 3200, 5000];

export interface SubscriptionSource {
  readonly after: Position | undefined;
  /** The next committed events strictly after `after`, in order (empty when there are none). */
  readonly readBatch: (after: Position | undefined) => Promise<RecordedEvent[]>;
  /** Called after an empty batch: resolve when more may be there (or on abort). */
  readonly waitForMore: (signal: AbortSignal) => Promise<void>;
  readonly retryDelaysMs?: readonly number[];
  /** Called once when the subscription ends (closed, consumer stopped, or failed). */
  readonly onEnd?: () => void;
}

/**
 * A catch-up-then-live subscription over any store that can read `$all` in pages: read a batch
 * after the last delivered position, yield it, and when there is nothing new, wait for a wake-up
 * (NOTIFY, in-process signal or poll timeout). A failed read (say, a dropped connection) is
 * retried from the last delivered position, so nothing is skipped or delivered twice.
 */
export const createSubscription = ({
  after,
  readBatch,
  waitForMore,
  retryDelaysMs = defaultReadRetryDelaysMs,
  onEnd,
}: SubscriptionSource): Subscription => {
  const abort = new AbortController();
  const { signal } = abort;
  let iterated = false;
  let ended = false;
  const end = () => {
    abort.abort();
    if (ended) return;
    ended = true;
    onEnd?.();
  };

  async function* deliver(): AsyncGenerator<RecordedEvent, void, undefined> {
    let position = after;
    let failures = 0;
    try {
      while (!signal.aborted) {
        let batch: RecordedEvent[];
        try {
          batch = await readBatch(position);
          failures = 0;
        } catch (error) {
          if (signal.aborted) return;
          const delay = retryDelaysMs[failures++];
          if (delay === undefined) throw error;
          await sleep(delay, undefined, { signal }).catch(() => undefined);
          continue;
        }
        for (const event of batch) {
          if (signal.aborted) return;
          position = event.position;
          yield event;
        }
        if (batch.length === 0) await waitForMore(signal);
      }
    } finally {
      end();
    }
  }

  return {
    [Symbol.asyncIterator]() {
      // One position, one reader: a second iterator would silently share and skip events.
      if (iterated) throw new Error('A subscription can be iterated only once; subscribe again.');
      iterated = true;
      return deliver();
    },
    async close() {
      end();
    },
  };
};
