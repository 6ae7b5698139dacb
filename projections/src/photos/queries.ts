import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import {
  photoImagePath,
  photoSchema,
  photoThumbnailPath,
  recentPhotoSchema,
  type Photo,
  type PhotoPresence,
  type RecentPhoto,
} from '@memorial-care/contracts/http';
import type { PhotoType } from '@memorial-care/contracts/domain';
import { judgePresence, requestStatusSchema } from '@memorial-care/contracts/domain';
import { iso } from '../shared/iso-instant';

const photoRow = z.object({
  id: z.string(),
  serviceRequestId: z.string(),
  visitId: z.string().nullable(),
  type: z.enum(['before', 'after']),
  description: z.string().nullable(),
  uploadedAt: z.string(),
  takenAt: z.string().nullable(),
  uploadedByUserId: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  originalBytes: z.number(),
  originalSha256: z.string(),
  cameraLatitude: z.number().nullable(),
  cameraLongitude: z.number().nullable(),
  deviceLatitude: z.number().nullable(),
  deviceLongitude: z.number().nullable(),
  deviceAccuracyMeters: z.number().nullable(),
  cemeteryId: z.string().nullable(),
  cemeteryName: z.string().nullable(),
  cemeteryLatitude: z.number().nullable(),
  cemeteryLongitude: z.number().nullable(),
});
type PhotoRow = z.infer<typeof photoRow>;

/** The request, its grave and the cemetery either names: what a photo is judged against. */
const cemeteryJoins = sql.fragment`
  LEFT JOIN graves g ON g.id = sr.grave_id
  LEFT JOIN cemeteries ce ON ce.id = coalesce(sr.cemetery_id, g.cemetery_id)`;

const photoColumns = sql.fragment`
  p.id::text AS "id",
  p.service_request_id::text AS "serviceRequestId",
  p.visit_id::text AS "visitId",
  p.type AS "type",
  p.description AS "description",
  ${iso(sql.fragment`p.uploaded_at`)} AS "uploadedAt",
  p.taken_at AS "takenAt",
  p.uploaded_by::text AS "uploadedByUserId",
  NULLIF(concat_ws(' ', u.first_name, u.last_name), '') AS "uploadedByName",
  p.web_width AS "width",
  p.web_height AS "height",
  p.original_bytes AS "originalBytes",
  p.original_sha256 AS "originalSha256",
  p.camera_latitude AS "cameraLatitude",
  p.camera_longitude AS "cameraLongitude",
  p.device_latitude AS "deviceLatitude",
  p.device_longitude AS "deviceLongitude",
  p.device_accuracy_meters AS "deviceAccuracyMeters",
  ce.id::text AS "cemeteryId",
  ce.name AS "cemeteryName",
  ce.latitude AS "cemeteryLatitude",
  ce.longitude AS "cemeteryLongitude"`;

const pointOf = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : { latitude, longitude };

/** Judged now, against the cemetery's position as it is now (it may have been set later). */
const presenceOf = (row: PhotoRow): PhotoPresence => {
  const cameraPosition = pointOf(row.cameraLatitude, row.cameraLongitude);
  const devicePoint = pointOf(row.deviceLatitude, row.deviceLongitude);
  const devicePosition =
    devicePoint && row.deviceAccuracyMeters !== null
      ? { ...devicePoint, accuracyMeters: row.deviceAccuracyMeters }
      : null;
  const cemeteryPosition = pointOf(row.cemeteryLatitude, row.cemeteryLongitude);
  return {
    ...judgePresence({
      camera: cameraPosition,
      device: devicePosition,
      cemetery: cemeteryPosition,
    }),
    cameraPosition,
    devicePosition,
    cemetery:
      row.cemeteryId === null
        ? null
        : { id: row.cemeteryId, name: row.cemeteryName ?? '', position: cemeteryPosition },
  };
};

/** What a caller is shown of each photo: positions only for the office (the admin). */
export interface PhotoReadOptions {
  readonly withPresence: boolean;
}

/** photoSchema keeps its own fields only: the position columns go no further than presence. */
const toPhoto = (
  { uploadedByUserId, uploadedByName, ...row }: PhotoRow,
  { withPresence }: PhotoReadOptions,
): Photo =>
  photoSchema.parse({
    ...row,
    url: photoImagePath(row.id),
    thumbnailUrl: photoThumbnailPath(row.id),
    uploadedBy: { userId: uploadedByUserId, name: uploadedByName },
    ...(withPresence ? { presence: presenceOf({ uploadedByUserId, uploadedByName, ...row }) } : {}),
  });

/** The photos of one request, before ones first, each type oldest first. */
export const listRequestPhotos = async (
  db: CommonQueryMethods,
  requestId: string,
  options: PhotoReadOptions = { withPresence: false },
): Promise<Photo[]> => {
  const rows = await db.any(sql.type(photoRow)`
    SELECT ${photoColumns}
    FROM photos p
    LEFT JOIN users u ON u.id = p.uploaded_by
    LEFT JOIN service_requests sr ON sr.id = p.service_request_id
    ${cemeteryJoins}
    WHERE p.service_request_id = ${requestId}::uuid
    ORDER BY p.type DESC, p.uploaded_at, p.id`);
  return rows.map((row) => toPhoto(row, options));
};

/** One photo while its request is in the read model; null otherwise. */
export const getPhoto = async (
  db: CommonQueryMethods,
  photoId: string,
  options: PhotoReadOptions,
): Promise<Photo | null> => {
  const row = await db.maybeOne(sql.type(photoRow)`
    SELECT ${photoColumns}
    FROM photos p
    JOIN service_requests sr ON sr.id = p.service_request_id
    LEFT JOIN users u ON u.id = p.uploaded_by
    ${cemeteryJoins}
    WHERE p.id = ${photoId}::uuid`);
  return row && toPhoto(row, options);
};

const photoOriginalRow = z.object({
  key: z.string().nullable(),
  sha256: z.string(),
});

/** The kept original of a photo (key null: not kept), while its request is in the read model. */
export const findPhotoOriginal = (db: CommonQueryMethods, photoId: string) =>
  db.maybeOne(sql.type(photoOriginalRow)`
    SELECT p.original_key AS "key", p.original_sha256 AS "sha256"
    FROM photos p
    JOIN service_requests sr ON sr.id = p.service_request_id
    WHERE p.id = ${photoId}::uuid`);

/** Whose a request is, as the photo routes check it (null: no such request, or deleted). */
export const requestAccessRow = z.object({
  requestId: z.string(),
  clientId: z.string().nullable(),
  caretakerId: z.string().nullable(),
  status: requestStatusSchema,
});
export type RequestAccess = z.infer<typeof requestAccessRow>;

const accessColumns = sql.fragment`
  sr.id::text AS "requestId",
  sr.client_id::text AS "clientId",
  sr.caretaker_id::text AS "caretakerId",
  sr.status AS "status"`;

export const findRequestAccess = (db: CommonQueryMethods, requestId: string) =>
  db.maybeOne(sql.type(requestAccessRow)`
    SELECT ${accessColumns} FROM service_requests sr WHERE sr.id = ${requestId}::uuid`);

const photoFileRow = requestAccessRow.extend({
  key: z.string(),
  contentType: z.string(),
  bytes: z.number(),
  sha256: z.string(),
});
export type PhotoFile = z.infer<typeof photoFileRow>;

/** One stored rendition of a photo and its request's owners; null when either is gone. */
export const findPhotoFile = (
  db: CommonQueryMethods,
  photoId: string,
  variant: 'web' | 'thumbnail',
) => {
  const columns =
    variant === 'web'
      ? sql.fragment`p.web_key AS "key", p.web_content_type AS "contentType",
                     p.web_bytes AS "bytes", p.web_sha256 AS "sha256"`
      : sql.fragment`p.thumbnail_key AS "key", p.thumbnail_content_type AS "contentType",
                     p.thumbnail_bytes AS "bytes", p.thumbnail_sha256 AS "sha256"`;
  return db.maybeOne(sql.type(photoFileRow)`
    SELECT ${accessColumns}, ${columns}
    FROM photos p
    JOIN service_requests sr ON sr.id = p.service_request_id
    WHERE p.id = ${photoId}::uuid`);
};

export interface RecentPhotosFilter {
  readonly type: PhotoType;
  readonly limit: number;
  /** Only this client's requests; absent: every request (the office). */
  readonly clientId?: string;
  /** Only requests assigned to this caretaker. */
  readonly caretakerId?: string;
}

const recentRow = photoRow.extend({
  serviceType: z.string(),
  completedDate: z.string().nullable(),
  deceasedName: z.string().nullable(),
});

/** The newest photos of one type, with the grave and request they show. */
export const listRecentPhotos = async (
  db: CommonQueryMethods,
  filter: RecentPhotosFilter,
  options: PhotoReadOptions = { withPresence: false },
): Promise<RecentPhoto[]> => {
  const conditions = [sql.fragment`p.type = ${filter.type}`];
  if (filter.clientId) conditions.push(sql.fragment`sr.client_id = ${filter.clientId}::uuid`);
  if (filter.caretakerId)
    conditions.push(sql.fragment`sr.caretaker_id = ${filter.caretakerId}::uuid`);
  const rows = await db.any(sql.type(recentRow)`
    SELECT ${photoColumns},
           sr.service_type AS "serviceType",
           ${iso(sql.fragment`sr.completed_date`)} AS "completedDate",
           g.deceased_name AS "deceasedName"
    FROM photos p
    JOIN service_requests sr ON sr.id = p.service_request_id
    LEFT JOIN users u ON u.id = p.uploaded_by
    ${cemeteryJoins}
    WHERE ${sql.join(conditions, sql.fragment` AND `)}
    ORDER BY p.uploaded_at DESC, p.id DESC
    LIMIT ${filter.limit}`);
  return rows.map(({ serviceType, completedDate, deceasedName, ...row }) =>
    recentPhotoSchema.parse({
      ...toPhoto(row, options),
      serviceType,
      completedDate,
      deceasedName,
      cemeteryName: row.cemeteryName,
    }),
  );
};

const storageFolderRow = z.object({ folder: z.string() });

/**
 * Which of these storage folders (a key's first segment, the photo's id) hold files of a photo
 * the read model still has: the rest belong to no photo and may be swept.
 */
export const findStorageFoldersInUse = async (
  db: CommonQueryMethods,
  folders: readonly string[],
): Promise<Set<string>> => {
  if (folders.length === 0) return new Set();
  const rows = await db.any(sql.type(storageFolderRow)`
    SELECT DISTINCT split_part(k.key, '/', 1) AS "folder"
    FROM photos p
    CROSS JOIN LATERAL unnest(ARRAY[p.web_key, p.thumbnail_key]) AS k(key)
    WHERE split_part(k.key, '/', 1) = ANY(${sql.array([...folders], 'text')})`);
  return new Set(rows.map((row) => row.folder));
};
