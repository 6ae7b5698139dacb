import { z } from 'zod';
import { defaultCountry, requestStatusSchema, visitWindowSchema } from '../domain/constants';
import { latitudeSchema, longitudeSchema } from '../domain/geo-position';
import {
  boundedText,
  clearableText,
  emailAddress,
  entityId,
  listLimits,
  requiredText,
  searchQuery,
  textLimits,
} from '../domain/input-bounds';

export const cemeteryFieldLimits = {
  name: textLimits.name,
  city: textLimits.label,
  region: textLimits.label,
  country: textLimits.label,
  address: textLimits.shortText,
  contact: textLimits.shortText,
  phoneEmail: textLimits.shortText,
  /** One of the cemetery's phones. */
  phone: textLimits.shortText,
  accessNotes: textLimits.notes,
  listItems: listLimits.contacts,
} as const;

const countryText = boundedText(cemeteryFieldLimits.country).nullable();

const phones = z
  .array(requiredText('Enter a phone number', cemeteryFieldLimits.phone))
  .max(cemeteryFieldLimits.listItems);
const emails = z.array(emailAddress('Invalid email address')).max(cemeteryFieldLimits.listItems);
/** Caretaker ids as strings (the form's checkboxes); duplicates collapse. */
const caretakerIds = z
  .array(entityId('Unknown caretaker'))
  .max(listLimits.caretakerIds)
  .transform((ids) => [...new Set(ids)]);

const positionMessage = 'Enter both latitude and longitude, or neither';

/**
 * A cemetery's position is a pair: latitude and longitude both given (or both cleared with
 * null), or neither. The missing one is named.
 */
const bothOrNeither = (
  { latitude, longitude }: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) => {
  const given = (value: number | null | undefined) => typeof value === 'number';
  if (given(latitude) !== given(longitude))
    ctx.addIssue({
      code: 'custom',
      path: [given(latitude) ? 'longitude' : 'latitude'],
      message: positionMessage,
    });
  else if ((latitude === undefined) !== (longitude === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [latitude === undefined ? 'latitude' : 'longitude'],
      message: positionMessage,
    });
};

/** Body of POST /api/cemeteries: name, city and region are required (the Cemetery form). */
export const cemeteryInputSchema = z
  .object({
    name: requiredText('Name is required', cemeteryFieldLimits.name),
    city: requiredText('City is required', cemeteryFieldLimits.city),
    region: requiredText('Region is required', cemeteryFieldLimits.region),
    country: countryText.optional().transform((v) => v || defaultCountry),
    address: clearableText(cemeteryFieldLimits.address)
      .optional()
      .transform((v) => v ?? null),
    contact: clearableText(cemeteryFieldLimits.contact)
      .optional()
      .transform((v) => v ?? null),
    phoneEmail: clearableText(cemeteryFieldLimits.phoneEmail)
      .optional()
      .transform((v) => v ?? null),
    phones: phones.default([]),
    emails: emails.default([]),
    caretakerIds: caretakerIds.default([]),
    preferredVisitHours: visitWindowSchema.nullish().transform((v) => v ?? null),
    accessNotes: clearableText(cemeteryFieldLimits.accessNotes, { multiline: true })
      .optional()
      .transform((v) => v ?? null),
    /** Where the cemetery lies (WGS 84 degrees); both or neither. Null: not known. */
    latitude: latitudeSchema.nullish().transform((v) => v ?? null),
    longitude: longitudeSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine(bothOrNeither);
export type CemeteryInput = z.input<typeof cemeteryInputSchema>;
export type CemeteryFields = z.output<typeof cemeteryInputSchema>;

/**
 * Body of PATCH /api/cemeteries/{id}: any subset of the fields (e.g. only phoneEmail, the Add
 * Phone prompt). A field left out stays as it is — no defaults here; null or blank clears an
 * optional field; name, city and region cannot be cleared.
 */
export const cemeteryPatchSchema = z
  .object({
    name: requiredText('Name is required', cemeteryFieldLimits.name).optional(),
    city: requiredText('City is required', cemeteryFieldLimits.city).optional(),
    region: requiredText('Region is required', cemeteryFieldLimits.region).optional(),
    country: countryText.optional().transform((v) => (v === undefined ? v : v || defaultCountry)),
    address: clearableText(cemeteryFieldLimits.address).optional(),
    contact: clearableText(cemeteryFieldLimits.contact).optional(),
    phoneEmail: clearableText(cemeteryFieldLimits.phoneEmail).optional(),
    phones: phones.optional(),
    emails: emails.optional(),
    caretakerIds: caretakerIds.optional(),
    preferredVisitHours: visitWindowSchema.nullable().optional(),
    accessNotes: clearableText(cemeteryFieldLimits.accessNotes, { multiline: true }).optional(),
    /** Both, or neither; null clears the position. */
    latitude: latitudeSchema.nullable().optional(),
    longitude: longitudeSchema.nullable().optional(),
  })
  .superRefine(bothOrNeither);
export type CemeteryPatch = z.input<typeof cemeteryPatchSchema>;
export type CemeteryChanges = z.output<typeof cemeteryPatchSchema>;

/** GET /api/cemeteries?search=: matches name, city or region, case-insensitive. */
export const cemeteryListQuerySchema = z.object({ search: searchQuery });
export type CemeteryListQuery = z.input<typeof cemeteryListQuerySchema>;

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
  /** Only caretakers that still exist. */
  caretakerIds: z.array(z.string()),
  preferredVisitHours: visitWindowSchema.nullable(),
  accessNotes: z.string().nullable(),
  /** Where the cemetery lies (WGS 84), what photos are judged against; null: not known. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Derived from the graves and service-request read models. */
  gravesCount: z.number().int(),
  /** Requests in pending or in_progress. */
  openVisitsCount: z.number().int(),
  /** Requests in scheduled. */
  scheduledVisitsCount: z.number().int(),
  /** Earliest scheduled date among open visits (ISO), or null: "None scheduled". */
  nextVisitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cemetery = z.infer<typeof cemeterySchema>;

/** GET /api/cemeteries as an admin: the whole list (small), sorted by city, then name. */
export const cemeteryListSchema = z.array(cemeterySchema);

/**
 * GET /api/cemeteries for everyone else (the landing page and registration form): only what
 * picks a cemetery. Contacts, access notes, caretakers and visit figures stay with admins. The
 * admin answer parses with this schema too.
 */
export const publicCemeterySchema = cemeterySchema.pick({
  id: true,
  name: true,
  city: true,
  region: true,
  country: true,
});
export type PublicCemetery = z.infer<typeof publicCemeterySchema>;
export const publicCemeteryListSchema = z.array(publicCemeterySchema);

/** GET /api/cemeteries/{id}: the details view (admin). */
export const cemeteryDetailsSchema = cemeterySchema.extend({
  caretakers: z.array(z.object({ id: z.string(), name: z.string() })),
  graves: z.array(
    z.object({
      id: z.string(),
      deceasedName: z.string(),
      graveNumber: z.string().nullable(),
      clientName: z.string().nullable(),
      /** Up to 2, soonest first: future, in pending, scheduled or in_progress. */
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
