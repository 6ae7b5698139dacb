import type { Position, RecordedEvent, Subscription } from '@memorial-care/contracts/event-store';

/**
 * A catch-up-then-live subscription over any store that can read `$all` in pages: read a
 * batch after the last delivered position, yield it, and when there is nothing new, wait for a
 * wake-up (NOTIFY, in-process signal or poll timeout).
 */
export const createSubscription = ({
  after,
  readBatch,
  waitForMore,
}: {
  after: Position | undefined;
  readBatch: (after: Position | undefined) => Promise<RecordedEvent[]>;
  waitForMore: (signal: AbortSignal) => Promise<void>;
}): Subscription => {
  const abort = new AbortController();
  let position = after;
  return {
    async *[Symbol.asyncIterator]() {
      while (!abort.signal.aborted) {
        const batch = await readBatch(position);
        for (const event of batch) {
          if (abort.signal.aborted) return;
          position = event.position;
          yield event;
        }
        if (batch.length === 0) await waitForMore(abort.signal);
      }
    },
    async close() {
      abort.abort();
    },
  };
};
