import { z } from 'zod';
import { photoLimits, photoTypeSchema } from '../domain/constants';
import {
  accuracyMetersSchema,
  devicePositionSchema,
  geoPointSchema,
  latitudeSchema,
  longitudeSchema,
  presenceSources,
  presenceVerdicts,
} from '../domain/geo-position';
import { boundedText, entityId } from '../domain/input-bounds';

/** A multipart text field holding a number; an empty or missing field is no value. */
const numberField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    schema.optional(),
  );

/**
 * POST /api/photos/upload is multipart: the file in `photo` and these text fields. The file's
 * own checks (an image by its content, at most photoLimits.maxFileBytes) are the server's.
 * This object lists the fields as sent (the API reference shows it); photoUploadFieldsSchema
 * checks them together.
 */
export const photoUploadTextFieldsSchema = z.object({
  serviceRequestId: entityId('Please choose the service request the photo belongs to'),
  type: photoTypeSchema,
  description: boundedText(photoLimits.descriptionMaxLength, {
    multiline: true,
    tooLongMessage: `The description can be at most ${photoLimits.descriptionMaxLength} characters`,
  })
    .optional()
    .transform((value) => value || null),
  /**
   * The device's position when the photo was sent (the browser's Geolocation API, with the
   * caretaker's consent): all three or none.
   */
  latitude: numberField(latitudeSchema),
  longitude: numberField(longitudeSchema),
  accuracyMeters: numberField(accuracyMetersSchema),
});

export const photoUploadFieldsSchema = photoUploadTextFieldsSchema
  .refine(
    ({ latitude, longitude, accuracyMeters }) =>
      [latitude, longitude, accuracyMeters].every((value) => value === undefined) ||
      [latitude, longitude, accuracyMeters].every((value) => value !== undefined),
    {
      path: ['latitude'],
      message: 'The device position needs latitude, longitude and accuracy together',
    },
  )
  .transform(({ latitude, longitude, accuracyMeters, ...fields }) => ({
    ...fields,
    devicePosition:
      latitude === undefined || longitude === undefined || accuracyMeters === undefined
        ? null
        : { latitude, longitude, accuracyMeters },
  }));
export type PhotoUploadFields = z.input<typeof photoUploadTextFieldsSchema>;

/** GET /api/photos?serviceRequestId=: the photos of one request, oldest first per type. */
export const photoListQuerySchema = z.object({
  serviceRequestId: z.guid(),
});

export const photoIdParamsSchema = z.object({ id: z.guid() });

/** GET /api/photos/recent: the newest photos the caller may see (a client: their graves'). */
export const recentPhotosQuerySchema = z.object({
  type: photoTypeSchema.default('after'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(photoLimits.recentMax)
    .default(photoLimits.recentDefault),
});
export type RecentPhotosQuery = z.input<typeof recentPhotosQuerySchema>;

/**
 * Where a photo was taken and how that compares with its cemetery (judged when read: the
 * cemetery's position may be set later). For the admin only: no one else gets a position.
 */
export const photoPresenceSchema = z.object({
  verdict: z.enum(presenceVerdicts),
  /** From the position judged on to the cemetery, whole metres; null when either is unknown. */
  distanceMeters: z.number().int().nullable(),
  /** Which position was judged: the camera's GPS first, else a precise enough device fix. */
  source: z.enum(presenceSources).nullable(),
  cameraPosition: geoPointSchema.nullable(),
  devicePosition: devicePositionSchema.nullable(),
  /** The request's cemetery (its own, or its grave's); null: the request names none. */
  cemetery: z
    .object({ id: z.string(), name: z.string(), position: geoPointSchema.nullable() })
    .nullable(),
});
export type PhotoPresence = z.infer<typeof photoPresenceSchema>;

export const photoSchema = z.object({
  id: z.string(),
  serviceRequestId: z.string(),
  /** The visit the photo was taken on; visits are not recorded yet, so null. */
  visitId: z.string().nullable(),
  type: photoTypeSchema,
  /** The web-sized image (auto-rotated, no metadata); only for those who may see the request. */
  url: z.string(),
  thumbnailUrl: z.string(),
  /** Also the image's alt text. */
  description: z.string().nullable(),
  uploadedAt: z.string(),
  /** As the camera's clock showed it (EXIF), or null. */
  takenAt: z.string().nullable(),
  uploadedBy: z.object({ userId: z.string().nullable(), name: z.string().nullable() }),
  width: z.number().int(),
  height: z.number().int(),
  /** The uploaded file's size and SHA-256: the proof that this is the photo that was sent. */
  originalBytes: z.number().int(),
  originalSha256: z.string(),
  /** Only in the admin's answers; absent (or null) for clients and caretakers. */
  presence: photoPresenceSchema.nullish(),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoListSchema = z.array(photoSchema);

/** A recent photo with the grave and request it shows. */
export const recentPhotoSchema = photoSchema.extend({
  serviceType: z.string(),
  completedDate: z.string().nullable(),
  deceasedName: z.string().nullable(),
  cemeteryName: z.string().nullable(),
});
export type RecentPhoto = z.infer<typeof recentPhotoSchema>;
export const recentPhotoListSchema = z.array(recentPhotoSchema);

/**
 * POST /api/photos/{id}/verify (admin): the stored original's SHA-256 computed again and
 * compared with the one recorded at upload. `original_not_kept`: the photo is older than the
 * kept originals; `original_missing`: it was kept but its file is gone.
 */
export const photoVerificationResults = [
  'match',
  'mismatch',
  'original_not_kept',
  'original_missing',
] as const;
export type PhotoVerificationResult = (typeof photoVerificationResults)[number];
export const photoVerificationSchema = z.object({
  photoId: z.string(),
  result: z.enum(photoVerificationResults),
  recordedSha256: z.string(),
  /** Null when there was no file to hash. */
  computedSha256: z.string().nullable(),
  checkedAt: z.string(),
});
export type PhotoVerification = z.infer<typeof photoVerificationSchema>;

/** POST /api/photos/{id}/use-as-cemetery-position (admin): the cemetery's position as set. */
export const cemeteryPositionFromPhotoSchema = z.object({
  cemeteryId: z.string(),
  cemeteryName: z.string(),
  position: geoPointSchema,
  source: z.enum(presenceSources),
});
export type CemeteryPositionFromPhoto = z.infer<typeof cemeteryPositionFromPhotoSchema>;

/** The image routes, for the read model and the UI alike. */
export const photoImagePath = (photoId: string) => `/api/photos/${photoId}/image`;
export const photoThumbnailPath = (photoId: string) => `/api/photos/${photoId}/thumbnail`;
