import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { photoAttachedSchema, photoDeletedSchema } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

const attachedRow = (event: RecordedEvent) => {
  const photo = photoAttachedSchema.parse(event.data);
  return {
    id: photo.photoId,
    requestId: photo.requestId,
    type: photo.type,
    description: photo.description,
    webKey: photo.web.key,
    webContentType: photo.web.contentType,
    webBytes: photo.web.bytes,
    webWidth: photo.web.width,
    webHeight: photo.web.height,
    webSha256: photo.web.sha256,
    thumbnailKey: photo.thumbnail.key,
    thumbnailContentType: photo.thumbnail.contentType,
    thumbnailBytes: photo.thumbnail.bytes,
    thumbnailSha256: photo.thumbnail.sha256,
    originalBytes: photo.original.bytes,
    originalSha256: photo.original.sha256,
    takenAt: photo.takenAt,
    uploadedAt: photo.uploadedAt,
    uploadedBy: photo.uploadedBy,
    originalKey: photo.original.key ?? null,
    cameraLatitude: photo.cameraPosition?.latitude ?? null,
    cameraLongitude: photo.cameraPosition?.longitude ?? null,
    deviceLatitude: photo.devicePosition?.latitude ?? null,
    deviceLongitude: photo.devicePosition?.longitude ?? null,
    deviceAccuracyMeters: photo.devicePosition?.accuracyMeters ?? null,
  };
};

/**
 * Set-based and idempotent: every attached photo of the batch is inserted (a replayed one is
 * skipped by its id), then every deleted one removed. A photo is attached before it is deleted
 * and ids are never reused, so doing the inserts first gives the log's end state.
 */
const applyBatch = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  const attached = events.filter((e) => e.type === 'PhotoAttached').map(attachedRow);
  const deleted = events
    .filter((e) => e.type === 'PhotoDeleted')
    .map((e) => photoDeletedSchema.parse(e.data).photoId);
  if (attached.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO photos (id, service_request_id, type, description, web_key, web_content_type,
                          web_bytes, web_width, web_height, web_sha256, thumbnail_key,
                          thumbnail_content_type, thumbnail_bytes, thumbnail_sha256,
                          original_bytes, original_sha256, taken_at, uploaded_at, uploaded_by,
                          original_key, camera_latitude, camera_longitude, device_latitude,
                          device_longitude, device_accuracy_meters)
      SELECT r.id, r."requestId", r.type, r.description, r."webKey", r."webContentType",
             r."webBytes", r."webWidth", r."webHeight", r."webSha256", r."thumbnailKey",
             r."thumbnailContentType", r."thumbnailBytes", r."thumbnailSha256",
             r."originalBytes", r."originalSha256", r."takenAt", r."uploadedAt", r."uploadedBy",
             r."originalKey", r."cameraLatitude", r."cameraLongitude", r."deviceLatitude",
             r."deviceLongitude", r."deviceAccuracyMeters"
      FROM jsonb_to_recordset(${rowsAsJsonb(attached)}) AS r(
        id uuid, "requestId" uuid, type text, description text, "webKey" text,
        "webContentType" text, "webBytes" integer, "webWidth" integer, "webHeight" integer,
        "webSha256" text, "thumbnailKey" text, "thumbnailContentType" text,
        "thumbnailBytes" integer, "thumbnailSha256" text, "originalBytes" integer,
        "originalSha256" text, "takenAt" text, "uploadedAt" timestamptz, "uploadedBy" uuid,
        "originalKey" text, "cameraLatitude" double precision, "cameraLongitude" double precision,
        "deviceLatitude" double precision, "deviceLongitude" double precision,
        "deviceAccuracyMeters" double precision)
      ON CONFLICT (id) DO NOTHING`);
  if (deleted.length > 0)
    await tx.query(sql.unsafe`
      DELETE FROM photos WHERE id = ANY(${sql.array(deleted, 'uuid')})`);
};

export const photosProjection: Projection = {
  name: 'photos',
  eventTypes: ['PhotoAttached', 'PhotoDeleted'],
  tables: ['photos'],
  queryIndexes: ['photos_request', 'photos_type_uploaded'],
  migrations: { group: 'projection-photos', directory: new URL('./migrations/', import.meta.url) },
  applyBatch,
};
