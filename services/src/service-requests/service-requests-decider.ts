import {
  defaultPriority,
  limits,
  type Priority,
  type RequestStatus,
  type ServicePlan,
} from '@memorial-care/contracts/domain';
import type {
  RequestServiceType,
  ServiceRequested,
  ServiceRequestEvent,
  ServiceRequestGuest,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { DomainRuleError, NotFoundError, ValidationError, type FieldError } from '../shared/errors';

/** What a caller may send when asking for a service; absent optional fields take defaults. */
export interface NewServiceRequest {
  readonly requestId: string;
  readonly clientId?: string | null;
  readonly graveId?: string | null;
  readonly cemeteryId?: string | null;
  readonly caretakerId?: string | null;
  readonly serviceType: RequestServiceType;
  readonly priority?: Priority;
  /** ISO timestamp of the wished-for visit. */
  readonly scheduledDate?: string | null;
  /** Decimal EUR as text ("25", "25.5", "25.50"); empty or absent means 0.00. */
  readonly amount?: string | null;
  readonly paymentStatus?: ServiceRequested['paymentStatus'];
  readonly specialInstructions?: string | null;
  readonly planSelected?: ServicePlan | null;
  /** Contact details of a visitor without an account (the landing page's guest form). */
  readonly guest?: ServiceRequestGuest | null;
  readonly description?: string | null;
}

export type ServiceRequestCommand =
  | { readonly type: 'RequestService'; readonly data: NewServiceRequest }
  | {
      readonly type: 'ScheduleServiceRequest';
      readonly data: {
        readonly requestId: string;
        readonly caretakerId: string;
        readonly scheduledDate: string;
      };
    }
  | { readonly type: 'StartServiceRequest'; readonly data: { readonly requestId: string } }
  | {
      readonly type: 'CompleteServiceRequest';
      readonly data: { readonly requestId: string; readonly completedDate: string };
    }
  | { readonly type: 'CancelServiceRequest'; readonly data: { readonly requestId: string } };

export type ServiceRequestState =
  | { readonly status: 'absent' }
  | {
      readonly status: RequestStatus;
      readonly requestId: string;
      readonly caretakerId: string | null;
      readonly scheduledDate: string | null;
    };

type AmountCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * The amount as text with two places ("25" → "25.00"), within 0 and 10,000 EUR. Parsed as
 * digits, never through a float, so 0.1 + 0.2 problems cannot creep into the ledger.
 */
export const normalizeAmount = (input: string | null | undefined): AmountCheck => {
  const text = input?.trim() ?? '';
  if (text === '') return { ok: true, value: '0.00' };
  if (/^-\d/.test(text)) return { ok: false, message: 'Amount cannot be negative' };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match?.[1]) return { ok: false, message: 'Amount must be a valid number' };
  const euros = BigInt(match[1]);
  const cents = BigInt((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100n + cents;
  if (total < BigInt(limits.amountMinEur) * 100n)
    return { ok: false, message: 'Amount cannot be negative' };
  if (total > BigInt(limits.amountMaxEur) * 100n)
    return { ok: false, message: 'Amount seems unusually high (max €10,000)' };
  return { ok: true, value: `${euros}.${cents.toString().padStart(2, '0')}` };
};

/** An ISO timestamp in its canonical UTC form, or null when it is not a time at all. */
const normalizeTimestamp = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const requireTimestamp = (value: string, path: string, message: string): string => {
  const timestamp = normalizeTimestamp(value);
  if (!timestamp) throw new ValidationError(message, [{ path, message }]);
  return timestamp;
};

const optionalText = (value: string | null | undefined) => value?.trim() || null;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fail = (errors: FieldError[]) => {
  if (errors.length > 0) throw new ValidationError(errors.map((e) => e.message).join('; '), errors);
};

const normalizeGuest = (guest: ServiceRequestGuest, errors: FieldError[]) => {
  const normalized = {
    name: guest.name.trim(),
    email: guest.email.trim().toLowerCase(),
    phone: guest.phone.trim(),
  };
  // The guest form's own messages (spec part 1, section 5).
  if (!normalized.name)
    errors.push({ path: 'guest.name', message: 'Please enter your full name.' });
  if (!emailPattern.test(normalized.email))
    errors.push({ path: 'guest.email', message: 'Please enter a valid email address.' });
  if (!normalized.phone)
    errors.push({ path: 'guest.phone', message: 'Please enter your phone number.' });
  return normalized;
};

const toServiceRequested = (input: NewServiceRequest): ServiceRequested => {
  const errors: FieldError[] = [];
  const clientId = optionalText(input.clientId);
  const guest = input.guest ? normalizeGuest(input.guest, errors) : null;
  // A request belongs to a client, or to a guest who left contact details; never both.
  if (!clientId && !guest)
    errors.push({ path: 'clientId', message: 'Client selection is required' });
  if (clientId && guest)
    errors.push({ path: 'guest', message: "A client's request carries no guest details" });
  const amount = normalizeAmount(input.amount);
  if (!amount.ok) errors.push({ path: 'amount', message: amount.message });
  let scheduledDate: string | null = null;
  if (input.scheduledDate) {
    scheduledDate = normalizeTimestamp(input.scheduledDate);
    if (!scheduledDate)
      errors.push({ path: 'scheduledDate', message: 'Please select a valid visit date' });
  }
  fail(errors);
  return {
    requestId: input.requestId,
    clientId,
    graveId: optionalText(input.graveId),
    cemeteryId: optionalText(input.cemeteryId),
    caretakerId: optionalText(input.caretakerId),
    serviceType: input.serviceType,
    priority: input.priority ?? defaultPriority,
    scheduledDate,
    amount: amount.ok ? amount.value : '0.00',
    paymentStatus: input.paymentStatus ?? 'pending',
    specialInstructions: optionalText(input.specialInstructions),
    planSelected: input.planSelected ?? null,
    guest,
    description: optionalText(input.description),
  };
};

/** The lifecycle: pending → scheduled → in_progress → completed; cancel while still open. */
const allowedFrom: Record<
  Exclude<ServiceRequestCommand['type'], 'RequestService'>,
  readonly RequestStatus[]
> = {
  ScheduleServiceRequest: ['pending'],
  StartServiceRequest: ['scheduled'],
  CompleteServiceRequest: ['in_progress'],
  CancelServiceRequest: ['pending', 'scheduled', 'in_progress'],
};

const verbs: Record<keyof typeof allowedFrom, string> = {
  ScheduleServiceRequest: 'scheduled',
  StartServiceRequest: 'started',
  CompleteServiceRequest: 'completed',
  CancelServiceRequest: 'cancelled',
};

const statusLabel = (status: RequestStatus) => status.replace('_', ' ');

const assertTransition = (
  command: Exclude<ServiceRequestCommand, { type: 'RequestService' }>,
  state: ServiceRequestState,
) => {
  if (state.status === 'absent') throw new NotFoundError('Service request not found');
  if (!allowedFrom[command.type].includes(state.status))
    throw new DomainRuleError(
      'INVALID_STATUS_TRANSITION',
      `A ${statusLabel(state.status)} request cannot be ${verbs[command.type]}`,
      { from: state.status, command: command.type },
    );
  return state;
};

export const serviceRequestsDecider: Decider<
  ServiceRequestState,
  ServiceRequestCommand,
  ServiceRequestEvent
> = {
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    if (event.type === 'ServiceRequested')
      return {
        status: 'pending',
        requestId: event.data.requestId,
        caretakerId: event.data.caretakerId,
        scheduledDate: event.data.scheduledDate,
      };
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'ServiceRequestScheduled':
        return {
          ...state,
          status: 'scheduled',
          caretakerId: event.data.caretakerId,
          scheduledDate: event.data.scheduledDate,
        };
      case 'ServiceRequestStarted':
        return { ...state, status: 'in_progress' };
      case 'ServiceRequestCompleted':
        return { ...state, status: 'completed' };
      case 'ServiceRequestCancelled':
        return { ...state, status: 'cancelled' };
    }
  },

  decide: (command, state) => {
    if (command.type === 'RequestService') {
      if (state.status !== 'absent')
        throw new DomainRuleError(
          'SERVICE_REQUEST_ALREADY_EXISTS',
          'This service request already exists',
        );
      return [{ type: 'ServiceRequested', data: toServiceRequested(command.data) }];
    }
    const { requestId } = assertTransition(command, state);
    switch (command.type) {
      case 'ScheduleServiceRequest': {
        const caretakerId = command.data.caretakerId.trim();
        if (!caretakerId)
          fail([
            { path: 'caretakerId', message: 'Please assign a caretaker to handle this request' },
          ]);
        const scheduledDate = requireTimestamp(
          command.data.scheduledDate,
          'scheduledDate',
          'Please select a scheduled visit date',
        );
        return [
          { type: 'ServiceRequestScheduled', data: { requestId, caretakerId, scheduledDate } },
        ];
      }
      case 'StartServiceRequest':
        return [{ type: 'ServiceRequestStarted', data: { requestId } }];
      case 'CompleteServiceRequest': {
        const completedDate = requireTimestamp(
          command.data.completedDate,
          'completedDate',
          'Please give a valid completion time',
        );
        return [{ type: 'ServiceRequestCompleted', data: { requestId, completedDate } }];
      }
      case 'CancelServiceRequest':
        return [{ type: 'ServiceRequestCancelled', data: { requestId } }];
    }
  },
};
