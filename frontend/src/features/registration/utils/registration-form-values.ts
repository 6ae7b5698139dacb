import {
  defaultPlan,
  type countries,
  type PreferredLanguage,
  type ServicePlan,
} from '@memorial-care/contracts/domain';
import type { PublicCemetery, RegistrationRequest } from '@memorial-care/contracts/http';
import { defaultLanguage, isLanguage, preferredLanguageOf } from '../../../lib/languages';
import { cemeteryChoiceOf } from './cemetery-choice';

export type Country = (typeof countries)[number];

/** What the registration form holds; `cemetery` is the AutoComplete's text (picked or typed). */
export interface RegistrationFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  country: Country;
  selectedPlan: ServicePlan;
  /** The language our mails to the family are written in. */
  preferredLanguage: PreferredLanguage;
  deceasedName?: string;
  cemetery?: string;
  notes?: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationFormValues;

/** Request key → form field, for routing the server's field errors. */
export const registrationFieldOfRequestKey: ReadonlyMap<string, RegistrationField> = new Map<
  string,
  RegistrationField
>([
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['address', 'address'],
  ['country', 'country'],
  ['selectedPlan', 'selectedPlan'],
  ['preferredLanguage', 'preferredLanguage'],
  ['password', 'password'],
  ['confirmPassword', 'confirmPassword'],
  ['deceasedName', 'deceasedName'],
  // Both ways of naming the cemetery come from the one AutoComplete.
  ['cemeteryId', 'cemetery'],
  ['cemeteryName', 'cemetery'],
  ['notes', 'notes'],
]);

/** The language the page is shown in, as a profile language (English when unknown). */
export const preferredLanguageForPage = (pageLanguage: string | undefined): PreferredLanguage =>
  preferredLanguageOf[isLanguage(pageLanguage) ? pageLanguage : defaultLanguage];

/**
 * The spec's default country is Serbia; the default plan is standard; the mails' language is the
 * one the visitor reads the page in.
 */
export const initialRegistrationValues = (
  pageLanguage: string | undefined,
): Partial<RegistrationFormValues> => ({
  country: 'serbia',
  selectedPlan: defaultPlan,
  preferredLanguage: preferredLanguageForPage(pageLanguage),
});

const textOrNull = (value: string | undefined): string | null => value?.trim() || null;

/** The POST /api/registrations body; passwords go as typed (spaces may be part of them). */
export function toRegistrationRequest(
  values: RegistrationFormValues,
  cemeteries: readonly PublicCemetery[],
): RegistrationRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    country: values.country,
    selectedPlan: values.selectedPlan,
    preferredLanguage: values.preferredLanguage,
    password: values.password,
    confirmPassword: values.confirmPassword,
    deceasedName: textOrNull(values.deceasedName),
    ...cemeteryChoiceOf(values.cemetery, cemeteries),
    notes: textOrNull(values.notes),
  };
}
