import type { RequestStatus } from '@memorial-care/contracts/domain';
import {
  serviceRequestEventTypes,
  type ServiceRequestEvent,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ConflictError, DomainRuleError, NotFoundError, ValidationError } from '../shared/errors';
import {
  requireAdministrative,
  requireAssignedOrAdministrative,
  systemActor,
  type Actor,
} from './actor';
import { toServiceRequested, type NewServiceRequest } from './new-request';
import {
  changedFields,
  failOn,
  normalizeTimestamp,
  validateNewForm,
  type RuleFacts,
  type ServiceRequestFields,
  type ServiceRequestForm,
} from './request-form';
import { assertCaretakerAvailable, type CaretakerAvailability } from './request-rules';

export { normalizeAmount } from './request-rules';
export type { NewServiceRequest } from './new-request';

/** `actor` absent: a system process (the seed, the bench), which may do what an admin may. */
export type ServiceRequestCommand =
  /** The guest form, the seed and imports. */
  | { readonly type: 'RequestService'; readonly data: NewServiceRequest }
  /** The admin's request form, with every rule of spec part 2, §5. */
  | {
      readonly type: 'CreateServiceRequest';
      readonly data: FormCommandData;
    }
  /** The admin's edit (form or details dialog): any field, and the status freely. */
  | { readonly type: 'UpdateServiceRequest'; readonly data: FormCommandData }
  /** The admin's status dropdown. */
  | {
      readonly type: 'ChangeServiceRequestStatus';
      readonly data: {
        readonly requestId: string;
        readonly status: RequestStatus;
        readonly completedDate?: string | null;
        readonly now: string;
        readonly actor: Actor;
      };
    }
  | {
      readonly type: 'ScheduleServiceRequest';
      readonly data: {
        readonly requestId: string;
        readonly caretakerId: string;
        readonly scheduledDate: string;
        readonly actor?: Actor;
      };
    }
  | {
      readonly type: 'AcceptTask';
      readonly data: {
        readonly requestId: string;
        readonly caretakerId: string;
        readonly actor: Actor;
        /** The accepting caretaker's days, from the read model; null when unknown there. */
        readonly caretaker: CaretakerAvailability | null;
      };
    }
  | { readonly type: 'DeclineTask'; readonly data: RequestOnly & { readonly actor: Actor } }
  | {
      readonly type: 'StartWork';
      /** When the caretaker started (ISO): the time of the command. */
      readonly data: RequestOnly & { readonly startedAt: string };
    }
  | {
      readonly type: 'CompleteRequest';
      readonly data: RequestOnly & { readonly completedDate: string };
    }
  | { readonly type: 'CancelServiceRequest'; readonly data: RequestOnly }
  | {
      readonly type: 'DeleteServiceRequest';
      readonly data: RequestOnly & { readonly actor: Actor };
    };

interface RequestOnly {
  readonly requestId: string;
  readonly actor?: Actor;
}

interface FormCommandData {
  readonly requestId: string;
  readonly form: ServiceRequestForm;
  /** ISO time of the command: "not in the past" and "completed now" are measured from it. */
  readonly now: string;
  readonly facts: RuleFacts;
  readonly actor: Actor;
}

export type ServiceRequestState =
  | { readonly status: 'absent' }
  | { readonly status: 'deleted'; readonly requestId: string }
  | {
      readonly status: RequestStatus;
      readonly requestId: string;
      readonly fields: ServiceRequestFields;
    };
type OpenState = Extract<ServiceRequestState, { fields: unknown }>;

const requestEventTypes: ReadonlySet<string> = new Set(serviceRequestEventTypes);

const statusLabel = (status: RequestStatus) => status.replace('_', ' ');

const existing = (state: ServiceRequestState): OpenState => {
  if (state.status === 'absent' || state.status === 'deleted')
    throw new NotFoundError('Service request not found');
  return state;
};

/** The task lifecycle: pending → scheduled → in_progress → completed; cancel while open. */
const requireStatus = (
  state: OpenState,
  allowed: readonly RequestStatus[],
  verb: string,
  command: ServiceRequestCommand['type'],
) => {
  if (!allowed.includes(state.status))
    throw new DomainRuleError(
      'INVALID_STATUS_TRANSITION',
      `A request that is ${statusLabel(state.status)} cannot be ${verb}`,
      { from: state.status, command },
    );
};

const requireTimestamp = (value: string, path: string, message: string): string => {
  const timestamp = normalizeTimestamp(value);
  if (!timestamp) throw new ValidationError(message, [{ path, message }]);
  return timestamp;
};

/** An admin's free status move; completing without a time completes now. */
const statusChange = (
  state: OpenState,
  to: RequestStatus,
  completedDate: string | null | undefined,
  now: string,
): ServiceRequestEvent[] => {
  if (to === state.status) return [];
  if (to !== 'completed')
    return [
      {
        type: 'ServiceRequestStatusChanged',
        data: { requestId: state.requestId, from: state.status, to },
      },
    ];
  const when = completedDate
    ? requireTimestamp(completedDate, 'completedDate', 'Please give a valid completion time')
    : now;
  return [
    {
      type: 'ServiceRequestStatusChanged',
      data: { requestId: state.requestId, from: state.status, to, completedDate: when },
    },
  ];
};

/**
 * A family cancels its own request while the office has not scheduled it yet; someone else's
 * answers like a missing one. The event is the admin's status change, so everything downstream
 * reads both alike; cancelling a cancelled request again changes nothing.
 */
const cancelByClient = (
  state: OpenState,
  actor: Actor,
  { status, now }: { readonly status: RequestStatus; readonly now: string },
): ServiceRequestEvent[] => {
  if (actor.clientId === null || actor.clientId !== state.fields.clientId)
    throw new NotFoundError('Service request not found');
  if (status !== 'cancelled') requireAdministrative(actor);
  if (state.status === 'cancelled') return [];
  if (state.status !== 'pending')
    throw new DomainRuleError(
      'INVALID_STATUS_TRANSITION',
      `A request that is ${statusLabel(state.status)} can no longer be cancelled online. Please contact the office.`,
      { from: state.status, command: 'ChangeServiceRequestStatus' },
    );
  return statusChange(state, 'cancelled', null, now);
};

const create = ({ requestId, form, now, facts, actor }: FormCommandData) => {
  requireAdministrative(actor);
  const fields = validateNewForm(form, now, facts);
  const { completedDate, ...requested } = fields;
  const events: ServiceRequestEvent[] = [
    {
      type: 'ServiceRequested',
      data: { requestId, ...requested, guest: null, description: null },
    },
  ];
  if (form.status && form.status !== 'pending')
    events.push(
      ...statusChange({ status: 'pending', requestId, fields }, form.status, completedDate, now),
    );
  return events;
};

const update = (state: OpenState, { form, now, facts, actor }: FormCommandData) => {
  requireAdministrative(actor);
  const completing = form.status === 'completed' && state.status !== 'completed';
  // Saved as completed with the completion time cleared: completed now.
  const clearedOnCompleted =
    form.status === 'completed' && (form.completedDate === null || form.completedDate === '');
  const completedDate = clearedOnCompleted ? now : form.completedDate;
  // A completion time sent with the move to completed belongs to that move.
  const { completedDate: _sent, ...rest } = form;
  const changes = changedFields(
    completing ? rest : { ...form, completedDate },
    state.fields,
    now,
    facts,
  );
  const events: ServiceRequestEvent[] = [];
  if (Object.keys(changes).length > 0)
    events.push({ type: 'ServiceRequestUpdated', data: { requestId: state.requestId, changes } });
  if (form.status) events.push(...statusChange(state, form.status, completedDate, now));
  return events;
};

const accept = (
  state: OpenState,
  data: Extract<ServiceRequestCommand, { type: 'AcceptTask' }>['data'],
): ServiceRequestEvent[] => {
  const { actor, caretakerId } = data;
  // A caretaker accepts only in their own name.
  requireAssignedOrAdministrative(actor, caretakerId);
  const taken = state.fields.caretakerId;
  if (state.status === 'scheduled' && taken === caretakerId) return [];
  if (state.status === 'scheduled' && taken !== null)
    throw new ConflictError(
      'Another caretaker has already accepted this task',
      'TASK_ALREADY_ACCEPTED',
    );
  requireStatus(state, ['pending'], 'accepted', 'AcceptTask');
  // A task offered to one caretaker is theirs to accept; an open one is anyone's.
  if (actor.role === 'caretaker' && taken !== null && taken !== caretakerId)
    requireAssignedOrAdministrative(actor, taken);
  if (state.fields.scheduledDate) {
    if (data.caretaker?.caretakerId !== caretakerId)
      failOn([
        { path: 'caretakerId', message: 'Please assign a caretaker for this service request' },
      ]);
    else assertCaretakerAvailable(data.caretaker, state.fields.scheduledDate);
  }
  return [{ type: 'TaskAccepted', data: { requestId: state.requestId, caretakerId } }];
};

const decline = (state: OpenState, actor: Actor): ServiceRequestEvent[] => {
  const { caretakerId } = state.fields;
  requireAssignedOrAdministrative(actor, caretakerId);
  requireStatus(state, ['pending', 'scheduled'], 'declined', 'DeclineTask');
  if (!caretakerId)
    throw new DomainRuleError('NO_CARETAKER_TO_DECLINE', 'Nobody has this task to decline it');
  return [{ type: 'TaskDeclined', data: { requestId: state.requestId, caretakerId } }];
};

const decideOn = (state: OpenState, command: ServiceRequestCommand): ServiceRequestEvent[] => {
  const { requestId } = state;
  const actor = ('actor' in command.data ? command.data.actor : undefined) ?? systemActor;
  switch (command.type) {
    case 'RequestService':
    case 'CreateServiceRequest':
      throw new DomainRuleError(
        'SERVICE_REQUEST_ALREADY_EXISTS',
        'This service request already exists',
      );
    case 'UpdateServiceRequest':
      return update(state, command.data);
    case 'ChangeServiceRequestStatus':
      if (actor.role === 'client') return cancelByClient(state, actor, command.data);
      requireAdministrative(actor);
      return statusChange(state, command.data.status, command.data.completedDate, command.data.now);
    case 'ScheduleServiceRequest': {
      requireAdministrative(actor);
      requireStatus(state, ['pending'], 'scheduled', command.type);
      const caretakerId = command.data.caretakerId.trim();
      if (!caretakerId)
        failOn([
          { path: 'caretakerId', message: 'Please assign a caretaker to handle this request' },
        ]);
      const scheduledDate = requireTimestamp(
        command.data.scheduledDate,
        'scheduledDate',
        'Please select a scheduled visit date',
      );
      return [{ type: 'ServiceRequestScheduled', data: { requestId, caretakerId, scheduledDate } }];
    }
    case 'AcceptTask':
      return accept(state, command.data);
    case 'DeclineTask':
      return decline(state, actor);
    case 'StartWork':
      requireAssignedOrAdministrative(actor, state.fields.caretakerId);
      requireStatus(state, ['scheduled'], 'started', command.type);
      return [
        {
          type: 'ServiceRequestStarted',
          data: { requestId, startedAt: command.data.startedAt },
        },
      ];
    case 'CompleteRequest': {
      requireAssignedOrAdministrative(actor, state.fields.caretakerId);
      requireStatus(state, ['in_progress'], 'completed', command.type);
      const completedDate = requireTimestamp(
        command.data.completedDate,
        'completedDate',
        'Please give a valid completion time',
      );
      return [{ type: 'ServiceRequestCompleted', data: { requestId, completedDate } }];
    }
    case 'CancelServiceRequest':
      requireAdministrative(actor);
      requireStatus(state, ['pending', 'scheduled', 'in_progress'], 'cancelled', command.type);
      return [{ type: 'ServiceRequestCancelled', data: { requestId } }];
    case 'DeleteServiceRequest':
      requireAdministrative(actor);
      return [{ type: 'ServiceRequestDeleted', data: { requestId } }];
  }
};

const evolveOpen = (state: OpenState, event: ServiceRequestEvent): ServiceRequestState => {
  const withFields = (status: RequestStatus, fields: Partial<ServiceRequestFields> = {}) => ({
    ...state,
    status,
    fields: { ...state.fields, ...fields },
  });
  switch (event.type) {
    case 'ServiceRequested':
      return state;
    case 'ServiceRequestScheduled':
      return withFields('scheduled', {
        caretakerId: event.data.caretakerId,
        scheduledDate: event.data.scheduledDate,
      });
    case 'ServiceRequestStarted':
      return withFields('in_progress');
    case 'ServiceRequestCompleted':
      return withFields('completed', { completedDate: event.data.completedDate });
    case 'ServiceRequestCancelled':
      return withFields('cancelled');
    case 'ServiceRequestUpdated':
      return withFields(state.status, event.data.changes);
    case 'ServiceRequestStatusChanged':
      return withFields(
        event.data.to,
        event.data.completedDate ? { completedDate: event.data.completedDate } : {},
      );
    case 'TaskAccepted':
      return withFields('scheduled', { caretakerId: event.data.caretakerId });
    case 'TaskDeclined':
      return withFields('pending', { caretakerId: null });
    case 'ServiceRequestDeleted':
      return { status: 'deleted', requestId: state.requestId };
  }
};

export const serviceRequestsDecider: Decider<
  ServiceRequestState,
  ServiceRequestCommand,
  ServiceRequestEvent
> = {
  eventTypes: serviceRequestEventTypes,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    // The stream also holds the request's photos (photos feature): they change no field here.
    if (!requestEventTypes.has(event.type)) return state;
    if (event.type === 'ServiceRequested') {
      const { requestId, guest: _guest, description: _description, ...fields } = event.data;
      return { status: 'pending', requestId, fields: { ...fields, completedDate: null } };
    }
    if (state.status === 'absent' || state.status === 'deleted') return state;
    return evolveOpen(state, event);
  },

  decide: (command, state) => {
    if (state.status === 'absent') {
      if (command.type === 'RequestService')
        return [{ type: 'ServiceRequested', data: toServiceRequested(command.data) }];
      if (command.type === 'CreateServiceRequest') return create(command.data);
    }
    if (state.status === 'deleted' && command.type === 'RequestService')
      throw new DomainRuleError(
        'SERVICE_REQUEST_ALREADY_EXISTS',
        'This service request already exists',
      );
    return decideOn(existing(state), command);
  },
};
