import { z } from 'zod';
import { photoTypeSchema } from '../domain/constants';
import { devicePositionSchema, geoPointSchema } from '../domain/geo-position';

// Photos live in their service request's stream (`service-request-<uuid>`): a photo belongs to
// one request, whoever may add one is decided by that request's state, and the request's
// history (the auditor's replay) shows them among its other events.

const isoTimestamp = z.iso.datetime({ offset: true });
/** A generated storage key: `<photo id>/<variant>.<ext>`, never the uploaded file's name. */
const storageKey = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/);
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** One stored rendition of a photo (re-encoded from the upload, without metadata). */
export const photoRenditionSchema = z.object({
  key: storageKey,
  contentType: z.string().min(1),
  bytes: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sha256: sha256Hex,
});
export type PhotoRendition = z.infer<typeof photoRenditionSchema>;

/** What makes the photo a proof: what was uploaded, when it was taken, where it went. */
export const photoAttachedSchema = z.object({
  photoId: z.guid(),
  requestId: z.guid(),
  type: photoTypeSchema,
  description: z.string().nullable(),
  /** When the upload was received (the event's own time is when it was recorded). */
  uploadedAt: isoTimestamp,
  /** The user who uploaded it (also in the metadata; kept here so the proof stands alone). */
  uploadedBy: z.guid().nullable(),
  /**
   * When the camera says it was taken (EXIF DateTimeOriginal), as the camera's clock showed it:
   * `YYYY-MM-DDTHH:mm:ss`, with its offset when the camera recorded one. Null when absent.
   */
  takenAt: z.string().nullable(),
  /** The uploaded file as received: its hash lets anyone check a copy against this record. */
  original: z.object({
    sha256: sha256Hex,
    bytes: z.number().int().positive(),
    format: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** It carried GPS coordinates; they were left out of every stored rendition. */
    hadLocation: z.boolean(),
    /**
     * Where the file is kept as received, so that its hash can be checked again. Never served
     * to anyone (it still holds the camera's metadata). Absent: kept only since proof of
     * presence; older photos have no original.
     */
    key: storageKey.optional(),
  }),
  web: photoRenditionSchema,
  thumbnail: photoRenditionSchema,
  /**
   * Where the uploading device said it was (the browser's location, with the caretaker's
   * consent, and its accuracy); null: none sent. Absent in photos recorded before it existed.
   */
  devicePosition: devicePositionSchema.nullable().optional(),
  /** The camera's GPS position (EXIF) in the original; null: it had none (or an unusable one). */
  cameraPosition: geoPointSchema.nullable().optional(),
  /**
   * The upload's Idempotency-Key: a retry of the same upload, even days later, is this photo
   * again and not a second one. Null: the upload was sent without a key.
   */
  uploadKey: z.string().min(1).max(200).nullable().optional(),
});
export type PhotoAttached = z.infer<typeof photoAttachedSchema>;

/** The parts of a recorded photo that say where it was taken: for the office's eyes only. */
const positionFields = ['devicePosition', 'cameraPosition'] as const;

/**
 * A PhotoAttached's data as anyone but an admin may read it (a request's history): without the
 * device's and the camera's positions. Other events' data pass unchanged.
 */
export const withoutPhotoPositions = (type: string, data: unknown): unknown => {
  if (type !== 'PhotoAttached' || !data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).filter(
      ([field]) => !(positionFields as readonly string[]).includes(field),
    ),
  );
};

/** The photo leaves the request; the files go once this is recorded. */
export const photoDeletedSchema = z.object({
  photoId: z.guid(),
  requestId: z.guid(),
  type: photoTypeSchema,
  /** The storage keys to remove, so a cleanup never needs the read model. */
  keys: z.array(storageKey),
});
export type PhotoDeleted = z.infer<typeof photoDeletedSchema>;

export const photoEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PhotoAttached'), data: photoAttachedSchema }),
  z.object({ type: z.literal('PhotoDeleted'), data: photoDeletedSchema }),
]);
export type PhotoEvent = z.infer<typeof photoEventSchema>;
export const photoEventTypes = ['PhotoAttached', 'PhotoDeleted'] as const;
