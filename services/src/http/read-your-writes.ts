import type { EventStore } from '@memorial-care/contracts/event-store';
import type { ProjectionWaiter, WaitOutcome } from '@memorial-care/projections';
import type { AppDeps } from './deps';

export interface RequestReadYourWrites {
  /** The request's deps: its appends are noted, its waits scoped to what it appended. */
  readonly deps: AppDeps;
  /** The read models a wait of this request gave up on (for X-Read-Models-Lagging). */
  lagging(): readonly string[];
}

/**
 * Read-your-writes for one request. Its event store notes the types of the events the request
 * appends, and a wait without a scope covers only the projections that handle those (the
 * others have nothing new to show; a request that appended nothing here, like an idempotent
 * replay, waits for all). Once a wait gave up, later waits of the same request do not wait
 * again: the answer already says which read models lag.
 */
export const readYourWritesFor = (deps: AppDeps): RequestReadYourWrites => {
  const appendedTypes = new Set<string>();
  const lagging = new Set<string>();
  const eventStore: EventStore = {
    ...deps.eventStore,
    async appendToStream(streamId, events, options) {
      const result = await deps.eventStore.appendToStream(streamId, events, options);
      for (const event of events) appendedTypes.add(event.type);
      return result;
    },
  };
  const waitForProjections: ProjectionWaiter = async (position, scope) => {
    if (lagging.size > 0) return { lagging: [...lagging] } satisfies WaitOutcome;
    const outcome = await deps.waitForProjections(
      position,
      scope ?? (appendedTypes.size > 0 ? { eventTypes: [...appendedTypes] } : undefined),
    );
    for (const name of outcome.lagging) lagging.add(name);
    return outcome;
  };
  return {
    deps: { ...deps, eventStore, waitForProjections },
    lagging: () => [...lagging],
  };
};
