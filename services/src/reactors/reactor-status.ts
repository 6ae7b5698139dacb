import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { isZeroPosition } from '@memorial-care/projections';
import { readReactorCheckpoints } from './checkpoint-store';

/** Lag is counted up to here: beyond it the admin only needs to know it is large. */
export const reactorLagCountLimit = 1000;

export interface ReactorStatusView {
  readonly name: string;
  /** `retrying` while the event after the checkpoint keeps failing. */
  readonly status: 'running' | 'retrying';
  readonly position: { readonly commit: string; readonly prepare: string };
  readonly eventsProcessed: number;
  /** Failed attempts at the event after the checkpoint; 0 while healthy. */
  readonly attempts: number;
  /** Events in `$all` after the checkpoint, up to reactorLagCountLimit. */
  readonly lag: number;
  readonly lastError: {
    readonly message: string;
    readonly eventId: string | null;
    readonly eventType: string | null;
    readonly at: string;
  } | null;
  readonly updatedAt: string;
}

/** For the admin: where each reactor stands, how far behind, and what it is retrying. */
export const getReactorStatuses = async (
  pool: DatabasePool,
  eventStore: EventStore,
): Promise<ReactorStatusView[]> => {
  const checkpoints = await readReactorCheckpoints(pool);
  return Promise.all(
    checkpoints.map(async (c) => ({
      name: c.name,
      status: c.attempts > 0 ? ('retrying' as const) : ('running' as const),
      position: { commit: c.position.commit.toString(), prepare: c.position.prepare.toString() },
      eventsProcessed: Number(c.eventsProcessed),
      attempts: c.attempts,
      // Counted through the port, so it is right whichever store holds the log.
      lag: (
        await eventStore.readAll({
          after: isZeroPosition(c.position) ? undefined : c.position,
          limit: reactorLagCountLimit,
        })
      ).length,
      lastError: c.lastError && {
        message: c.lastError.message,
        eventId: c.lastError.eventId,
        eventType: c.lastError.eventType,
        at: c.lastError.at.toISOString(),
      },
      updatedAt: c.updatedAt.toISOString(),
    })),
  );
};
