import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import type { PhotoAttached } from '@memorial-care/contracts/events';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { photosProjection } from './photos-projection';
import { findPhotoFile, listRecentPhotos, listRequestPhotos } from './queries';

const database = useProjectionTestWithBuiltEvents(photosProjection);

const requestId = randomUUID();
const clientId = randomUUID();
let revision = 0n;
const at = (event: { type: string; data: object }, occurredAt = '2026-11-20T10:00:00.000Z') => {
  revision += 1n;
  return recordedEvent(event, { streamId: `service-request-${requestId}`, revision, occurredAt });
};

const sha = (c: string) => c.repeat(64);
const attached = (
  type: 'before' | 'after',
  uploadedAt: string,
  photoId = randomUUID(),
): { type: 'PhotoAttached'; data: PhotoAttached } => ({
  type: 'PhotoAttached',
  data: {
    photoId,
    requestId,
    type,
    description: type === 'before' ? 'Moss on the stone' : null,
    uploadedAt,
    uploadedBy: null,
    takenAt: '2026-11-20T09:58:12',
    original: {
      sha256: sha('a'),
      bytes: 3_100_000,
      format: 'jpeg',
      width: 4000,
      height: 3000,
      hadLocation: true,
    },
    web: {
      key: `${photoId}/web.jpg`,
      contentType: 'image/jpeg',
      bytes: 410_000,
      width: 1600,
      height: 1200,
      sha256: sha('b'),
    },
    thumbnail: {
      key: `${photoId}/thumbnail.jpg`,
      contentType: 'image/jpeg',
      bytes: 31_000,
      width: 480,
      height: 360,
      sha256: sha('c'),
    },
  },
});
const deleted = (photo: PhotoAttached) => ({
  type: 'PhotoDeleted',
  data: {
    photoId: photo.photoId,
    requestId,
    type: photo.type,
    keys: [photo.web.key, photo.thumbnail.key],
  },
});

/** The request's row, as the service-requests projection would have it. */
const insertRequest = () =>
  database.pool.query(sql.unsafe`
    INSERT INTO service_requests (id, client_id, service_type, status, version, created_at, updated_at, completed_date)
    VALUES (${requestId}, ${clientId}, 'grave_cleaning', 'completed', 3, now(), now(), '2026-11-20T12:00:00Z')
    ON CONFLICT (id) DO NOTHING`);

describe('the photos projection', () => {
  it('lists a request’s photos, before first, each oldest first; a replay adds nothing', async () => {
    const after = attached('after', '2026-11-20T11:00:00.000Z');
    const beforeLater = attached('before', '2026-11-20T10:30:00.000Z');
    const beforeFirst = attached('before', '2026-11-20T10:00:00.000Z');
    const events = [at(after), at(beforeLater), at(beforeFirst)];
    await database.apply(events);
    await database.apply(events);

    const photos = await listRequestPhotos(database.pool, requestId);
    expect(photos.map((p) => p.id)).toEqual([
      beforeFirst.data.photoId,
      beforeLater.data.photoId,
      after.data.photoId,
    ]);
    expect(photos[0]).toEqual({
      id: beforeFirst.data.photoId,
      serviceRequestId: requestId,
      visitId: null,
      type: 'before',
      url: `/api/photos/${beforeFirst.data.photoId}/image`,
      thumbnailUrl: `/api/photos/${beforeFirst.data.photoId}/thumbnail`,
      description: 'Moss on the stone',
      uploadedAt: '2026-11-20T10:00:00.000Z',
      takenAt: '2026-11-20T09:58:12',
      uploadedBy: { userId: null, name: null },
      width: 1600,
      height: 1200,
      originalBytes: 3_100_000,
      originalSha256: sha('a'),
    });
  });

  it('removes a deleted photo, also when it was attached in the same batch', async () => {
    const kept = attached('after', '2026-11-20T11:00:00.000Z');
    const gone = attached('after', '2026-11-20T11:05:00.000Z');
    await database.apply([at(kept), at(gone), at(deleted(gone.data))]);
    expect((await listRequestPhotos(database.pool, requestId)).map((p) => p.id)).toEqual([
      kept.data.photoId,
    ]);
  });

  it('serves a file only while its request is in the read model', async () => {
    const photo = attached('after', '2026-11-20T11:00:00.000Z');
    await database.apply([at(photo)]);
    expect(await findPhotoFile(database.pool, photo.data.photoId, 'thumbnail')).toBeNull();
    await insertRequest();
    expect(await findPhotoFile(database.pool, photo.data.photoId, 'thumbnail')).toEqual({
      requestId,
      clientId,
      caretakerId: null,
      status: 'completed',
      key: photo.data.thumbnail.key,
      contentType: 'image/jpeg',
      bytes: 31_000,
      sha256: sha('c'),
    });
  });

  it('lists a client’s newest after-photos, newest first, within the limit', async () => {
    await insertRequest();
    const photos = [
      attached('after', '2026-11-20T11:00:00.000Z'),
      attached('after', '2026-11-20T12:00:00.000Z'),
      attached('before', '2026-11-20T13:00:00.000Z'),
      attached('after', '2026-11-20T14:00:00.000Z'),
    ];
    await database.apply(photos.map((p) => at(p)));
    const recent = await listRecentPhotos(database.pool, { type: 'after', limit: 2, clientId });
    expect(recent.map((p) => p.id)).toEqual([photos[3]!.data.photoId, photos[1]!.data.photoId]);
    expect(recent[0]).toMatchObject({
      serviceType: 'grave_cleaning',
      completedDate: '2026-11-20T12:00:00.000Z',
    });
    expect(
      await listRecentPhotos(database.pool, { type: 'after', limit: 6, clientId: randomUUID() }),
    ).toEqual([]);
  });
});
