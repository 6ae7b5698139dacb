import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { parseRecordedEvent, type ServiceRequestEvent } from '@memorial-care/contracts/events';
import { eventsOf } from '../shared/aggregate-stream';
import { serviceRequestsDecider, type ServiceRequestState } from './service-requests-decider';

/** One recorded event of a request's stream with the state the decider holds after it. */
export interface ReplayStep {
  readonly revision: bigint;
  readonly type: string;
  readonly occurredAt: string;
  readonly userId: string | null;
  readonly role: string;
  readonly data: unknown;
  readonly stateAfter: ServiceRequestState;
}

/**
 * Folds a stream with the same load path and `evolve` the command handlers use, so an auditor
 * sees exactly the state each decision was taken against, and each event's data in its current
 * version (an old event upcast). Pure: the caller reads the stream.
 */
export const replayServiceRequest = (events: readonly RecordedEvent[]): ReplayStep[] => {
  let state = serviceRequestsDecider.initialState();
  return events.map(parseRecordedEvent).map((event) => {
    const own = eventsOf<ServiceRequestEvent>(serviceRequestsDecider.eventTypes, [event]);
    state = own.reduce(serviceRequestsDecider.evolve, state);
    return {
      revision: event.revision,
      type: event.type,
      occurredAt: event.metadata.occurredAt,
      userId: event.metadata.userId,
      role: event.metadata.role,
      data: event.data,
      stateAfter: state,
    };
  });
};
