import { randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { pino } from 'pino';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAttachedSchema, serviceRequestStreamId } from '@memorial-care/contracts/events';
import { photoSchema, serviceRequestCreatedSchema } from '@memorial-care/contracts/http';
import { photosProjection } from '@memorial-care/projections/photos';
import {
  recordCaretaker,
  recordClient,
  recordGrave,
  upcoming,
} from '../service-requests/int-test-fixtures';
import { systemMetadata } from '../testing/event-data';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { orphanSweepEveryMs, photoStorageQueueName } from './orphan-sweep-jobs';
import { orphanGraceMs, sweepOrphanedPhotoFiles, type OrphanSweepDeps } from './orphan-sweep';
import { createLocalPhotoStorage, type PhotoStorage } from './photo-storage';
import { cameraPhoto } from './testing/test-images';

// The hourly sweep of photo files that belong to no photo, against a real read model and log:
// it removes a crashed upload's files and a deleted photo's leftovers once they are older than
// the grace period, and never a live photo's files, nor anything while the read model lags.

let app: TestApp;
let admin: TestClient;
let storage: PhotoStorage;
let sweepDeps: OrphanSweepDeps;
let requestId = '';
let photoJpeg: Buffer;

const upload = async (type: 'before' | 'after') => {
  const form = new FormData();
  form.set('serviceRequestId', requestId);
  form.set('type', type);
  form.set('photo', new Blob([new Uint8Array(photoJpeg)], { type: 'image/jpeg' }), 'grave.jpg');
  const response = await admin.fetch('/api/photos/upload', { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return photoSchema.parse(await response.json());
};

const storedFolders = async () => (await readdir(app.config.photoStorageDir)).sort();

/** Dates a folder and its files `ms` into the past, as if written then. */
const age = async (folder: string, ms: number) => {
  const path = join(app.config.photoStorageDir, folder);
  const then = new Date(Date.now() - ms);
  for (const file of await readdir(path)) await utimes(join(path, file), then, then);
  await utimes(path, then, then);
};

const setPhotosProjectionStatus = (status: 'running' | 'paused') =>
  app.database.pool.query(sql.unsafe`
    UPDATE projection_checkpoints SET status = ${status} WHERE name = ${photosProjection.name}`);

beforeAll(async () => {
  app = await startTestApp({ worker: true });
  admin = await app.signInAs('admin');
  photoJpeg = await cameraPhoto({ width: 800, height: 600 });
  storage = createLocalPhotoStorage(app.config.photoStorageDir);
  sweepDeps = {
    pool: app.database.pool,
    eventStore: app.deps.eventStore,
    storage,
    logger: pino({ level: 'silent' }),
  };
  const clientId = await recordClient(app, 'Vesna Marković', 'active');
  const graveId = await recordGrave(app, clientId, randomUUID());
  const caretakerId = await recordCaretaker(app, {
    name: 'Nikola Ilić',
    preferredVisitDays: [],
    holidayDates: [],
  });
  const response = await admin.post('/api/service-requests', {
    clientId,
    graveId,
    serviceType: 'grave_cleaning',
    caretakerId,
    priority: 'normal',
    amount: '35.00',
    scheduledDate: upcoming('Wednesday', 1).iso,
  });
  expect(response.status).toBe(201);
  requestId = serviceRequestCreatedSchema.parse(await response.json()).id;
}, 60_000);

afterAll(() => app?.close());

describe('the photo storage sweep', () => {
  it('is scheduled hourly by the worker role, and its first run found nothing to remove', async () => {
    const connection = new Redis(app.config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(photoStorageQueueName, { connection, prefix: app.queuePrefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => ({ name: s.name, every: Number(s.every) }))).toEqual([
        { name: 'sweep', every: orphanSweepEveryMs },
      ]);
      await expect.poll(() => queue.getCompletedCount(), { timeout: 15_000 }).toBeGreaterThan(0);
      const [done] = await queue.getCompleted();
      expect(done?.returnvalue).toEqual({ outcome: 'swept', checked: 0, removed: [] });
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it('removes old files of no photo (a crashed upload, a deleted photo’s leftovers), keeps live photos and young folders', async () => {
    const live = await upload('before');
    const deleted = await upload('after');
    expect((await admin.delete(`/api/photos/${deleted.id}`)).status).toBe(204);
    // The deletion's file removal failed: its files are still there.
    await storage.put(`${deleted.id}/web.jpg`, photoJpeg);
    // An upload whose process died before its event was stored, mid-write of its thumbnail.
    const crashed = randomUUID();
    await storage.put(`${crashed}/web.jpg`, photoJpeg);
    await writeFile(join(app.config.photoStorageDir, crashed, `.${randomUUID()}.partial`), 'half');
    // An upload in flight: its files are written, its event not yet.
    const inFlight = randomUUID();
    await storage.put(`${inFlight}/web.jpg`, photoJpeg);
    for (const folder of [live.id, deleted.id, crashed]) await age(folder, orphanGraceMs + 60_000);
    expect(await storedFolders()).toEqual([live.id, deleted.id, crashed, inFlight].sort());

    const result = await sweepOrphanedPhotoFiles(sweepDeps);

    expect(result).toEqual({
      outcome: 'swept',
      checked: 4,
      removed: expect.arrayContaining([deleted.id, crashed]) as unknown,
    });
    expect(result.outcome === 'swept' && result.removed).toHaveLength(2);
    expect(await storedFolders()).toEqual([live.id, inFlight].sort());
    expect((await admin.get(live.url)).status).toBe(200);
    expect((await admin.get(live.thumbnailUrl)).status).toBe(200);
  });

  it('removes nothing while the photos read model cannot be trusted (paused), and says why', async () => {
    const orphan = randomUUID();
    await storage.put(`${orphan}/web.jpg`, photoJpeg);
    await age(orphan, orphanGraceMs + 60_000);
    await setPhotosProjectionStatus('paused');
    try {
      expect(await sweepOrphanedPhotoFiles(sweepDeps)).toEqual({
        outcome: 'skipped',
        reason: 'the photos projection is paused',
      });
      expect(await storedFolders()).toContain(orphan);
    } finally {
      await setPhotosProjectionStatus('running');
    }
    const swept = await sweepOrphanedPhotoFiles(sweepDeps);
    expect(swept).toMatchObject({ outcome: 'swept', removed: [orphan] });
  });

  it('waits for the read model to reach the end of the log before trusting it', async () => {
    // A photo whose event is stored this instant (the sweep does not wait for the answer of an
    // upload, as the API does), its files dated old: the sweep must see its row, not race it.
    const [recorded] = (await app.streamEvents(serviceRequestStreamId(requestId))).filter(
      (event) => event.type === 'PhotoAttached',
    );
    const template = photoAttachedSchema.parse(recorded?.data);
    const photoId = randomUUID();
    await storage.put(`${photoId}/web.jpg`, photoJpeg);
    await storage.put(`${photoId}/thumbnail.jpg`, photoJpeg);
    await age(photoId, orphanGraceMs + 60_000);
    // The read model is held back (its writes wait for this lock) while the event is stored
    // and the sweep starts: a sweep that trusted it without waiting would remove the files.
    const locker = new Client({ connectionString: app.database.url });
    await locker.connect();
    let result;
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE photos IN EXCLUSIVE MODE');
      await app.deps.eventStore.appendToStream(
        serviceRequestStreamId(requestId),
        [
          {
            id: randomUUID(),
            type: 'PhotoAttached',
            data: {
              ...template,
              photoId,
              web: { ...template.web, key: `${photoId}/web.jpg` },
              thumbnail: { ...template.thumbnail, key: `${photoId}/thumbnail.jpg` },
            },
            metadata: systemMetadata(),
          },
        ],
        { expectedRevision: 'any' },
      );
      const sweep = sweepOrphanedPhotoFiles(sweepDeps, { catchUpTimeoutMs: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await locker.query('COMMIT');
      result = await sweep;
    } finally {
      await locker.end();
    }
    expect(result).toMatchObject({ outcome: 'swept', removed: [] });
    expect(await storedFolders()).toContain(photoId);
  });
});
