import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type { RecordedEvent, Subscription } from '@memorial-care/contracts/event-store';

const notReady = Symbol('notReady');

export interface EventBatcher {
  /**
   * Waits for at least one event, then takes every event that is available right away, up to
   * `maxSize`. Null when the subscription ended (it was closed).
   */
  next(): Promise<RecordedEvent[] | null>;
}

/**
 * Turns a subscription's one-by-one delivery into batches. Events the subscription already read
 * arrive within microtasks; an event that needs another read does not arrive before the next
 * macrotask, which is where the batch ends. The pending read is kept for the next batch, so the
 * store reads ahead while the runner writes.
 */
export const createBatcher = (subscription: Subscription, maxSize: number): EventBatcher => {
  const iterator = subscription[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<RecordedEvent>> | null = null;
  const pull = () => {
    if (!pending) {
      pending = iterator.next();
      // Handled when awaited; this only keeps an abandoned read from being "unhandled".
      pending.catch(() => undefined);
    }
    return pending;
  };

  return {
    async next() {
      const first = await pull();
      pending = null;
      if (first.done) return null;
      const batch = [first.value];
      const endOfAvailable = nextMacrotask(notReady);
      while (batch.length < maxSize) {
        const result = await Promise.race([pull(), endOfAvailable]);
        if (result === notReady) break;
        pending = null;
        if (result.done) break;
        batch.push(result.value);
      }
      // Start the next read now: the store reads while the runner writes this batch.
      void pull();
      return batch;
    },
  };
};
