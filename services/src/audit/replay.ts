import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { ServiceRequestEvent } from '@memorial-care/contracts/events';
import {
  serviceRequestsDecider,
  type ServiceRequestState,
} from '../service-requests/service-requests-decider';

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
 * Folds a stream with the same `evolve` the command handlers use, so an auditor sees exactly the
 * state each decision was taken against. Pure: the caller reads the stream.
 */
export const replayServiceRequest = (events: readonly RecordedEvent[]): ReplayStep[] => {
  let state = serviceRequestsDecider.initialState();
  return events.map((event) => {
    state = serviceRequestsDecider.evolve(state, {
      type: event.type,
      data: event.data,
    } as ServiceRequestEvent);
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
