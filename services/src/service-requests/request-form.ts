import type {
  PlanStatus,
  Priority,
  RequestStatus,
  ServicePlan,
} from '@memorial-care/contracts/domain';
import type {
  RequestServiceType,
  ServiceRequestChanges,
  ServiceRequested,
} from '@memorial-care/contracts/events';
import { ValidationError, type FieldError } from '../shared/errors';
import {
  assertCaretakerAvailable,
  assertPlanNotOverdue,
  isInThePast,
  normalizeAmount,
  type CaretakerAvailability,
} from './request-rules';

/** The admin form's fields (spec part 2, §7), as the route parsed them; absent = not sent. */
export interface ServiceRequestForm {
  readonly clientId?: string | null;
  readonly graveId?: string | null;
  readonly cemeteryId?: string | null;
  readonly caretakerId?: string | null;
  readonly serviceType?: RequestServiceType | null;
  readonly status?: RequestStatus | null;
  readonly priority?: Priority | null;
  /** Decimal EUR as text. */
  readonly amount?: string | null;
  readonly paymentStatus?: ServiceRequested['paymentStatus'] | null;
  readonly specialInstructions?: string | null;
  readonly planSelected?: ServicePlan | null;
  readonly scheduledDate?: string | null;
  readonly completedDate?: string | null;
}

/**
 * Read-model facts a rule needs, loaded by the command function so the decider stays pure:
 * the caretaker the request will have, and the plan status of the client it is for.
 */
export interface RuleFacts {
  readonly caretaker: CaretakerAvailability | null;
  readonly clientPlanStatus: PlanStatus | null;
}

/** Every field of a request apart from its status. */
export interface ServiceRequestFields extends Omit<Required<ServiceRequestChanges>, 'clientId'> {
  readonly clientId: string | null;
}

/** An ISO timestamp in its canonical UTC form, or null when it is not a time at all. */
export const normalizeTimestamp = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

export const optionalText = (value: string | null | undefined) => value?.trim() || null;

export const failOn = (errors: readonly FieldError[]) => {
  if (errors.length > 0)
    throw new ValidationError(errors.map((e) => e.message).join('; '), [...errors]);
};

const caretakerMissing = 'Please assign a caretaker to handle this request';

/** The scheduled date, canonical and not in the past; null (with an error) otherwise. */
const checkScheduledDate = (value: string, now: string, errors: FieldError[]) => {
  const scheduledDate = normalizeTimestamp(value);
  if (!scheduledDate)
    errors.push({ path: 'scheduledDate', message: 'Please select a valid visit date' });
  else if (isInThePast(scheduledDate, now))
    errors.push({ path: 'scheduledDate', message: 'Scheduled date cannot be in the past' });
  return scheduledDate;
};

/** The caretaker must be one the read model knows, free on that day. */
const checkAvailability = (
  caretakerId: string | null,
  scheduledDate: string | null,
  facts: RuleFacts,
) => {
  if (!caretakerId || !scheduledDate) return;
  if (facts.caretaker?.caretakerId !== caretakerId)
    failOn([
      { path: 'caretakerId', message: 'Please assign a caretaker for this service request' },
    ]);
  else assertCaretakerAvailable(facts.caretaker, scheduledDate);
};

/**
 * The admin form's submit (spec part 2, §5): client, grave, service type, priority, caretaker
 * and visit date are required; the amount is checked; field errors come all together, then
 * the plan and availability rules (422).
 */
export const validateNewForm = (
  form: ServiceRequestForm,
  now: string,
  facts: RuleFacts,
): ServiceRequestFields => {
  const errors: FieldError[] = [];
  const clientId = optionalText(form.clientId);
  const graveId = optionalText(form.graveId);
  const caretakerId = optionalText(form.caretakerId);
  if (!clientId) errors.push({ path: 'clientId', message: 'Client selection is required' });
  if (!graveId)
    errors.push({ path: 'graveId', message: 'Please select a grave for this service request' });
  if (!form.serviceType)
    errors.push({ path: 'serviceType', message: 'Please select a service type' });
  if (!form.priority) errors.push({ path: 'priority', message: 'Please select a priority level' });
  if (!caretakerId) errors.push({ path: 'caretakerId', message: caretakerMissing });
  const scheduledDate = form.scheduledDate
    ? checkScheduledDate(form.scheduledDate, now, errors)
    : (errors.push({ path: 'scheduledDate', message: 'Please select a visit date' }), null);
  const amount = normalizeAmount(form.amount);
  if (!amount.ok) errors.push({ path: 'amount', message: amount.message });
  let completedDate: string | null = null;
  if (form.completedDate) {
    completedDate = normalizeTimestamp(form.completedDate);
    if (!completedDate)
      errors.push({ path: 'completedDate', message: 'Please give a valid completion time' });
  }
  failOn(errors);
  if (clientId) assertPlanNotOverdue(clientId, facts.clientPlanStatus);
  checkAvailability(caretakerId, scheduledDate, facts);
  return {
    clientId,
    graveId,
    cemeteryId: optionalText(form.cemeteryId),
    caretakerId,
    serviceType: form.serviceType ?? 'grave_cleaning',
    priority: form.priority ?? 'normal',
    scheduledDate,
    completedDate,
    amount: amount.ok ? amount.value : '0.00',
    paymentStatus: form.paymentStatus ?? 'pending',
    specialInstructions: optionalText(form.specialInstructions),
    planSelected: form.planSelected ?? null,
  };
};

type FieldName = keyof ServiceRequestFields;

/** A sent field's normalized value, collecting its error; `undefined` for a field not sent. */
const normalizedChange = (
  form: ServiceRequestForm,
  now: string,
  errors: FieldError[],
): Partial<Record<FieldName, unknown>> => {
  const out: Partial<Record<FieldName, unknown>> = {};
  for (const key of ['graveId', 'cemeteryId', 'specialInstructions'] as const)
    if (form[key] !== undefined) out[key] = optionalText(form[key]);
  for (const key of ['serviceType', 'priority', 'paymentStatus'] as const) {
    const value = form[key];
    if (value === undefined) continue;
    if (value === null) {
      const message =
        key === 'priority'
          ? 'Please select a priority level'
          : key === 'serviceType'
            ? 'Please select a service type'
            : 'Please select a payment status';
      errors.push({ path: key, message });
    } else out[key] = value;
  }
  if (form.planSelected !== undefined) out.planSelected = form.planSelected;
  if (form.clientId !== undefined) {
    const clientId = optionalText(form.clientId);
    if (!clientId) errors.push({ path: 'clientId', message: 'Client selection is required' });
    out.clientId = clientId;
  }
  if (form.caretakerId !== undefined) out.caretakerId = optionalText(form.caretakerId);
  if (form.amount !== undefined) {
    const amount = normalizeAmount(form.amount);
    if (amount.ok) out.amount = amount.value;
    else errors.push({ path: 'amount', message: amount.message });
  }
  if (form.scheduledDate !== undefined)
    out.scheduledDate = form.scheduledDate
      ? checkScheduledDate(form.scheduledDate, now, errors)
      : null;
  if (form.completedDate !== undefined) {
    const completedDate = form.completedDate ? normalizeTimestamp(form.completedDate) : null;
    if (form.completedDate && !completedDate)
      errors.push({ path: 'completedDate', message: 'Please give a valid completion time' });
    out.completedDate = completedDate;
  }
  return out;
};

/**
 * An edit: only the fields that really change. A new date must not be in the past (an old
 * one may be); a new caretaker or date is checked against availability; a new client against
 * an overdue plan.
 */
export const changedFields = (
  form: ServiceRequestForm,
  current: ServiceRequestFields,
  now: string,
  facts: RuleFacts,
): ServiceRequestChanges => {
  const errors: FieldError[] = [];
  const sent = normalizedChange(form, now, errors);
  // An unchanged date from the past is sent back as it was; only a new date is checked.
  if (sent.scheduledDate === current.scheduledDate)
    for (let i = errors.length - 1; i >= 0; i--)
      if (errors[i]?.path === 'scheduledDate') errors.splice(i, 1);
  failOn(errors);
  const changes = Object.fromEntries(
    Object.entries(sent).filter(([key, value]) => current[key as FieldName] !== value),
  ) as ServiceRequestChanges;
  if (changes.clientId) assertPlanNotOverdue(changes.clientId, facts.clientPlanStatus);
  if (changes.caretakerId !== undefined || changes.scheduledDate !== undefined)
    checkAvailability(
      changes.caretakerId === undefined ? current.caretakerId : changes.caretakerId,
      changes.scheduledDate === undefined ? current.scheduledDate : changes.scheduledDate,
      facts,
    );
  return changes;
};
