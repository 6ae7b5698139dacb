import { z } from 'zod';
import { visitWindowSchema } from '../domain/constants';
import { latitudeSchema, longitudeSchema } from '../domain/geo-position';

/** One stream per cemetery: `cemetery-<uuid>`. */
export const cemeteryStreamPrefix = 'cemetery-';
export const cemeteryStreamId = (cemeteryId: string) => `${cemeteryStreamPrefix}${cemeteryId}`;

/** Every field of a cemetery as stored in events: already trimmed, defaults applied. */
export const cemeteryFieldsSchema = z.object({
  name: z.string().min(1),
  city: z.string().min(1),
  region: z.string().min(1),
  country: z.string().min(1),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  phoneEmail: z.string().nullable(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  caretakerIds: z.array(z.string()),
  preferredVisitHours: visitWindowSchema.nullable(),
  accessNotes: z.string().nullable(),
  /**
   * Where the cemetery lies (WGS 84), both or neither: what photos are judged against. Null:
   * not known; absent in events from before cemeteries had a position.
   */
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
});
export type CemeteryFieldValues = z.infer<typeof cemeteryFieldsSchema>;
export const cemeteryFieldNames = cemeteryFieldsSchema.keyof().options;

/**
 * Where a cemetery came from: the admin form, the Serbian import (one event per imported
 * cemetery), or a cemetery typed during client registration.
 */
export const cemeterySources = ['admin', 'serbian-import', 'registration'] as const;
export const cemeterySourceSchema = z.enum(cemeterySources);
export type CemeterySource = z.infer<typeof cemeterySourceSchema>;

export const cemeteryAddedSchema = z.object({
  type: z.literal('CemeteryAdded'),
  data: cemeteryFieldsSchema.extend({
    cemeteryId: z.string(),
    source: cemeterySourceSchema,
  }),
});

/** Only the fields that changed, with their new values: the history shows what changed. */
export const cemeteryUpdatedSchema = z.object({
  type: z.literal('CemeteryUpdated'),
  data: z.object({
    cemeteryId: z.string(),
    changes: cemeteryFieldsSchema
      .partial()
      .refine((changes) => Object.keys(changes).length > 0, 'An update changes something'),
    /** The position was taken from this photo's (the admin's "Use as cemetery position"). */
    fromPhotoId: z.guid().optional(),
  }),
});

export const cemeteryDeletedSchema = z.object({
  type: z.literal('CemeteryDeleted'),
  data: z.object({ cemeteryId: z.string() }),
});

export const cemeteryEventSchema = z.discriminatedUnion('type', [
  cemeteryAddedSchema,
  cemeteryUpdatedSchema,
  cemeteryDeletedSchema,
]);
export type CemeteryAdded = z.infer<typeof cemeteryAddedSchema>;
export type CemeteryUpdated = z.infer<typeof cemeteryUpdatedSchema>;
export type CemeteryDeleted = z.infer<typeof cemeteryDeletedSchema>;
export type CemeteryEvent = z.infer<typeof cemeteryEventSchema>;

export const cemeteryEventTypes = [
  'CemeteryAdded',
  'CemeteryUpdated',
  'CemeteryDeleted',
] as const satisfies readonly CemeteryEvent['type'][];
