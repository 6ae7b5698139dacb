import type { Grave, GraveInput, GravePatch } from '@memorial-care/contracts/http';
import dayjs, { type Dayjs } from 'dayjs';

/** Day first, as families in Serbia write it; typed or picked. */
export const graveDateFormat = 'DD.MM.YYYY';

/** The Add/Edit Grave form as antd holds it: dates as dayjs values, the cemetery as its id. */
export interface GraveFormValues {
  deceasedName: string;
  graveNumber: string;
  cemeteryId: string | undefined;
  graveLocation: string;
  deceasedDateOfBirth: Dayjs | null;
  deceasedDateOfDeath: Dayjs | null;
  notes: string;
}

/** The form's fields: the server names them the same in its `errors[].path`. */
export const graveFormFields = [
  'deceasedName',
  'graveNumber',
  'cemeteryId',
  'graveLocation',
  'deceasedDateOfBirth',
  'deceasedDateOfDeath',
  'notes',
] as const satisfies readonly (keyof GraveFormValues)[];

export const emptyGraveFormValues: GraveFormValues = {
  deceasedName: '',
  graveNumber: '',
  cemeteryId: undefined,
  graveLocation: '',
  deceasedDateOfBirth: null,
  deceasedDateOfDeath: null,
  notes: '',
};

/** A calendar day (yyyy-MM-dd) as a dayjs value for the date picker, and back. */
export const dayFromIso = (date: string | null): Dayjs | null => (date ? dayjs(date) : null);
export const isoFromDay = (day: Dayjs | null | undefined): string | null =>
  day ? day.format('YYYY-MM-DD') : null;

export const graveToFormValues = (grave: Grave): GraveFormValues => ({
  deceasedName: grave.deceasedName,
  graveNumber: grave.graveNumber ?? '',
  cemeteryId: grave.cemeteryId ?? undefined,
  graveLocation: grave.graveLocation ?? '',
  deceasedDateOfBirth: dayFromIso(grave.deceasedDateOfBirth),
  deceasedDateOfDeath: dayFromIso(grave.deceasedDateOfDeath),
  notes: grave.notes ?? '',
});

/** Trimmed; an empty optional value is sent as null (spec: "empty values sent as null"). */
const textOrNull = (value: string | undefined) => value?.trim() || null;

/** PATCH body: every field of the form, as the form shows it now. */
export const formValuesToPatch = (values: GraveFormValues): GravePatch => ({
  deceasedName: values.deceasedName.trim(),
  graveNumber: values.graveNumber.trim(),
  cemeteryId: values.cemeteryId ?? '',
  graveLocation: textOrNull(values.graveLocation),
  deceasedDateOfBirth: isoFromDay(values.deceasedDateOfBirth),
  deceasedDateOfDeath: isoFromDay(values.deceasedDateOfDeath),
  notes: textOrNull(values.notes),
});

/**
 * POST body. The client is named only when an admin adds a grave for one; a client's own
 * graves are theirs by their session.
 */
export const formValuesToInput = (values: GraveFormValues, clientId: string | null): GraveInput => {
  const { deceasedName, graveNumber, cemeteryId, ...rest } = formValuesToPatch(values);
  return {
    ...(clientId ? { clientId } : {}),
    deceasedName: deceasedName ?? '',
    graveNumber: graveNumber ?? '',
    cemeteryId: cemeteryId ?? '',
    ...rest,
  };
};

/** Someone cannot die before they were born (same rule as the server's). */
export const deathBeforeBirth = (
  birth: Dayjs | null | undefined,
  death: Dayjs | null | undefined,
): boolean => Boolean(birth && death && death.isBefore(birth, 'day'));
