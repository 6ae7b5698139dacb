import {
  defaultPreferredLanguage,
  type caretakerPaymentStatuses,
  type paymentMethods,
  type PreferredLanguage,
  type weekdays,
} from '@memorial-care/contracts/domain';
import type { Caretaker, CaretakerInput } from '@memorial-care/contracts/http';

export type Weekday = (typeof weekdays)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type CaretakerPaymentStatus = (typeof caretakerPaymentStatuses)[number];

/** What the add/edit form holds; optional texts may be empty while the user types. */
export interface CaretakerFormValues {
  name: string;
  email: string;
  phone: string;
  region: string;
  isActive: boolean;
  preferredVisitDays: Weekday[];
  /** As typed in the numeric field (step 0.01); null or empty means no rate. */
  perVisitRate: string | number | null;
  preferredPaymentMethod: PaymentMethod | null;
  bankDetails: string;
  paymentStatus: CaretakerPaymentStatus;
  /** The language of the caretaker's mails (the invite). */
  preferredLanguage: PreferredLanguage;
}

/** The form's field names, used to route server validation errors to the right field. */
export const caretakerFormFields = [
  'name',
  'email',
  'phone',
  'region',
  'isActive',
  'preferredVisitDays',
  'perVisitRate',
  'preferredPaymentMethod',
  'bankDetails',
  'paymentStatus',
  'preferredLanguage',
] as const satisfies readonly (keyof CaretakerFormValues)[];

/** A new caretaker: active, payment status current (spec defaults). */
export const emptyCaretakerFormValues: CaretakerFormValues = {
  name: '',
  email: '',
  phone: '',
  region: '',
  isActive: true,
  preferredVisitDays: [],
  perVisitRate: null,
  preferredPaymentMethod: null,
  bankDetails: '',
  paymentStatus: 'current',
  preferredLanguage: defaultPreferredLanguage,
};

export function caretakerToFormValues(caretaker: Caretaker): CaretakerFormValues {
  return {
    name: caretaker.name,
    email: caretaker.email,
    phone: caretaker.phone,
    region: caretaker.region ?? '',
    isActive: caretaker.isActive,
    preferredVisitDays: [...caretaker.preferredVisitDays],
    perVisitRate: caretaker.perVisitRate,
    preferredPaymentMethod: caretaker.preferredPaymentMethod,
    bankDetails: caretaker.bankDetails ?? '',
    paymentStatus: caretaker.paymentStatus,
    preferredLanguage: caretaker.preferredLanguage,
  };
}

const textOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
};

/** The rate as text with two places ("30" → "30.00"); empty becomes null. */
export function rateOrNull(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value.toFixed(2) : null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  const parsed = Number(trimmed);
  // Anything that is not a plain number goes as typed: the server says what is wrong with it.
  return /^\d+(\.\d+)?$/.test(trimmed) && Number.isFinite(parsed) ? parsed.toFixed(2) : trimmed;
}

/**
 * The POST body (and the PATCH body of an edit): every form field, empty optional ones as null.
 * holidayDates is sent empty on create only (the planner owns it afterwards).
 */
export function formValuesToInput(
  values: CaretakerFormValues,
): Omit<CaretakerInput, 'holidayDates'> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    region: textOrNull(values.region),
    isActive: values.isActive,
    preferredVisitDays: values.preferredVisitDays,
    perVisitRate: rateOrNull(values.perVisitRate),
    preferredPaymentMethod: values.preferredPaymentMethod ?? null,
    bankDetails: textOrNull(values.bankDetails),
    paymentStatus: values.paymentStatus,
    preferredLanguage: values.preferredLanguage,
  };
}
