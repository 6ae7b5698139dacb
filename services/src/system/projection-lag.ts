import type { EventStore, Position } from '@memorial-care/contracts/event-store';

/** Lag is counted up to here: beyond it the admin only needs to know it is large. */
export const lagCountLimit = 1000;

/**
 * Events in `$all` after a checkpoint, counted through the port, so it is right whichever
 * store holds the log (PostgreSQL or EventStoreDB).
 */
export const countEventsAfter = async (eventStore: EventStore, after: Position) =>
  (await eventStore.readAll({ after, limit: lagCountLimit })).length;
