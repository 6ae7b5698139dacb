import {
  defaultPriority,
  guestServiceTypes,
  serviceTypes,
  type Priority,
  type requestPaymentStatuses,
  type RequestStatus,
  type ServicePlan,
} from '@memorial-care/contracts/domain';
import type {
  CreateServiceRequestBody,
  ServiceRequest,
  UpdateServiceRequestBody,
} from '@memorial-care/contracts/http';
import dayjs, { type Dayjs } from 'dayjs';

export type RequestServiceType = (typeof serviceTypes)[number] | (typeof guestServiceTypes)[number];
export type RequestPaymentStatus = (typeof requestPaymentStatuses)[number];

/**
 * What the request form holds. The fields carry the request's own names, so a server error's
 * path (`body.caretakerId`) finds its field. A Select with nothing picked holds `undefined`
 * (never an empty string, spec §5).
 */
export interface RequestFormValues {
  clientId?: string;
  /** Read-only (the picked client's) when a client is picked; the new client's otherwise. */
  clientEmail?: string;
  /** The new client's name, typed when no client is picked. */
  clientName?: string;
  graveId?: string;
  /** The new grave's deceased name, typed when no grave is picked. */
  deceasedName?: string;
  graveNumber?: string;
  /** The picked grave's cemetery, or the one chosen for a new grave. */
  cemeteryId?: string;
  serviceType?: RequestServiceType;
  caretakerId?: string;
  scheduledDate?: Dayjs | null;
  status?: RequestStatus;
  priority?: Priority;
  /** InputNumber's value: a number, or null when cleared. */
  amount?: number | string | null;
  paymentStatus?: RequestPaymentStatus;
  specialInstructions?: string;
  planSelected?: ServicePlan;
}

export type RequestFormField = keyof RequestFormValues;

/** Every field, for routing a 400's `errors[]` to its field. */
export const requestFormFields = [
  'clientId',
  'clientEmail',
  'clientName',
  'graveId',
  'deceasedName',
  'graveNumber',
  'cemeteryId',
  'serviceType',
  'caretakerId',
  'scheduledDate',
  'status',
  'priority',
  'amount',
  'paymentStatus',
  'specialInstructions',
  'planSelected',
] as const satisfies readonly RequestFormField[];

/** A new request: pending, normal priority, payment pending (spec §9). */
export const emptyRequestFormValues: RequestFormValues = {
  status: 'pending',
  priority: defaultPriority,
  paymentStatus: 'pending',
  amount: null,
  scheduledDate: null,
};

const isGuestServiceType = (value: string): value is (typeof guestServiceTypes)[number] =>
  (guestServiceTypes as readonly string[]).includes(value);
const isFormServiceType = (value: string): value is (typeof serviceTypes)[number] =>
  (serviceTypes as readonly string[]).includes(value);

/**
 * The service types the form offers: the spec's six, plus the edited request's own type when
 * it is a guest form's type (e.g. "Candle Lighting"), so it shows and is kept.
 */
export function serviceTypeChoices(current?: string | null): RequestServiceType[] {
  const choices: RequestServiceType[] = [...serviceTypes];
  if (current && !isFormServiceType(current) && isGuestServiceType(current)) choices.push(current);
  return choices;
}

const asServiceType = (value: string): RequestServiceType | undefined =>
  isFormServiceType(value) || isGuestServiceType(value) ? value : undefined;

/** The edited request as the form shows it. */
export function requestToFormValues(request: ServiceRequest): RequestFormValues {
  const amount = Number(request.amount);
  return {
    clientId: request.clientId ?? undefined,
    clientEmail: request.clientEmail ?? undefined,
    graveId: request.graveId ?? undefined,
    cemeteryId: request.cemeteryId ?? undefined,
    serviceType: asServiceType(request.serviceType),
    caretakerId: request.caretakerId ?? undefined,
    scheduledDate: request.scheduledDate ? dayjs(request.scheduledDate) : null,
    status: request.status,
    priority: request.priority,
    amount: Number.isFinite(amount) ? amount : null,
    paymentStatus: request.paymentStatus,
    specialInstructions: request.specialInstructions ?? undefined,
    planSelected: request.planSelected ?? undefined,
  };
}

/** Trimmed text, or null when nothing but whitespace was typed. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A Select's value, or null when nothing (or an empty string) is picked. */
export const pickedOrNull = <T extends string>(value: T | null | undefined): T | null =>
  value === undefined || value === null || value === '' ? null : value;

/**
 * The amount as the API wants it: text with 2 decimals, '0.00' when empty (spec §7). A value
 * that is not a number is sent as typed, so the server's message names it.
 */
export function amountText(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '0.00';
  const text = String(value).trim();
  if (text === '') return '0.00';
  const number = Number(text);
  if (!Number.isFinite(number)) return text;
  return number.toFixed(2);
}

/**
 * The visit date as an ISO timestamp to the minute (spec §4), or null. An edit that leaves the
 * minute as it was sends the stored timestamp back unchanged, so the server does not take it
 * for a new date (a new date must not be in the past; an old one may be).
 */
export function scheduledDateIso(
  value: Dayjs | null | undefined,
  original?: string | null,
): string | null {
  if (!value || !value.isValid()) return null;
  if (original && dayjs(original).isSame(value, 'minute')) return original;
  return value.second(0).millisecond(0).toISOString();
}

/** The fields POST and PATCH share (spec §7). */
function sharedFields(values: RequestFormValues, originalDate?: string | null) {
  const graveId = pickedOrNull(values.graveId);
  return {
    graveId,
    cemeteryId: pickedOrNull(values.cemeteryId),
    caretakerId: pickedOrNull(values.caretakerId),
    serviceType: pickedOrNull(values.serviceType),
    status: values.status ?? 'pending',
    priority: pickedOrNull(values.priority),
    amount: amountText(values.amount),
    paymentStatus: values.paymentStatus ?? 'pending',
    specialInstructions: textOrNull(values.specialInstructions),
    planSelected: pickedOrNull(values.planSelected),
    scheduledDate: scheduledDateIso(values.scheduledDate, originalDate),
  };
}

/**
 * POST /api/service-requests. With no client picked, the typed name and email create the client;
 * with no grave picked, the deceased name and grave number (at the chosen cemetery) create the
 * grave (the server does both).
 */
export function toCreateBody(values: RequestFormValues): CreateServiceRequestBody {
  const clientId = pickedOrNull(values.clientId);
  const shared = sharedFields(values);
  const newGrave = shared.graveId === null;
  return {
    clientId,
    ...shared,
    clientName: clientId === null ? textOrNull(values.clientName) : null,
    clientEmail: clientId === null ? textOrNull(values.clientEmail) : null,
    deceasedName: newGrave ? textOrNull(values.deceasedName) : null,
    graveNumber: newGrave ? textOrNull(values.graveNumber) : null,
  };
}

/**
 * PATCH /api/service-requests/{id}: the whole form. A request without a client (a guest's) and
 * none picked leaves `clientId` out: the server refuses a null client, and there is none to keep.
 */
export function toUpdatePatch(
  values: RequestFormValues,
  request: Pick<ServiceRequest, 'scheduledDate'>,
): UpdateServiceRequestBody {
  const clientId = pickedOrNull(values.clientId);
  return {
    ...(clientId === null ? {} : { clientId }),
    ...sharedFields(values, request.scheduledDate),
  };
}
