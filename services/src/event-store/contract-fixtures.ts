import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type EventStore,
  type EventToAppend,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@memorial-care/contracts/event-store';

/** Helpers of the event-store contract suite; they work against a store shared with others. */

/** Stream names unique to one test, so the suite also runs against a shared EventStoreDB. */
export const uniqueStreamPrefix = (label: string) => `contract-${label}-${randomUUID()}`;

export const newEvent = (type: string, data: unknown = {}): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    userId: randomUUID(),
    role: 'admin',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  },
});

export const ids = (events: readonly { id: string }[]) => events.map((e) => e.id);

/** The current end of `$all`, as far as this test is concerned: a marker event's position. */
export const markEnd = async (store: EventStore, prefix: string): Promise<Position> =>
  (
    await store.appendToStream(`${prefix}-marker`, [newEvent('MarkerSet')], {
      expectedRevision: 'any',
    })
  ).position;

/** Everything after `after` through readAll pages of `limit`, keeping what `keep` accepts. */
export const readAllAfter = async (
  store: EventStore,
  after: Position | undefined,
  keep: (event: RecordedEvent) => boolean,
  limit = 100,
): Promise<RecordedEvent[]> => {
  const kept: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll({ after: position, limit });
    if (page.length > limit) throw new Error(`readAll returned ${page.length} > limit ${limit}`);
    if (page.length === 0) return kept;
    kept.push(...page.filter(keep));
    position = page.at(-1)?.position;
  }
};

/**
 * readAllAfter, repeated until it has kept at least `count` events. A store may show a committed
 * event to readers only a moment later (PostgreSQL holds it back while an older write
 * transaction, anywhere on the server, is still open), never out of order.
 */
export const readAllUntil = async (
  store: EventStore,
  after: Position | undefined,
  keep: (event: RecordedEvent) => boolean,
  count: number,
  limit = 100,
  timeoutMs = 15_000,
): Promise<RecordedEvent[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const kept = await readAllAfter(store, after, keep, limit);
    if (kept.length >= count) return kept;
    if (Date.now() > deadline)
      throw new Error(`readAll showed ${kept.length}/${count} events before the timeout`);
    await sleep(20);
  }
};

export interface Collector {
  /** Events accepted so far, in delivery order. */
  readonly events: RecordedEvent[];
  /** Resolves once `count` events were accepted; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<RecordedEvent[]>;
  /** Resolves when the iteration has ended (closed or failed). */
  readonly ended: Promise<void>;
}

/** Consumes a subscription in the background, keeping the events `keep` accepts. */
export const collect = (
  subscription: Subscription,
  keep: (event: RecordedEvent) => boolean,
): Collector => {
  const events: RecordedEvent[] = [];
  let iterationError: unknown = null;
  const waiters = new Set<() => void>();
  const ended = (async () => {
    try {
      for await (const event of subscription) {
        if (!keep(event)) continue;
        events.push(event);
        for (const wake of waiters) wake();
      }
    } catch (error) {
      iterationError = error;
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let finished = false;
  void ended.then(() => (finished = true));

  return {
    events,
    ended,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (iterationError) throw iterationError;
        if (finished) throw new Error(`Subscription ended after ${events.length}/${count} events`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Timed out with ${events.length}/${count} events delivered`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
      return events.slice(0, count);
    },
  };
};

/** True when the list is in strictly increasing `$all` order. */
export const strictlyIncreasing = (events: readonly RecordedEvent[]) =>
  events.every(
    (event, i) => i === 0 || comparePositions(events[i - 1]!.position, event.position) < 0,
  );

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
