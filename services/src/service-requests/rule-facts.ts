import {
  findCaretakerAvailability,
  findClientPlanStatus,
} from '@memorial-care/projections/service-requests';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { aggregateStream } from '../shared/aggregate-stream';
import type { AppDeps } from '../http/deps';
import type { RuleFacts } from './request-form';
import { serviceRequestsDecider } from './service-requests-decider';

/** The request as its stream has it now (to know which caretaker a rule is about). */
export const currentRequest = async (deps: AppDeps, requestId: string) =>
  (
    await aggregateStream(
      deps.eventStore,
      serviceRequestStreamId(requestId),
      serviceRequestsDecider,
    )
  ).state;

/** The read-model facts for the caretaker and the client a command will leave the request with. */
export const loadRuleFacts = async (
  deps: AppDeps,
  { caretakerId, clientId }: { caretakerId: string | null; clientId: string | null },
): Promise<RuleFacts> => {
  const [caretaker, clientPlanStatus] = await Promise.all([
    caretakerId ? findCaretakerAvailability(deps.pool, caretakerId) : null,
    clientId ? findClientPlanStatus(deps.pool, clientId) : null,
  ]);
  return { caretaker, clientPlanStatus };
};
