import {
  reminderDaysBeforeLimits,
  type PlanStatus,
  type ServicePlan,
} from '@memorial-care/contracts/domain';
import type { Client, ClientInput, ClientPatch, GraveInput } from '@memorial-care/contracts/http';
import dayjs, { type Dayjs } from 'dayjs';
import { normalizeAlternativeEmails } from './alternative-emails';

type Language = Client['preferredLanguage'];

/** The contact and plan fields both dialogs share, as antd holds them. */
export interface ClientProfileValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  notes: string;
  instagram: string;
  preferredLanguage: Language;
  /** undefined: no plan. */
  selectedPlan: ServicePlan | undefined;
  /** Days before each chosen day of the graves the family is mailed; 0: never. */
  reminderDaysBefore: number;
  /** The family's other addresses, as the tags input holds them. */
  alternativeEmails: string[];
}

/**
 * Add Client: the profile, and optionally a first grave. The grave fields are unmounted while
 * "Add a first grave" is unticked, so antd leaves them out of the submitted values.
 */
export interface AddClientFormValues extends ClientProfileValues {
  includeGrave: boolean;
  deceasedName?: string | undefined;
  cemeteryId?: string | undefined;
  graveNumber?: string | undefined;
  graveLocation?: string | undefined;
}

/** Edit Client: every field of the profile, the plan status and the payment dates too. */
export interface EditClientFormValues extends ClientProfileValues {
  planStatus: PlanStatus;
  lastPaymentDate: Dayjs | null;
  nextPaymentDue: Dayjs | null;
}

/** The fields the server may name in `errors[].path` (body.<field>): Add Client's. */
export const addClientFormFields = [
  'name',
  'email',
  'phone',
  'address',
  'country',
  'notes',
  'instagram',
  'preferredLanguage',
  'selectedPlan',
  'reminderDaysBefore',
  'alternativeEmails',
] as const satisfies readonly (keyof AddClientFormValues)[];

/** Edit Client's: the plan status and payment dates too. */
export const editClientFormFields = [
  ...addClientFormFields,
  'planStatus',
  'lastPaymentDate',
  'nextPaymentDue',
] as const satisfies readonly (keyof EditClientFormValues)[];

export const emptyAddClientValues: AddClientFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  country: 'Serbia',
  notes: '',
  instagram: '',
  preferredLanguage: 'Serbian',
  selectedPlan: undefined,
  reminderDaysBefore: reminderDaysBeforeLimits.default,
  alternativeEmails: [],
  includeGrave: false,
  deceasedName: '',
  cemeteryId: undefined,
  graveNumber: '',
  graveLocation: '',
};

/** Trimmed; an empty optional value is sent as null (spec part 2, §5 "Add Client"). */
const textOrNull = (value: string | undefined) => value?.trim() || null;

const profileBody = (values: ClientProfileValues) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: textOrNull(values.phone),
  address: textOrNull(values.address),
  country: textOrNull(values.country),
  notes: textOrNull(values.notes),
  instagram: textOrNull(values.instagram),
  preferredLanguage: values.preferredLanguage,
  selectedPlan: values.selectedPlan ?? null,
  reminderDaysBefore: values.reminderDaysBefore,
  alternativeEmails: normalizeAlternativeEmails(values.alternativeEmails),
});

/** POST /api/clients: a plan chosen makes the plan active, none leaves it inactive. */
export const addValuesToClientInput = (values: AddClientFormValues): ClientInput => ({
  ...profileBody(values),
  planStatus: values.selectedPlan ? 'active' : 'inactive',
});

/**
 * POST /api/graves for the new client: only when includeGrave is set and the deceased name is
 * filled (spec part 2, §5); null otherwise.
 */
export const addValuesToGraveInput = (
  values: AddClientFormValues,
  clientId: string,
): GraveInput | null => {
  if (!values.includeGrave) return null;
  const deceasedName = values.deceasedName?.trim();
  if (!deceasedName) return null;
  return {
    clientId,
    deceasedName,
    cemeteryId: values.cemeteryId ?? '',
    graveNumber: values.graveNumber?.trim() ?? '',
    graveLocation: textOrNull(values.graveLocation),
  };
};

const day = (date: string | null) => (date ? dayjs(date) : null);
const isoDay = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

export const clientToEditValues = (client: Client): EditClientFormValues => ({
  name: client.name,
  email: client.email,
  phone: client.phone ?? '',
  address: client.address ?? '',
  country: client.country ?? '',
  notes: client.notes ?? '',
  instagram: client.instagram ?? '',
  preferredLanguage: client.preferredLanguage,
  selectedPlan: client.selectedPlan ?? undefined,
  reminderDaysBefore: client.reminderDaysBefore,
  alternativeEmails: client.alternativeEmails,
  planStatus: client.planStatus,
  lastPaymentDate: day(client.lastPaymentDate),
  nextPaymentDue: day(client.nextPaymentDue),
});

/** PATCH body: every field as the form shows it now (the server records only what changed). */
export const editValuesToPatch = (values: EditClientFormValues): ClientPatch => ({
  ...profileBody(values),
  planStatus: values.planStatus,
  lastPaymentDate: isoDay(values.lastPaymentDate),
  nextPaymentDue: isoDay(values.nextPaymentDue),
});
