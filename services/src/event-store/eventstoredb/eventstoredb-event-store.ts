import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamRecordedEvent,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  comparePositions,
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@memorial-care/contracts/event-store';
import {
  isSystemEvent,
  toEsdbExpectedRevision,
  toEventData,
  toRecordedEvent,
} from './event-mapping';
import { subscribeToAllWithRetry } from './eventstoredb-subscription';

export interface EventStoreDbOptions {
  /** e.g. `esdb://localhost:2113?tls=false` */
  readonly connectionString: string;
}

/**
 * The EventStore port on EventStoreDB. Revisions and expectations are the server's own; `$all`
 * positions are its {commit, prepare}; events of the server itself (types starting with `$`)
 * are left out of readAll and subscribeToAll.
 */
export const createEventStoreDbEventStore = ({
  connectionString,
}: EventStoreDbOptions): EventStore => {
  const client = EventStoreDBClient.connectionString(connectionString);
  const openSubscriptions = new Set<Subscription>();
  let closed = false;

  const readStream = async (streamId: string): Promise<RecordedEvent[]> => {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: START,
      }))
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  };

  /** The last event of a stream (or the one at `fromRevision`), read backwards. */
  const lastEvent = async (
    streamId: string,
    fromRevision: bigint | typeof END,
  ): Promise<RecordedEvent | null> => {
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision,
        maxCount: 1,
      }))
        if (resolved.event) return toRecordedEvent(resolved.event);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return null;
  };

  /** Where an append landed, for servers whose append answer leaves the position out. */
  const positionOf = async (streamId: string, revision: bigint): Promise<Position> => {
    const event = await lastEvent(streamId, revision);
    if (event) return event.position;
    throw new Error(`Event ${revision} of stream ${streamId} is missing right after its append`);
  };

  const readAll = async ({ after, limit }: { after?: Position; limit: number }) => {
    const kept: RecordedEvent[] = [];
    if (limit <= 0) return kept;
    // Reads start AT a position; everything up to and including `cursor` is already seen.
    let cursor = after;
    for (;;) {
      const wanted = limit - kept.length;
      const requested = wanted + 1;
      const fromPosition: ReadPosition = cursor ?? START;
      const page: AllStreamRecordedEvent[] = [];
      for await (const resolved of client.readAll({
        direction: FORWARDS,
        fromPosition,
        maxCount: requested,
      }))
        if (resolved.event) page.push(resolved.event);
      for (const event of page) {
        if (cursor && comparePositions(event.position, cursor) <= 0) continue;
        cursor = event.position;
        if (isSystemEvent(event)) continue;
        kept.push(toRecordedEvent(event));
        if (kept.length === limit) return kept;
      }
      // A short page is the end of $all; a full one was only system events: read on.
      if (page.length < requested) return kept;
    }
  };

  return {
    async appendToStream(streamId, events, { expectedRevision }) {
      if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
      try {
        const result = await client.appendToStream(streamId, events.map(toEventData), {
          expectedRevision: toEsdbExpectedRevision(expectedRevision),
        });
        return {
          nextExpectedRevision: result.nextExpectedRevision,
          // The server answers the position of the append's last event (22.6 and later).
          position: result.position ?? (await positionOf(streamId, result.nextExpectedRevision)),
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError)
          throw new WrongExpectedRevisionError(streamId, expectedRevision, error.actualVersion);
        throw error;
      }
    },

    readStream,

    async readStreamHead(streamId) {
      const event = await lastEvent(streamId, END);
      return event ? { revision: event.revision, position: event.position } : null;
    },

    readAll,

    subscribeToAll({ after }) {
      if (closed) throw new Error('The event store is closed');
      const subscription = subscribeToAllWithRetry({
        client,
        after,
        onEnd: () => openSubscriptions.delete(subscription),
      });
      openSubscriptions.add(subscription);
      return subscription;
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...openSubscriptions].map((s) => s.close()));
      await client.dispose();
    },
  };
};
