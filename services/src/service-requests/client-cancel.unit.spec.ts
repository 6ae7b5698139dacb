import { describe, it } from 'vitest';
import type { RequestStatus } from '@memorial-care/contracts/domain';
import { DomainRuleError, ForbiddenError, NotFoundError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import type { Actor } from './actor';
import { serviceRequestsDecider, type ServiceRequestCommand } from './service-requests-decider';
import { accepted, admin, client, now, requested, requestId } from './service-requests-testing';

// A family cancels its own order from its request list (POST /api/service-requests/:id/cancel),
// with the admin's status command, while the office has not scheduled the visit yet.

const given = DeciderSpecification.for(serviceRequestsDecider);

const changeStatus = (actor: Actor, status: RequestStatus): ServiceRequestCommand => ({
  type: 'ChangeServiceRequestStatus',
  data: { requestId, status, now, actor },
});
const otherClient: Actor = {
  role: 'client',
  caretakerId: null,
  clientId: '6a1f0e9d-8c7b-4a65-9483-726150493827',
};
const pending = [requested()];
const cancelledByAdmin = {
  type: 'ServiceRequestStatusChanged',
  data: { requestId, from: 'pending', to: 'cancelled' },
} as const;

describe('a client cancelling a request', () => {
  it('cancels their own pending request with the same event as the admin', () => {
    given(pending).when(changeStatus(client, 'cancelled')).then([cancelledByAdmin]);
    given(pending).when(changeStatus(admin, 'cancelled')).then([cancelledByAdmin]);
  });

  it('changes nothing when it is already cancelled', () =>
    given([...pending, cancelledByAdmin])
      .when(changeStatus(client, 'cancelled'))
      .thenNothing());

  it('is refused once the office has scheduled the visit', () =>
    given([...pending, accepted()])
      .when(changeStatus(client, 'cancelled'))
      .thenThrows(DomainRuleError, {
        code: 'INVALID_STATUS_TRANSITION',
        message:
          'A request that is scheduled can no longer be cancelled online. Please contact the office.',
      }));

  it("answers someone else's request like a missing one", () => {
    given(pending).when(changeStatus(otherClient, 'cancelled')).thenThrows(NotFoundError);
    given(pending)
      .when(changeStatus({ ...client, clientId: null }, 'cancelled'))
      .thenThrows(NotFoundError);
    given([]).when(changeStatus(client, 'cancelled')).thenThrows(NotFoundError);
  });

  it('lets a client set no other status', () =>
    given(pending).when(changeStatus(client, 'scheduled')).thenThrows(ForbiddenError));
});
