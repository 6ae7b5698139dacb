import type { EventStore, Position, RecordedEvent } from '@memorial-care/contracts/event-store';
import { upcastRecordedEvent } from '@memorial-care/contracts/events';
import { createBatcher } from './batcher';
import { isZeroPosition } from './checkpoint-store';
import { createLogPage, type LogPage } from './log-page';

/**
 * Every event the consumer, a rebuild or the audit reads from the store passes through here once,
 * before any projection or reactor sees it: an event stored in an older version of its schema
 * is brought up to today's (contracts' registry of upcasters), so read models never meet old
 * shapes.
 */
const upcastForSubscribers = upcastRecordedEvent;

export interface LiveTail {
  /** The next events available at once (at least one, at most the batch size); null once closed. */
  next(): Promise<LogPage | null>;
  close(): Promise<void>;
}

/** The one way events enter the consumer and a rebuild: catch-up pages and the live tail. */
export interface LogReader {
  /** Up to `limit` events after `after` (from the start at the zero position). */
  readPage(after: Position, limit: number): Promise<LogPage>;
  /** One subscription after `after`, delivered in batches of up to `maxBatch` events. */
  follow(after: Position, maxBatch: number): LiveTail;
}

export const createLogReader = (eventStore: EventStore): LogReader => {
  const prepare = (events: readonly RecordedEvent[]) =>
    createLogPage(events.map(upcastForSubscribers));
  const storeAfter = (position: Position) => (isZeroPosition(position) ? undefined : position);

  return {
    async readPage(after, limit) {
      return prepare(await eventStore.readAll({ after: storeAfter(after), limit }));
    },
    follow(after, maxBatch) {
      const subscription = eventStore.subscribeToAll({ after: storeAfter(after) });
      const batcher = createBatcher(subscription, maxBatch);
      return {
        async next() {
          const events = await batcher.next();
          return events && prepare(events);
        },
        close: () => subscription.close(),
      };
    },
  };
};
