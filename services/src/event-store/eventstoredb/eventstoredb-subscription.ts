import { setTimeout as sleep } from 'node:timers/promises';
import {
  excludeSystemEvents,
  START,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import {
  comparePositions,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@memorial-care/contracts/event-store';
import { defaultReadRetryDelaysMs } from '../subscription';
import { isSystemEvent, toRecordedEvent } from './event-mapping';

/**
 * `$all` through the server's catch-up subscription. When it drops (server restart, network),
 * it subscribes again from the last delivered position after a growing delay; when the delays
 * run out without a single event getting through, the iteration throws the last error.
 */
export const subscribeToAllWithRetry = ({
  client,
  after,
  retryDelaysMs = defaultReadRetryDelaysMs,
  onEnd,
}: {
  client: EventStoreDBClient;
  after: Position | undefined;
  retryDelaysMs?: readonly number[];
  onEnd?: () => void;
}): Subscription => {
  const abort = new AbortController();
  const { signal } = abort;
  let current: AllStreamSubscription | null = null;
  let iterated = false;
  let ended = false;
  const end = () => {
    abort.abort();
    const subscription = current;
    current = null;
    // Cancelling the call ends the stream, which ends the `for await` below.
    void subscription?.unsubscribe().catch(() => undefined);
    subscription?.destroy();
    if (ended) return;
    ended = true;
    onEnd?.();
  };

  async function* deliver(): AsyncGenerator<RecordedEvent, void, undefined> {
    let position = after;
    let failures = 0;
    try {
      while (!signal.aborted) {
        let failure: unknown = new Error('EventStoreDB ended the subscription');
        const subscription = client.subscribeToAll({
          fromPosition: position ?? START,
          filter: excludeSystemEvents(),
        });
        current = subscription;
        try {
          for await (const resolved of subscription) {
            const event = resolved.event;
            if (!event || isSystemEvent(event)) continue;
            failures = 0;
            // A resubscription must not repeat what was delivered.
            if (position && comparePositions(event.position, position) <= 0) continue;
            position = event.position;
            yield toRecordedEvent(event);
            if (signal.aborted) return;
          }
        } catch (error) {
          failure = error;
        } finally {
          if (current === subscription) current = null;
          void subscription.unsubscribe().catch(() => undefined);
        }
        if (signal.aborted) return;
        const delay = retryDelaysMs[failures++];
        if (delay === undefined) throw failure;
        await sleep(delay, undefined, { signal }).catch(() => undefined);
      }
    } finally {
      end();
    }
  }

  return {
    [Symbol.asyncIterator]() {
      if (iterated) throw new Error('A subscription can be iterated only once; subscribe again.');
      iterated = true;
      return deliver();
    },
    async close() {
      end();
    },
  };
};
