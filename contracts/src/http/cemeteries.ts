import { z } from 'zod';
import { defaultCountry, requestStatusSchema, visitWindowSchema } from '../domain/constants';

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

/** Body of POST /api/cemeteries and PATCH /api/cemeteries/{id} (PATCH: every field optional). */
export const cemeteryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  city: z.string().trim().min(1, 'City is required'),
  region: z.string().trim().min(1, 'Region is required'),
  country: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || defaultCountry),
  address: optionalText,
  contact: optionalText,
  phoneEmail: optionalText,
  phones: z.array(z.string().trim().min(1)).default([]),
  emails: z.array(z.email('Invalid email address')).default([]),
  /** Caretaker ids as strings (the form's checkboxes). */
  caretakerIds: z.array(z.string().uuid('Unknown caretaker')).default([]),
  preferredVisitHours: visitWindowSchema.nullish().transform((v) => v ?? null),
  accessNotes: optionalText,
});
export type CemeteryInput = z.input<typeof cemeteryInputSchema>;
export type CemeteryFields = z.output<typeof cemeteryInputSchema>;

/** Registration sends only name, city and country; region then falls back to the city. */
export const cemeteryPatchSchema = cemeteryInputSchema.partial();
export type CemeteryPatch = z.input<typeof cemeteryPatchSchema>;

export const cemeterySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  phoneEmail: z.string().nullable(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  caretakerIds: z.array(z.string()),
  preferredVisitHours: visitWindowSchema.nullable(),
  accessNotes: z.string().nullable(),
  /** Derived from the graves and service-request read models. */
  gravesCount: z.number().int(),
  openVisitsCount: z.number().int(),
  scheduledVisitsCount: z.number().int(),
  /** Earliest scheduled date among open visits (ISO), or null: "None scheduled". */
  nextVisitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cemetery = z.infer<typeof cemeterySchema>;

/** GET /api/cemeteries: the whole list (small) — public, the landing page uses it. */
export const cemeteryListSchema = z.array(cemeterySchema);

/** GET /api/cemeteries/{id}: the details view (admin). */
export const cemeteryDetailsSchema = cemeterySchema.extend({
  caretakers: z.array(z.object({ id: z.string(), name: z.string() })),
  graves: z.array(
    z.object({
      id: z.string(),
      deceasedName: z.string(),
      graveNumber: z.string().nullable(),
      clientName: z.string().nullable(),
      /** Up to 2, soonest first. */
      upcomingVisits: z.array(
        z.object({
          id: z.string(),
          serviceType: z.string(),
          status: requestStatusSchema,
          scheduledDate: z.string(),
        }),
      ),
      /** How many upcoming visits beyond the two shown: "...and N more". */
      moreUpcomingVisits: z.number().int(),
    }),
  ),
});
export type CemeteryDetails = z.infer<typeof cemeteryDetailsSchema>;

/** POST /api/cemeteries/import-serbian */
export const cemeteryImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
});
export type CemeteryImportResult = z.infer<typeof cemeteryImportResultSchema>;
