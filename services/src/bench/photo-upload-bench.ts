import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoLimits, type PhotoType } from '@memorial-care/contracts/domain';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { photoSchema } from '@memorial-care/contracts/http';
import type { ApiRole } from '../roles/api';
import { startProjectorRole } from '../roles/projector';
import { gpsExif } from '../photos/testing/test-images';
import { serviceRequestsDecider } from '../service-requests/service-requests-decider';
import { eventToAppend, metadataOf, systemContext } from '../shared/command-handler';
import { decideAll } from './domain-events';
import { percentile, withBenchApi } from './bench-api';

// No budget in DESIGN for photos: these figures are reported, not judged.

export interface PhotoUploadResult {
  /** Timed sequential uploads (after the warm-up ones). */
  readonly uploads: number;
  readonly uploadP50Ms: number;
  readonly uploadP95Ms: number;
  /** Photos per second with `concurrentUploads` caretakers uploading at once, one visit each. */
  readonly uploadsPerSecAt4: number;
  readonly thumbnailP95Ms: number;
  /** The uploaded file, and the web copy and the thumbnail the API serves for it. */
  readonly bytes: { readonly original: number; readonly web: number; readonly thumbnail: number };
}

const photoWidth = 4032;
const photoHeight = 3024;

/** A headstone on grass under the sky, as smooth shapes: the texture comes from the noise. */
const graveScene = `<svg xmlns="http://www.w3.org/2000/svg" width="${photoWidth}" height="${photoHeight}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="0.2" y2="1">
      <stop offset="0" stop-color="#8fb8e0"/><stop offset="0.4" stop-color="#dce6ee"/>
      <stop offset="0.42" stop-color="#6d8258"/><stop offset="1" stop-color="#3f4f30"/>
    </linearGradient>
    <linearGradient id="stone" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="#9a958f"/><stop offset="1" stop-color="#6e6a66"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#ground)"/>
  <rect x="1300" y="900" width="1400" height="1800" rx="60" fill="url(#stone)"/>
</svg>`;

/** Gaussian noise drawn at 1/`divisor` of the size and scaled up: texture of that grain. */
const noiseLayer = async (divisor: number, sigma: number) => ({
  input: await sharp({
    create: {
      width: Math.round(photoWidth / divisor),
      height: Math.round(photoHeight / divisor),
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .resize(photoWidth, photoHeight, { kernel: 'cubic' })
    .raw()
    .toBuffer(),
  raw: { width: photoWidth, height: photoHeight, channels: 3 as const },
  blend: 'overlay' as const,
});

/**
 * One 12 MP phone photo (4032×3024 JPEG, quality 92, EXIF with the time taken and a GPS
 * position): a smooth scene with noise at three grains, so that, like a real photo, it keeps
 * detail when shrunk — about 4.4 MB, a ~420 KB web copy and a ~30 KB thumbnail. Pixel noise
 * alone (the tests' `cameraPhoto`) is the worst case instead: 8.7 MB that decodes 2–3× slower,
 * yet a 3 KB thumbnail; a gradient with only fine noise shrinks to an unrealistic 20–120 KB.
 */
export const phonePhoto = () =>
  Promise.all([noiseLayer(1, 8), noiseLayer(3, 20), noiseLayer(12, 30)]).then((layers) =>
    sharp(Buffer.from(graveScene))
      .composite(layers)
      .withExif({
        IFD0: { Make: 'MemorialCam', Model: 'Bench 1' },
        IFD2: { DateTimeOriginal: '2026:11:20 10:15:30' },
        IFD3: gpsExif,
      })
      .jpeg({ quality: 92 })
      .toBuffer(),
  );

/**
 * A started visit, recorded straight into the log through the request's own decider (clients,
 * graves and caretakers play no part in the photo routes), once the read models have it.
 */
const recordStartedRequest = async (api: ApiRole) => {
  const requestId = randomUUID();
  const scheduledDate = new Date().toISOString();
  const events = decideAll(serviceRequestsDecider, [
    {
      type: 'RequestService',
      data: {
        requestId,
        clientId: randomUUID(),
        graveId: randomUUID(),
        cemeteryId: randomUUID(),
        serviceType: 'grave_cleaning',
        amount: '35.00',
        scheduledDate,
      },
    },
    {
      type: 'ScheduleServiceRequest',
      data: { requestId, caretakerId: randomUUID(), scheduledDate },
    },
    { type: 'StartWork', data: { requestId, startedAt: scheduledDate } },
  ]);
  const { position } = await api.deps.eventStore.appendToStream(
    serviceRequestStreamId(requestId),
    events.map((e) => eventToAppend(e, metadataOf(systemContext()))),
    { expectedRevision: 'no_stream' },
  );
  await api.deps.waitForProjections(position);
  return requestId;
};

const rounded = (values: readonly number[], p: number) =>
  Number(
    percentile(
      [...values].sort((a, b) => a - b),
      p,
    ).toFixed(1),
  );

/** Runs `count` tasks with at most `concurrency` in flight; resolves with their results. */
const inParallel = async <T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
) => {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) results[i] = await task(i);
    }),
  );
  return results;
};

/**
 * Photo uploads as a caretaker's phone sends them, through the real API over HTTP on a scratch
 * database and a temporary photo storage, signed in as an admin, with the projector running
 * beside the API (an upload answers once the read models have its photo): `uploads` uploads of
 * one 12 MP photo one at a time (p50/p95); the same number by four caretakers at once, each
 * sending their files one after the other to their own visit as the UI does (photos per
 * second); then `thumbnailRequests` thumbnail downloads, `thumbnailConcurrency` at a time (p95).
 */
export const measurePhotoUploads = async ({
  databaseUrl,
  uploads = 24,
  concurrentUploads = 4,
  thumbnailRequests = 500,
  thumbnailConcurrency = 8,
}: {
  readonly databaseUrl: string;
  readonly uploads?: number;
  readonly concurrentUploads?: number;
  readonly thumbnailRequests?: number;
  readonly thumbnailConcurrency?: number;
}): Promise<PhotoUploadResult> => {
  const warmUps = 2;
  if (uploads + warmUps > photoLimits.maxPhotosPerRequest)
    throw new Error(`At most ${photoLimits.maxPhotosPerRequest - warmUps} uploads per request`);
  const photo = await phonePhoto();
  const file = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
  const photoStorageDir = await mkdtemp(join(tmpdir(), 'mc-bench-photos-'));
  try {
    return await withBenchApi(
      { databaseUrl, name: 'photos', env: { PHOTO_STORAGE_DIR: photoStorageDir } },
      async ({ api, cookie, scratchUrl, pool, eventStore, logger }) => {
        const projector = await startProjectorRole({
          pool,
          databaseUrl: scratchUrl,
          eventStore,
          logger,
        });
        try {
          const request = async (path: string, init: RequestInit = {}) => {
            const started = performance.now();
            const response = await fetch(new URL(path, api.listeningUrl), {
              ...init,
              headers: { cookie },
            });
            const body = Buffer.from(await response.arrayBuffer());
            const ms = performance.now() - started;
            if (response.status >= 300)
              throw new Error(`${path}: ${response.status} ${body.toString()}`);
            return { ms, body };
          };
          const upload = async (serviceRequestId: string, type: PhotoType) => {
            const form = new FormData();
            form.set('serviceRequestId', serviceRequestId);
            form.set('type', type);
            form.set('photo', file, 'IMG_2041.jpg');
            const { ms, body } = await request('/api/photos/upload', {
              method: 'POST',
              body: form,
            });
            return { ms, photo: photoSchema.parse(JSON.parse(body.toString())) };
          };
          const typeOf = (i: number): PhotoType => (i % 2 === 0 ? 'before' : 'after');

          const oneAtATime = await recordStartedRequest(api);
          // Warm sharp, the plans, the caches and the connections, as a running API would be.
          for (let i = 0; i < warmUps; i++) await upload(oneAtATime, typeOf(i));
          const sequential: Awaited<ReturnType<typeof upload>>[] = [];
          for (let i = 0; i < uploads; i++) sequential.push(await upload(oneAtATime, typeOf(i)));

          const visits = await Promise.all(
            Array.from({ length: concurrentUploads }, () => recordStartedRequest(api)),
          );
          const parallelStarted = performance.now();
          await Promise.all(
            visits.map(async (visit, first) => {
              for (let i = first; i < uploads; i += concurrentUploads)
                await upload(visit, typeOf(i));
            }),
          );
          const parallelMs = performance.now() - parallelStarted;

          const [first] = sequential;
          if (!first) throw new Error('No photo was uploaded');
          const web = await request(first.photo.url);
          const thumbnailUrls = sequential.map((s) => s.photo.thumbnailUrl);
          const thumbnail = await request(first.photo.thumbnailUrl);
          for (const url of thumbnailUrls) await request(url);
          const thumbnailMs = await inParallel(
            thumbnailRequests,
            thumbnailConcurrency,
            async (i) => (await request(thumbnailUrls[i % thumbnailUrls.length]!)).ms,
          );

          const uploadMs = sequential.map((s) => s.ms);
          return {
            uploads,
            uploadP50Ms: rounded(uploadMs, 50),
            uploadP95Ms: rounded(uploadMs, 95),
            uploadsPerSecAt4: Number((uploads / (parallelMs / 1000)).toFixed(2)),
            thumbnailP95Ms: rounded(thumbnailMs, 95),
            bytes: {
              original: photo.length,
              web: web.body.length,
              thumbnail: thumbnail.body.length,
            },
          };
        } finally {
          await projector.stop();
        }
      },
    );
  } finally {
    await rm(photoStorageDir, { recursive: true, force: true });
  }
};
