import {
  findCaretakerAvailability,
  findClientPlanStatus,
} from '@memorial-care/projections/service-requests';
import type { ServiceRequestEvent } from '@memorial-care/contracts/events';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import type { AppDeps } from '../http/deps';
import { fold } from '../shared/decider';
import type { RuleFacts } from './request-form';
import { serviceRequestsDecider } from './service-requests-decider';

/** The request as its stream has it now (to know which caretaker a rule is about). */
export const currentRequest = async (deps: AppDeps, requestId: string) =>
  fold(
    serviceRequestsDecider,
    (await deps.eventStore.readStream(serviceRequestStreamId(requestId))).map(
      (e) => ({ type: e.type, data: e.data }) as ServiceRequestEvent,
    ),
  );

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
