import {
  caretakerUnavailability,
  limits,
  serviceDay,
  type PlanStatus,
  type Weekday,
} from '@memorial-care/contracts/domain';
import type { Dayjs } from 'dayjs';
import type { RequestFormField, RequestFormValues } from './request-form-values';

export type { Weekday };
/** The calendar date and weekday of an instant in Serbia, as on the server. */
export { serviceDay };

/**
 * One problem of the form, for its field and the summary. `key` names the message in the
 * `validation` texts; the values fill it in.
 */
export type FormIssue =
  | {
      readonly field: RequestFormField;
      readonly key:
        | 'clientRequired'
        | 'invalidEmail'
        | 'graveRequired'
        | 'cemeteryRequired'
        | 'serviceTypeRequired'
        | 'caretakerRequired'
        | 'dateRequired'
        | 'dateInPast'
        | 'priorityRequired'
        | 'amountInvalid'
        | 'amountNegative'
        | 'amountTooHigh';
    }
  | {
      readonly field: 'caretakerId';
      readonly key: 'caretakerUnavailable';
      /** The caretaker's name ('' reads "Selected caretaker"), the day, their days. */
      readonly name: string;
      readonly weekday: Weekday;
      readonly days: readonly Weekday[];
    }
  | {
      readonly field: 'caretakerId';
      readonly key: 'caretakerOnHoliday';
      readonly name: string;
      readonly weekday: Weekday;
      /** yyyy-MM-dd. */
      readonly date: string;
    };

export type FormIssueKey = FormIssue['key'];

/** What the rules know about a caretaker. */
export interface CaretakerFacts {
  readonly id: string;
  readonly name: string;
  /** Weekday names; none means any day. */
  readonly preferredVisitDays: readonly Weekday[];
  /** yyyy-MM-dd. */
  readonly holidayDates: readonly string[];
}

/** What the rules know about a client. */
export interface ClientFacts {
  readonly id: string;
  readonly planStatus: PlanStatus;
}

/** The edited request as stored (null for a new one): what it already had. */
export interface OriginalRequest {
  readonly clientId: string | null;
  readonly graveId: string | null;
  readonly caretakerId: string | null;
  readonly scheduledDate: string | null;
}

export interface ValidationContext {
  /** The edited request; null or absent for a new one. */
  readonly original?: OriginalRequest | null;
  readonly clients: readonly ClientFacts[];
  readonly caretakers: readonly CaretakerFacts[];
  readonly now: Date;
}

export interface ValidationResult {
  /** Every problem at once, in the form's order (spec §5: "N Error(s) Found"). */
  readonly issues: FormIssue[];
  /** The picked client's plan is overdue: submission is blocked ('Plan Status Warning'). */
  readonly planOverdue: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const filled = (value: string | null | undefined) => (value?.trim() ?? '') !== '';

/** The amount's problem, if any (spec §5): a number, not negative, at most €10,000. */
export function amountIssue(
  value: number | string | null | undefined,
): 'amountInvalid' | 'amountNegative' | 'amountTooHigh' | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return 'amountInvalid';
  if (amount < limits.amountMinEur) return 'amountNegative';
  if (amount > limits.amountMaxEur) return 'amountTooHigh';
  return null;
}

/**
 * The caretaker's problem with the day (spec §5): they work on their preferred weekdays (any
 * day when they named none; compared without case) and never on a holiday.
 */
export function availabilityIssue(caretaker: CaretakerFacts, instant: Date): FormIssue | null {
  const unavailable = caretakerUnavailability(caretaker, instant);
  if (!unavailable) return null;
  const { name } = caretaker;
  const { weekday, date, availableDays } = unavailable;
  return unavailable.reason === 'weekday'
    ? { field: 'caretakerId', key: 'caretakerUnavailable', name, weekday, days: availableDays }
    : { field: 'caretakerId', key: 'caretakerOnHoliday', name, weekday, date };
}

const validDate = (value: Dayjs | null | undefined): Date | null =>
  value && value.isValid() ? value.toDate() : null;

const sameMinute = (a: Date, b: string | null) =>
  b !== null && Math.floor(a.getTime() / 60_000) === Math.floor(Date.parse(b) / 60_000);

/**
 * The request form's checks, mirroring the server (spec §5), all collected at once.
 *
 * A new request needs a client (picked, or a typed name and email), a grave (picked, or a
 * deceased name and a cemetery), a service type, a caretaker, a visit date not in the past on a
 * day the caretaker works, a priority and a sane amount; an overdue client blocks it.
 *
 * An edit needs a service type and a priority; what the request already had (client, grave,
 * caretaker, date) cannot be cleared. As on the server, only a new date must not be in the
 * past, availability is checked only when the caretaker or the date changes, and the plan only
 * when the client changes.
 */
export function validateRequestForm(
  values: RequestFormValues,
  context: ValidationContext,
): ValidationResult {
  const original = context.original ?? null;
  const isEdit = original !== null;
  const required = (had: string | null | undefined) => !isEdit || Boolean(had);
  const issues: FormIssue[] = [];
  const add = (
    field: RequestFormField,
    key: Exclude<FormIssueKey, 'caretakerUnavailable' | 'caretakerOnHoliday'>,
  ) => issues.push({ field, key });

  // Client: picked, or (new request only) a name and an email to create one.
  const clientId = values.clientId || null;
  if (!clientId) {
    const typedName = !isEdit && filled(values.clientName);
    const typedEmail = !isEdit && filled(values.clientEmail);
    if (typedEmail && !emailPattern.test(values.clientEmail?.trim() ?? ''))
      add('clientEmail', 'invalidEmail');
    if (!(typedName && typedEmail) && required(original?.clientId))
      add('clientId', 'clientRequired');
  }

  // Grave: picked, or (new request only) a deceased name at a cemetery.
  if (!values.graveId) {
    const typedDeceased = !isEdit && filled(values.deceasedName);
    if (typedDeceased && !values.cemeteryId) add('cemeteryId', 'cemeteryRequired');
    else if (!typedDeceased && required(original?.graveId)) add('graveId', 'graveRequired');
  }

  if (!values.serviceType) add('serviceType', 'serviceTypeRequired');

  const caretakerId = values.caretakerId || null;
  if (!caretakerId && required(original?.caretakerId)) add('caretakerId', 'caretakerRequired');

  const date = validDate(values.scheduledDate);
  const dateChanged = !isEdit || date === null || !sameMinute(date, original.scheduledDate);
  if (!date) {
    if (required(original?.scheduledDate)) add('scheduledDate', 'dateRequired');
  } else if (dateChanged && serviceDay(date).date < serviceDay(context.now).date) {
    add('scheduledDate', 'dateInPast');
  }

  const caretakerChanged = !isEdit || caretakerId !== original.caretakerId;
  const caretaker = context.caretakers.find((c) => c.id === caretakerId);
  if (caretaker && date && (caretakerChanged || dateChanged)) {
    const issue = availabilityIssue(caretaker, date);
    if (issue) issues.push(issue);
  }

  if (!values.priority) add('priority', 'priorityRequired');

  const amount = amountIssue(values.amount);
  if (amount) add('amount', amount);

  const clientChanged = !isEdit || clientId !== original.clientId;
  const client = context.clients.find((c) => c.id === clientId);
  const planOverdue = clientChanged && client?.planStatus === 'overdue';

  return { issues, planOverdue };
}

/** The issues grouped by field, first message first, ready for antd `form.setFields`. */
export function issuesByField<T>(
  issues: readonly FormIssue[],
  message: (issue: FormIssue) => T,
): { name: RequestFormField; errors: T[] }[] {
  const byField = new Map<RequestFormField, T[]>();
  for (const issue of issues) {
    const list = byField.get(issue.field) ?? [];
    list.push(message(issue));
    byField.set(issue.field, list);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/**
 * The summary's issues after an edit: those shown by the last submit that still apply (a fixed
 * one leaves the summary at once; a new one waits for the next submit).
 */
export function stillOpenIssues(
  shown: readonly FormIssue[],
  current: readonly FormIssue[],
): FormIssue[] {
  return current.filter((issue) =>
    shown.some((was) => was.field === issue.field && was.key === issue.key),
  );
}
