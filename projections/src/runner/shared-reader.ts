import {
  positionToToken,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@memorial-care/contracts/event-store';

export interface SharedLogReader {
  /** `eventStore.readAll({after, limit})`, shared by the runners of this process. */
  read(after: Position | undefined, limit: number): Promise<RecordedEvent[]>;
}

/**
 * Runners catching up from the same checkpoint ask for the same pages of `$all`; reading and
 * parsing each page once instead of once per projection is most of a multi-projection
 * catch-up's cost. Identical reads in flight are joined, and the last full pages are kept
 * (least recently used goes first), because a full page never changes: readers only see a prefix of the log, and a visible
 * prefix only grows at its end. A short page (the live tail) is not kept: it may still grow.
 */
export const createSharedLogReader = (
  eventStore: EventStore,
  /** Memory bound: events kept in full pages, across pages. */
  cachedEvents = 50_000,
): SharedLogReader => {
  const inFlight = new Map<string, Promise<RecordedEvent[]>>();
  const fullPages = new Map<string, RecordedEvent[]>();
  let cachedCount = 0;

  return {
    read(after, limit) {
      const key = `${after ? positionToToken(after) : 'start'}/${limit}`;
      const cached = fullPages.get(key);
      if (cached) {
        // Re-insert: Map keeps insertion order, so the first key is the least recently used.
        fullPages.delete(key);
        fullPages.set(key, cached);
        return Promise.resolve(cached);
      }
      const joined = inFlight.get(key);
      if (joined) return joined;
      const reading = eventStore.readAll({ after, limit }).then(
        (events) => {
          inFlight.delete(key);
          if (events.length === limit && !fullPages.has(key)) {
            fullPages.set(key, events);
            cachedCount += events.length;
            for (const [oldKey, oldPage] of fullPages) {
              if (cachedCount <= cachedEvents) break;
              fullPages.delete(oldKey);
              cachedCount -= oldPage.length;
            }
          }
          return events;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, reading);
      return reading;
    },
  };
};
