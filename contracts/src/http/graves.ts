import { z } from 'zod';
import {
  calendarDate,
  clearableText,
  dateWindows,
  entityId,
  inputIssueCodes,
  isCalendarDay,
  requiredText,
  textLimits,
} from '../domain/input-bounds';
import {
  graveServiceTypeSchema,
  importantDatesSchema,
  monthDaySchema,
  visitFrequencySchema,
} from '../events/graves';

// The grave's care wishes are one vocabulary with the events; the front end reads it from here.
export {
  graveServiceTypeSchema,
  importantDatesSchema,
  monthDaySchema,
  noImportantDates,
  visitFrequencies,
  visitFrequencySchema,
  type GraveServiceType,
  type ImportantDates,
  type VisitFrequency,
} from '../events/graves';

/** GET /api/graves: admin may narrow to one client; a client always gets only their own. */
export const graveListQuerySchema = z.object({
  clientId: entityId('Unknown client').optional(),
});
export type GraveListQuery = z.infer<typeof graveListQuerySchema>;

export const graveFieldLimits = {
  deceasedName: textLimits.name,
  graveNumber: textLimits.code,
  graveLocation: textLimits.shortText,
  notes: textLimits.notes,
  slavaName: textLimits.label,
  otherLabel: textLimits.label,
  serviceNotes: textLimits.notes,
} as const;

/** The grave form's messages (spec part 2, section 5). */
export const graveMessages = {
  deceasedNameRequired: 'Deceased name is required',
  graveNumberRequired: 'Grave number is required',
  cemeteryRequired: 'Cemetery is required',
  deathBeforeBirth: 'The date of death cannot be before the date of birth',
  slavaNameRequired: 'Slava name is required',
  otherLabelRequired: 'Label is required',
} as const;

/** A family date: a real calendar day from 1800 to a year ahead. */
const lifeEventDate = calendarDate(dateWindows.lifeEvent);

/** yyyy-MM-dd, or blank/null for "not known". */
const clearableDate = calendarDate(dateWindows.lifeEvent, { allowBlank: true })
  .nullable()
  .transform((v) => (v ? v : null));

const cemeteryId = z
  .string(graveMessages.cemeteryRequired)
  .trim()
  .min(1, graveMessages.cemeteryRequired)
  .pipe(entityId(graveMessages.cemeteryRequired));

/** A day of the year: a slava on 02-29 is kept (it is a leap year's day). */
const dayOfYear = monthDaySchema.refine(
  (value) => {
    const [month, day] = value.split('-').map(Number);
    return month !== undefined && day !== undefined && isCalendarDay(2000, month, day);
  },
  { message: 'Please enter a valid day (MM-dd)', params: { code: inputIssueCodes.invalidDate } },
);

/** Names and labels of the important dates are trimmed; a slava needs its name. */
const importantDatesInput = importantDatesSchema.extend({
  slava: z
    .object({
      name: requiredText(graveMessages.slavaNameRequired, graveFieldLimits.slavaName),
      date: dayOfYear,
    })
    .nullable(),
  other: z
    .object({
      label: requiredText(graveMessages.otherLabelRequired, graveFieldLimits.otherLabel),
      date: lifeEventDate,
    })
    .nullable(),
});

/** The care wishes: optional on create and on patch; a field left out stays as it is. */
const careFields = {
  importantDates: importantDatesInput.optional(),
  visitFrequency: visitFrequencySchema.nullable().optional(),
  preferredServiceType: graveServiceTypeSchema.nullable().optional(),
  serviceNotes: clearableText(graveFieldLimits.serviceNotes, { multiline: true }).optional(),
};

const deathNotBeforeBirth = <
  T extends { deceasedDateOfBirth?: string | null; deceasedDateOfDeath?: string | null },
>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  const { deceasedDateOfBirth: born, deceasedDateOfDeath: died } = value;
  if (born && died && died < born)
    ctx.addIssue({
      code: 'custom',
      path: ['deceasedDateOfDeath'],
      message: graveMessages.deathBeforeBirth,
      params: { code: inputIssueCodes.datesOutOfOrder },
    });
};

/**
 * Body of POST /api/graves (the Add Grave form). `clientId` names the client for an admin; a
 * client's own id comes from their session (another client's id is refused).
 */
export const graveInputSchema = z
  .object({
    clientId: z.guid('Client selection is required').optional(),
    deceasedName: requiredText(graveMessages.deceasedNameRequired, graveFieldLimits.deceasedName),
    graveNumber: requiredText(graveMessages.graveNumberRequired, graveFieldLimits.graveNumber),
    cemeteryId,
    graveLocation: clearableText(graveFieldLimits.graveLocation)
      .optional()
      .transform((v) => v ?? null),
    deceasedDateOfBirth: clearableDate.optional().transform((v) => v ?? null),
    deceasedDateOfDeath: clearableDate.optional().transform((v) => v ?? null),
    notes: clearableText(graveFieldLimits.notes, { multiline: true })
      .optional()
      .transform((v) => v ?? null),
    ...careFields,
  })
  .superRefine(deathNotBeforeBirth);
export type GraveInput = z.input<typeof graveInputSchema>;
export type GraveFields = z.output<typeof graveInputSchema>;

/**
 * Body of PATCH /api/graves/{id}: any subset of the fields; a field left out stays as it is,
 * null or blank clears an optional one. Name, number and cemetery cannot be cleared. The grave
 * stays with its client.
 */
export const gravePatchSchema = z
  .object({
    deceasedName: requiredText(
      graveMessages.deceasedNameRequired,
      graveFieldLimits.deceasedName,
    ).optional(),
    graveNumber: requiredText(
      graveMessages.graveNumberRequired,
      graveFieldLimits.graveNumber,
    ).optional(),
    cemeteryId: cemeteryId.optional(),
    graveLocation: clearableText(graveFieldLimits.graveLocation).optional(),
    deceasedDateOfBirth: clearableDate.optional(),
    deceasedDateOfDeath: clearableDate.optional(),
    notes: clearableText(graveFieldLimits.notes, { multiline: true }).optional(),
    ...careFields,
  })
  .superRefine(deathNotBeforeBirth);
export type GravePatch = z.input<typeof gravePatchSchema>;
export type GraveChangeSet = z.output<typeof gravePatchSchema>;

export const graveSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  cemeteryId: z.string().nullable(),
  graveNumber: z.string().nullable(),
  graveLocation: z.string().nullable(),
  deceasedName: z.string(),
  /** yyyy-MM-dd, or null. */
  deceasedDateOfBirth: z.string().nullable(),
  deceasedDateOfDeath: z.string().nullable(),
  notes: z.string().nullable(),
  /** The days the family wants care on (all off for a grave that never said). */
  importantDates: importantDatesSchema,
  visitFrequency: visitFrequencySchema.nullable(),
  preferredServiceType: graveServiceTypeSchema.nullable(),
  serviceNotes: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  cemetery: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  /** Completed date of the newest completed visit (ISO), or null: "No visits yet". */
  lastVisitAt: z.string().nullable(),
  /** Earliest scheduled date of a visit still to come (ISO), or null: "Not scheduled". */
  nextVisitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Grave = z.infer<typeof graveSchema>;
export const graveListSchema = z.array(graveSchema);

/** Body of the 409 that refuses to remove a grave with open service requests. */
export const graveHasOpenRequestsCode = 'GRAVE_HAS_OPEN_REQUESTS';
