import { z } from 'zod';
import { photoLimits, photoTypeSchema } from '../domain/constants';
import { boundedText, entityId } from '../domain/input-bounds';

/**
 * POST /api/photos/upload is multipart: the file in `photo` and these text fields. The file's
 * own checks (an image by its content, at most photoLimits.maxFileBytes) are the server's.
 */
export const photoUploadFieldsSchema = z.object({
  serviceRequestId: entityId('Please choose the service request the photo belongs to'),
  type: photoTypeSchema,
  description: boundedText(photoLimits.descriptionMaxLength, {
    multiline: true,
    tooLongMessage: `The description can be at most ${photoLimits.descriptionMaxLength} characters`,
  })
    .optional()
    .transform((value) => value || null),
});
export type PhotoUploadFields = z.input<typeof photoUploadFieldsSchema>;

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

/** The image routes, for the read model and the UI alike. */
export const photoImagePath = (photoId: string) => `/api/photos/${photoId}/image`;
export const photoThumbnailPath = (photoId: string) => `/api/photos/${photoId}/thumbnail`;
