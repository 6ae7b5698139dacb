import { z } from 'zod';
import { isoDateSchema, serviceTypes } from '../domain/constants';

/** One stream per grave: `grave-<uuid>`. */
export const graveStreamId = (graveId: string) => `grave-${graveId}`;

/** How often the family wants the grave looked after. */
export const visitFrequencies = ['on_demand', 'scheduled', 'recurring'] as const;
export const visitFrequencySchema = z.enum(visitFrequencies);
export type VisitFrequency = z.infer<typeof visitFrequencySchema>;

/** A day of the year, `MM-dd` (a slava falls on the same day every year; 02-29 allowed). */
export const monthDaySchema = z.string().regex(/^\d{2}-\d{2}$/, 'Use the format MM-dd');

export const graveServiceTypeSchema = z.enum(serviceTypes);
export type GraveServiceType = z.infer<typeof graveServiceTypeSchema>;

/**
 * The days on which the family wants care. The death anniversary and the birthday fall on the
 * dates of death and birth; Easter, Christmas (7 January) and Zadušnice come from the Orthodox
 * calendar; the slava and an "other" day carry their own date.
 */
export const importantDatesSchema = z.object({
  deathAnniversary: z.boolean(),
  birthday: z.boolean(),
  slava: z.object({ name: z.string(), date: monthDaySchema }).nullable(),
  easter: z.boolean(),
  christmas: z.boolean(),
  zadusnice: z.boolean(),
  other: z.object({ label: z.string(), date: isoDateSchema }).nullable(),
});
export type ImportantDates = z.infer<typeof importantDatesSchema>;

/** A grave whose events say nothing about important dates (all graves before they existed). */
export const noImportantDates: ImportantDates = {
  deathAnniversary: false,
  birthday: false,
  slava: null,
  easter: false,
  christmas: false,
  zadusnice: false,
  other: null,
};

/**
 * The fields of a grave that `GraveUpdated.changes` may carry. The care wishes (important dates,
 * visit frequency, service info) came later: optional, so events stored before them still read,
 * and absent means "none" (noImportantDates, null).
 */
export const graveDetailsSchema = z.object({
  clientId: z.guid(),
  cemeteryId: z.guid().nullable(),
  graveNumber: z.string().nullable(),
  graveLocation: z.string().nullable(),
  deceasedName: z.string().min(1),
  deceasedDateOfBirth: isoDateSchema.nullable(),
  deceasedDateOfDeath: isoDateSchema.nullable(),
  notes: z.string().nullable(),
  importantDates: importantDatesSchema.optional(),
  visitFrequency: visitFrequencySchema.nullable().optional(),
  preferredServiceType: graveServiceTypeSchema.nullable().optional(),
  serviceNotes: z.string().nullable().optional(),
});
export type GraveDetails = z.infer<typeof graveDetailsSchema>;

export const graveAddedSchema = graveDetailsSchema.extend({ graveId: z.guid() });
export type GraveAdded = z.infer<typeof graveAddedSchema>;

export const graveChangesSchema = graveDetailsSchema.partial();
export type GraveChanges = z.infer<typeof graveChangesSchema>;

/** Only the fields that changed, with their new values. */
export const graveUpdatedSchema = z.object({ graveId: z.guid(), changes: graveChangesSchema });
export type GraveUpdated = z.infer<typeof graveUpdatedSchema>;

export const graveRemovedSchema = z.object({ graveId: z.guid() });
export type GraveRemoved = z.infer<typeof graveRemovedSchema>;

/** The family (or the office) paused the grave's care plan: it creates no requests meanwhile. */
export const graveCarePlanPausedSchema = z.object({ graveId: z.guid() });
export type GraveCarePlanPaused = z.infer<typeof graveCarePlanPausedSchema>;

export const graveCarePlanResumedSchema = z.object({ graveId: z.guid() });
export type GraveCarePlanResumed = z.infer<typeof graveCarePlanResumedSchema>;

/** One occasion of the plan (`<kind>:<yyyy-MM-dd>`, see care-occasions.ts) gets no visit. */
export const graveCareOccasionSkippedSchema = z.object({
  graveId: z.guid(),
  occasionKey: z.string().min(1),
});
export type GraveCareOccasionSkipped = z.infer<typeof graveCareOccasionSkippedSchema>;

/** A skipped occasion is part of the plan again. */
export const graveCareOccasionRestoredSchema = graveCareOccasionSkippedSchema;
export type GraveCareOccasionRestored = z.infer<typeof graveCareOccasionRestoredSchema>;

export const graveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('GraveAdded'), data: graveAddedSchema }),
  z.object({ type: z.literal('GraveUpdated'), data: graveUpdatedSchema }),
  z.object({ type: z.literal('GraveRemoved'), data: graveRemovedSchema }),
  z.object({ type: z.literal('GraveCarePlanPaused'), data: graveCarePlanPausedSchema }),
  z.object({ type: z.literal('GraveCarePlanResumed'), data: graveCarePlanResumedSchema }),
  z.object({ type: z.literal('GraveCareOccasionSkipped'), data: graveCareOccasionSkippedSchema }),
  z.object({
    type: z.literal('GraveCareOccasionRestored'),
    data: graveCareOccasionRestoredSchema,
  }),
]);
export type GraveEvent = z.infer<typeof graveEventSchema>;
/** The events that add, change and remove the grave's record (what other read models copy). */
export const graveRecordEventTypes = ['GraveAdded', 'GraveUpdated', 'GraveRemoved'] as const;
/** The events of the grave's care plan (issue 15). */
export const graveCarePlanEventTypes = [
  'GraveCarePlanPaused',
  'GraveCarePlanResumed',
  'GraveCareOccasionSkipped',
  'GraveCareOccasionRestored',
] as const;
export const graveEventTypes = [...graveRecordEventTypes, ...graveCarePlanEventTypes] as const;
