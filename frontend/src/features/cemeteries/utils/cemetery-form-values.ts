import { defaultCountry, type VisitWindow } from '@memorial-care/contracts/domain';
import type { Cemetery, CemeteryInput } from '@memorial-care/contracts/http';

/** What the add/edit form holds; optional texts may be empty while the user types. */
export interface CemeteryFormValues {
  name: string;
  city: string;
  region: string;
  country: string;
  address: string;
  contact: string;
  phoneEmail: string;
  caretakerIds: string[];
  preferredVisitHours: VisitWindow | null;
  accessNotes: string;
  /** Decimal degrees (WGS 84), both or neither; null while unknown. */
  latitude: number | null;
  longitude: number | null;
}

/** The form's field names, used to route server validation errors to the right field. */
export const cemeteryFormFields = [
  'name',
  'city',
  'region',
  'country',
  'address',
  'contact',
  'phoneEmail',
  'caretakerIds',
  'preferredVisitHours',
  'accessNotes',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof CemeteryFormValues)[];

export const emptyCemeteryFormValues: CemeteryFormValues = {
  name: '',
  city: '',
  region: '',
  country: defaultCountry,
  address: '',
  contact: '',
  phoneEmail: '',
  caretakerIds: [],
  preferredVisitHours: null,
  accessNotes: '',
  latitude: null,
  longitude: null,
};

export function cemeteryToFormValues(cemetery: Cemetery): CemeteryFormValues {
  return {
    name: cemetery.name,
    city: cemetery.city,
    region: cemetery.region,
    country: cemetery.country,
    address: cemetery.address ?? '',
    contact: cemetery.contact ?? '',
    phoneEmail: cemetery.phoneEmail ?? '',
    caretakerIds: cemetery.caretakerIds,
    preferredVisitHours: cemetery.preferredVisitHours,
    accessNotes: cemetery.accessNotes ?? '',
    latitude: cemetery.latitude,
    longitude: cemetery.longitude,
  };
}

/** A coordinate as typed: a number, or null when the field was left empty. */
const coordinateOrNull = (value: number | string | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Trimmed text, or null when nothing but whitespace was typed. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

/**
 * The POST/PATCH body. Every form field is sent (a cleared field becomes null, so an edit can
 * remove an address or the position); phones and emails are not on the form and are left out,
 * so an edit keeps them.
 */
export function formValuesToInput(values: CemeteryFormValues): CemeteryInput {
  return {
    name: values.name.trim(),
    city: values.city.trim(),
    region: values.region.trim(),
    country: textOrNull(values.country) ?? defaultCountry,
    address: textOrNull(values.address),
    contact: textOrNull(values.contact),
    phoneEmail: textOrNull(values.phoneEmail),
    caretakerIds: values.caretakerIds.map(String),
    preferredVisitHours: values.preferredVisitHours ?? null,
    accessNotes: textOrNull(values.accessNotes),
    latitude: coordinateOrNull(values.latitude),
    longitude: coordinateOrNull(values.longitude),
  };
}
