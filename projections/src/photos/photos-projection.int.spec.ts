import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import type { PhotoAttached } from '@memorial-care/contracts/events';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { photosProjection } from './photos-projection';
import {
  findPhotoFile,
  findPhotoOriginal,
  getPhoto,
  listRecentPhotos,
  listRequestPhotos,
} from './queries';

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

  describe('where a photo was taken (the admin’s view only)', () => {
    const cemeteryId = randomUUID();
    /** A photo of proof-of-presence times: both positions, the kept original. */
    const located = () => {
      const photo = attached('after', '2026-11-20T15:00:00.000Z');
      return {
        ...photo,
        data: {
          ...photo.data,
          original: { ...photo.data.original, key: `${photo.data.photoId}/original.jpg` },
          // Novi Sad, some 70 km from the cemetery.
          cameraPosition: { latitude: 45.2671, longitude: 19.8335 },
          devicePosition: { latitude: 44.8102, longitude: 20.4879, accuracyMeters: 15 },
          uploadKey: randomUUID(),
        },
      };
    };
    const placeCemetery = async (position: { latitude: number; longitude: number } | null) => {
      await database.pool.query(sql.unsafe`
        INSERT INTO cemeteries (id, name, city, region, version, created_at, updated_at)
        VALUES (${cemeteryId}, 'Novo groblje', 'Beograd', 'Grad Beograd', 1, now(), now())
        ON CONFLICT (id) DO NOTHING`);
      await database.pool.query(sql.unsafe`
        UPDATE cemeteries SET latitude = ${position?.latitude ?? null},
                              longitude = ${position?.longitude ?? null}
        WHERE id = ${cemeteryId}`);
      await database.pool.query(sql.unsafe`
        UPDATE service_requests SET cemetery_id = ${cemeteryId} WHERE id = ${requestId}`);
    };

    it('keeps both positions and judges them when read, against the cemetery as it is now', async () => {
      await insertRequest();
      const photo = located();
      await database.apply([at(photo)]);
      await placeCemetery(null);
      const unplaced = await getPhoto(database.pool, photo.data.photoId, { withPresence: true });
      expect(unplaced?.presence).toEqual({
        verdict: 'unknown',
        distanceMeters: null,
        source: 'camera',
        cameraPosition: { latitude: 45.2671, longitude: 19.8335 },
        devicePosition: { latitude: 44.8102, longitude: 20.4879, accuracyMeters: 15 },
        cemetery: { id: cemeteryId, name: 'Novo groblje', position: null },
      });

      // The cemetery is placed later: the same photo is now judged far (by the camera's GPS).
      await placeCemetery({ latitude: 44.8101, longitude: 20.4889 });
      const [judged] = (
        await listRequestPhotos(database.pool, requestId, { withPresence: true })
      ).filter((p) => p.id === photo.data.photoId);
      expect(judged?.presence).toMatchObject({ verdict: 'far', source: 'camera' });
      expect(judged!.presence!.distanceMeters! / 1000).toBeCloseTo(70, -1);
      expect(await findPhotoOriginal(database.pool, photo.data.photoId)).toEqual({
        key: `${photo.data.photoId}/original.jpg`,
        sha256: sha('a'),
      });
    });

    it('gives everyone else no position at all, in the lists and the recent photos', async () => {
      await insertRequest();
      const photo = located();
      await database.apply([at(photo)]);
      const lists = [
        await listRequestPhotos(database.pool, requestId),
        await listRecentPhotos(database.pool, { type: 'after', limit: 20, clientId }),
        [await getPhoto(database.pool, photo.data.photoId, { withPresence: false })],
      ];
      for (const list of lists) {
        expect(list.length).toBeGreaterThan(0);
        for (const shown of list) expect(shown).not.toHaveProperty('presence');
        expect(JSON.stringify(list)).not.toMatch(/45\.2671|44\.8102|latitude/);
      }
    });

    it('takes a photo recorded before positions existed: unknown, no original kept', async () => {
      await insertRequest();
      const old = attached('after', '2026-11-20T16:00:00.000Z');
      await database.apply([at(old)]);
      const shown = await getPhoto(database.pool, old.data.photoId, { withPresence: true });
      expect(shown?.presence).toMatchObject({
        verdict: 'unknown',
        source: null,
        cameraPosition: null,
        devicePosition: null,
      });
      expect(await findPhotoOriginal(database.pool, old.data.photoId)).toEqual({
        key: null,
        sha256: sha('a'),
      });
    });
  });
});
