import { describe, it } from 'vitest';
import {
  ConflictError,
  DomainRuleError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import type { Actor } from './actor';
import { serviceRequestsDecider, type ServiceRequestCommand } from './service-requests-decider';
import {
  accepted,
  admin,
  caretaker,
  caretakerId,
  client,
  dragan,
  friday,
  now,
  otherCaretaker,
  otherCaretakerId,
  requested,
  requestId,
  started,
} from './service-requests-testing';

const given = DeciderSpecification.for(serviceRequestsDecider);

const open = [requested()];
const offeredToDragan = [requested({ caretakerId })];
const scheduled = [...open, accepted()];
const inProgress = [...scheduled, started];
const deleted = [...open, { type: 'ServiceRequestDeleted', data: { requestId } } as const];

const accept = (actor: Actor, by = actor.caretakerId ?? caretakerId): ServiceRequestCommand => ({
  type: 'AcceptTask',
  data: {
    requestId,
    caretakerId: by,
    actor,
    caretaker: by === caretakerId ? dragan : { ...dragan, caretakerId: by, name: 'Zoran' },
  },
});
const decline = (actor: Actor): ServiceRequestCommand => ({
  type: 'DeclineTask',
  data: { requestId, actor },
});
const start = (actor: Actor): ServiceRequestCommand => ({
  type: 'StartWork',
  data: { requestId, startedAt: now, actor },
});
const complete = (actor: Actor): ServiceRequestCommand => ({
  type: 'CompleteRequest',
  data: { requestId, completedDate: now, actor },
});
const cancel = (actor: Actor): ServiceRequestCommand => ({
  type: 'CancelServiceRequest',
  data: { requestId, actor },
});
const remove = (actor: Actor): ServiceRequestCommand => ({
  type: 'DeleteServiceRequest',
  data: { requestId, actor },
});
const changeStatus = (
  actor: Actor,
  status: 'pending' | 'completed' | 'cancelled',
): ServiceRequestCommand => ({
  type: 'ChangeServiceRequestStatus',
  data: { requestId, status, now, actor },
});

describe('AcceptTask', () => {
  it('lets a caretaker take an open pending task', () =>
    given(open).when(accept(caretaker)).then([accepted()]));

  it('lets a caretaker take a pending task offered to them', () =>
    given(offeredToDragan).when(accept(caretaker)).then([accepted()]));

  it('keeps a task offered to one caretaker from another', () =>
    given(offeredToDragan)
      .when(accept(otherCaretaker))
      .thenThrows(ForbiddenError, { message: 'This task is not assigned to you' }));

  it('does not let a caretaker accept in another caretaker’s name', () =>
    given(open).when(accept(caretaker, otherCaretakerId)).thenThrows(ForbiddenError));

  it('lets an admin give the task to a caretaker', () =>
    given(open).when(accept(admin, caretakerId)).then([accepted()]));

  it('answers 409 to the second of two caretakers', () =>
    given(scheduled).when(accept(otherCaretaker)).thenThrows(ConflictError, {
      status: 409,
      code: 'TASK_ALREADY_ACCEPTED',
      message: 'Another caretaker has already accepted this task',
    }));

  it('changes nothing when the same caretaker accepts again', () =>
    given(scheduled).when(accept(caretaker)).thenNothing());

  it('refuses a task whose visit falls on a day the caretaker does not work', () =>
    given([requested({ scheduledDate: friday })])
      .when(accept(caretaker))
      .thenThrows(DomainRuleError, { code: 'CARETAKER_NOT_AVAILABLE' }));

  it('refuses a caretaker the read model does not know', () =>
    given(open)
      .when({
        type: 'AcceptTask',
        data: { requestId, caretakerId, actor: caretaker, caretaker: null },
      })
      .thenThrows(ValidationError));

  it('accepts only pending tasks', () =>
    given(inProgress).when(accept(caretaker)).thenThrows(DomainRuleError, {
      code: 'INVALID_STATUS_TRANSITION',
      message: 'A request that is in progress cannot be accepted',
    }));

  it('is never a client’s', () =>
    given(open).when(accept(client, caretakerId)).thenThrows(ForbiddenError));
});

describe('DeclineTask', () => {
  it('returns a scheduled task to pending without its caretaker', () =>
    given(scheduled)
      .when(decline(caretaker))
      .then([{ type: 'TaskDeclined', data: { requestId, caretakerId } }]));

  it('lets the caretaker a pending task is offered to decline it', () =>
    given(offeredToDragan)
      .when(decline(caretaker))
      .then([{ type: 'TaskDeclined', data: { requestId, caretakerId } }]));

  it('is only the assigned caretaker’s (or an admin’s)', () => {
    given(scheduled).when(decline(otherCaretaker)).thenThrows(ForbiddenError);
    given(scheduled).when(decline(client)).thenThrows(ForbiddenError);
    given(scheduled)
      .when(decline(admin))
      .then([{ type: 'TaskDeclined', data: { requestId, caretakerId } }]);
  });

  it('cannot decline work in progress, nor a task nobody has', () => {
    given(inProgress)
      .when(decline(caretaker))
      .thenThrows(DomainRuleError, { code: 'INVALID_STATUS_TRANSITION' });
    given(open)
      .when(decline(admin))
      .thenThrows(DomainRuleError, { code: 'NO_CARETAKER_TO_DECLINE' });
  });
});

describe('StartWork and CompleteRequest', () => {
  it('lets the assigned caretaker start and complete', () => {
    given(scheduled).when(start(caretaker)).then([started]);
    given(inProgress)
      .when(complete(caretaker))
      .then([{ type: 'ServiceRequestCompleted', data: { requestId, completedDate: now } }]);
  });

  it('keeps other caretakers and clients out', () => {
    for (const actor of [otherCaretaker, client]) {
      given(scheduled).when(start(actor)).thenThrows(ForbiddenError);
      given(inProgress).when(complete(actor)).thenThrows(ForbiddenError);
    }
  });

  it('never lets a caretaker skip the lifecycle', () => {
    given(offeredToDragan)
      .when(start(caretaker))
      .thenThrows(DomainRuleError, { code: 'INVALID_STATUS_TRANSITION' });
    given(scheduled)
      .when(complete(caretaker))
      .thenThrows(DomainRuleError, { code: 'INVALID_STATUS_TRANSITION' });
  });
});

describe('ChangeServiceRequestStatus (the admin dropdown)', () => {
  it('lets an admin set any status, completing now', () => {
    given(open)
      .when(changeStatus(admin, 'completed'))
      .then([
        {
          type: 'ServiceRequestStatusChanged',
          data: { requestId, from: 'pending', to: 'completed', completedDate: now },
        },
      ]);
    given(inProgress)
      .when(changeStatus(admin, 'pending'))
      .then([
        {
          type: 'ServiceRequestStatusChanged',
          data: { requestId, from: 'in_progress', to: 'pending' },
        },
      ]);
  });

  it('records nothing for the status it already has', () =>
    given(open).when(changeStatus(admin, 'pending')).thenNothing());

  // A client's own cancel goes through it too: client-cancel.unit.spec.ts.
  it('is not for caretakers, nor for clients beyond cancelling', () => {
    given(scheduled).when(changeStatus(caretaker, 'completed')).thenThrows(ForbiddenError);
    given(open).when(changeStatus(client, 'completed')).thenThrows(ForbiddenError);
  });
});

describe('CancelRequest and DeleteServiceRequest', () => {
  it('lets only an admin cancel', () => {
    given(scheduled)
      .when(cancel(admin))
      .then([{ type: 'ServiceRequestCancelled', data: { requestId } }]);
    given(scheduled).when(cancel(caretaker)).thenThrows(ForbiddenError);
  });

  it('deletes as an event, for admins only', () => {
    given(inProgress)
      .when(remove(admin))
      .then([{ type: 'ServiceRequestDeleted', data: { requestId } }]);
    given(open).when(remove(caretaker)).thenThrows(ForbiddenError);
    given(open).when(remove(client)).thenThrows(ForbiddenError);
  });

  it('treats a deleted request as gone', () => {
    given(deleted).when(remove(admin)).thenThrows(NotFoundError);
    given(deleted).when(accept(caretaker)).thenThrows(NotFoundError);
    given(deleted)
      .when({ type: 'RequestService', data: { requestId, clientId: null, serviceType: 'other' } })
      .thenThrows(DomainRuleError, { code: 'SERVICE_REQUEST_ALREADY_EXISTS' });
  });
});
