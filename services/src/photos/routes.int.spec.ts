import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLimits } from '@memorial-care/contracts/domain';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import {
  photoListSchema,
  photoSchema,
  recentPhotoListSchema,
  serviceRequestCreatedSchema,
  serviceRequestHistorySchema,
} from '@memorial-care/contracts/http';
import {
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
  upcoming,
} from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { storedPhotoFiles } from './testing/stored-files';
import { cameraPhoto, textPretendingToBeJpeg, truncatedJpeg } from './testing/test-images';

// The photo API over real HTTP with real sessions: who may add, see and delete the photos of a
// request, what the server does with a bad file (a clear error and nothing stored), and what a
// client downloads (re-encoded, no location).

let app: TestApp;
let admin: TestClient;
let anonymous: TestClient;
const cemeteryId = randomUUID();
const people = {} as Record<
  'owner' | 'otherClient' | 'assigned' | 'otherCaretaker',
  { id: string; session: TestClient }
>;
let graveId = '';
/** A started task of `assigned` for `owner`'s grave; a pending offer to `assigned`. */
let startedTask = '';
let offeredTask = '';
let photoJpeg: Buffer;

const createRequest = async (caretakerId: string, weeksAhead: number) => {
  const response = await admin.post('/api/service-requests', {
    clientId: people.owner.id,
    graveId,
    serviceType: 'grave_cleaning',
    caretakerId,
    priority: 'normal',
    amount: '35.00',
    scheduledDate: upcoming('Wednesday', weeksAhead).iso,
  });
  expect(response.status).toBe(201);
  return serviceRequestCreatedSchema.parse(await response.json()).id;
};

const upload = (
  session: TestClient,
  fields: { serviceRequestId?: string; type?: string; description?: string },
  file: Buffer | null = photoJpeg,
  fileName = 'IMG_2041.jpg',
  declaredType = 'image/jpeg',
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.set(name, value);
  if (file) form.set('photo', new Blob([new Uint8Array(file)], { type: declaredType }), fileName);
  return session.fetch('/api/photos/upload', { method: 'POST', body: form });
};

const uploadOk = async (
  session: TestClient,
  requestId: string,
  type: 'before' | 'after',
  description?: string,
) => {
  const response = await upload(session, {
    serviceRequestId: requestId,
    type,
    ...(description ? { description } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return photoSchema.parse(await response.json());
};

const storedFiles = () => storedPhotoFiles(app.config.photoStorageDir);

const streamTypes = async (requestId: string) =>
  (await app.streamEvents(serviceRequestStreamId(requestId))).map((e) => e.type);

const listFor = async (session: TestClient, requestId = startedTask) => {
  const response = await session.get(`/api/photos?serviceRequestId=${requestId}`);
  const photos = response.status === 200 ? photoListSchema.parse(await response.json()) : [];
  return { status: response.status, photos };
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  anonymous = app.client();
  photoJpeg = await cameraPhoto({ width: 2400, height: 1800 });
  for (const key of ['owner', 'otherClient'] as const) {
    const id = await recordClient(app, `${key} Petrović`, 'active');
    people[key] = { id, session: await signInLinkedAccount(app, { role: 'client', linkedId: id }) };
  }
  graveId = await recordGrave(app, people.owner.id, cemeteryId);
  for (const key of ['assigned', 'otherCaretaker'] as const) {
    const id = await recordCaretaker(app, {
      name: `${key} Ilić`,
      preferredVisitDays: [],
      holidayDates: [],
    });
    people[key] = {
      id,
      session: await signInLinkedAccount(app, { role: 'caretaker', linkedId: id }),
    };
  }
  const { assigned } = people;
  startedTask = await createRequest(assigned.id, 0);
  expect((await assigned.session.post(`/api/service-requests/${startedTask}/accept`)).status).toBe(
    200,
  );
  expect((await assigned.session.post(`/api/service-requests/${startedTask}/start`)).status).toBe(
    200,
  );
  offeredTask = await createRequest(assigned.id, 1);
}, 60_000);

afterAll(() => app?.close());

describe('uploading a photo', () => {
  it('the assigned caretaker adds a before photo to a started task: recorded as proof, stored re-encoded', async () => {
    const photo = await uploadOk(
      people.assigned.session,
      startedTask,
      'before',
      'Moss on the headstone',
    );
    expect(photo).toMatchObject({
      serviceRequestId: startedTask,
      type: 'before',
      description: 'Moss on the headstone',
      takenAt: '2026-11-20T10:15:30',
      url: `/api/photos/${photo.id}/image`,
      thumbnailUrl: `/api/photos/${photo.id}/thumbnail`,
      width: photoLimits.webMaxPx,
      height: 1200,
      originalBytes: photoJpeg.length,
      uploadedBy: { name: 'Test caretaker' },
    });
    const events = await app.streamEvents(serviceRequestStreamId(startedTask));
    const attached = events.at(-1)!;
    expect(attached.type).toBe('PhotoAttached');
    expect(attached.metadata).toMatchObject({ role: 'caretaker' });
    expect(attached.data).toMatchObject({
      photoId: photo.id,
      uploadedBy: attached.metadata.userId,
      original: {
        sha256: photo.originalSha256,
        bytes: photoJpeg.length,
        format: 'jpeg',
        hadLocation: true,
      },
    });
    // Generated names only: the uploaded file's name appears nowhere. The original is kept as
    // received (for "verify"), served to nobody.
    expect(await storedFiles()).toEqual([
      `${photo.id}/original.jpg`,
      `${photo.id}/thumbnail.jpg`,
      `${photo.id}/web.jpg`,
    ]);
    expect(JSON.stringify(attached.data)).not.toContain('IMG_2041');
  });

  it('the admin may add photos too; several at once all land', async () => {
    const results = await Promise.all(
      (['after', 'after', 'after', 'before'] as const).map((type) =>
        uploadOk(admin, startedTask, type),
      ),
    );
    expect(new Set(results.map((p) => p.id)).size).toBe(4);
    const { photos } = await listFor(admin);
    expect(photos.map((p: { type: string }) => p.type)).toEqual([
      'before',
      'before',
      'after',
      'after',
      'after',
    ]);
  });

  it('refuses everyone else: 401 without a session, 403 for clients, 404 for a caretaker it is not assigned to', async () => {
    const before = await streamTypes(startedTask);
    expect((await upload(anonymous, { serviceRequestId: startedTask, type: 'after' })).status).toBe(
      401,
    );
    for (const client of [people.owner, people.otherClient])
      expect(
        (await upload(client.session, { serviceRequestId: startedTask, type: 'after' })).status,
      ).toBe(403);
    const stranger = await upload(people.otherCaretaker.session, {
      serviceRequestId: startedTask,
      type: 'after',
    });
    expect([stranger.status, await stranger.json()]).toEqual([
      404,
      { message: 'Service request not found', code: 'NOT_FOUND' },
    ]);
    expect((await upload(admin, { serviceRequestId: randomUUID(), type: 'after' })).status).toBe(
      404,
    );
    expect(await streamTypes(startedTask)).toEqual(before);
  });

  it('asks the caretaker to accept a task they have only been offered first', async () => {
    const response = await upload(people.assigned.session, {
      serviceRequestId: offeredTask,
      type: 'before',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'PHOTOS_NOT_OPEN',
      message: 'Photos can be added once you have accepted the task',
    });
  });

  describe('bad input: a clear error, and nothing stored or recorded', () => {
    let filesBefore: string[];
    let eventsBefore: string[];
    beforeAll(async () => {
      filesBefore = await storedFiles();
      eventsBefore = await streamTypes(startedTask);
    });

    const expectError = async (response: Response, status: number, message: RegExp) => {
      const body = (await response.json()) as { message: string };
      expect(response.status, body.message).toBe(status);
      expect(body.message).toMatch(message);
    };
    const fields = { serviceRequestId: '', type: 'after' };
    const withRequest = () => ({ ...fields, serviceRequestId: startedTask });

    it('a text file named .jpg and declared image/jpeg', async () =>
      expectError(
        await upload(admin, withRequest(), textPretendingToBeJpeg()),
        400,
        /not a photo we can read/,
      ));

    it('a zero-byte file', async () =>
      expectError(await upload(admin, withRequest(), Buffer.alloc(0)), 400, /empty/));

    it('a truncated JPEG', async () =>
      expectError(
        await upload(admin, withRequest(), await truncatedJpeg()),
        400,
        /damaged or incomplete/,
      ));

    it('a file over the size limit', async () => {
      const oversize = Buffer.concat([photoJpeg, Buffer.alloc(photoLimits.maxFileBytes)]);
      await expectError(await upload(admin, withRequest(), oversize), 413, /larger than 20 MB/);
    });

    it('no file, two files, a wrong type, no request, or JSON instead of a form', async () => {
      await expectError(await upload(admin, withRequest(), null), 400, /Please choose a photo/);
      const twoFiles = new FormData();
      twoFiles.set('serviceRequestId', startedTask);
      twoFiles.set('type', 'after');
      twoFiles.append(
        'photo',
        new Blob([new Uint8Array(photoJpeg)], { type: 'image/jpeg' }),
        'a.jpg',
      );
      twoFiles.append(
        'photo',
        new Blob([new Uint8Array(photoJpeg)], { type: 'image/jpeg' }),
        'b.jpg',
      );
      await expectError(
        await admin.fetch('/api/photos/upload', { method: 'POST', body: twoFiles }),
        400,
        /one photo per upload/,
      );
      await expectError(
        await upload(admin, { ...withRequest(), type: 'during' }),
        400,
        /before|after|Invalid/,
      );
      await expectError(await upload(admin, fields), 400, /service request/);
      await expectError(
        await admin.post('/api/photos/upload', { serviceRequestId: startedTask, type: 'after' }),
        415,
        /multipart/,
      );
    });

    it('a description longer than the limit', async () => {
      const description = 'x'.repeat(photoLimits.descriptionMaxLength + 1);
      const response = await upload(admin, { ...withRequest(), description });
      await expectError(response, 400, /description can be at most 500 characters/);
    });

    it('left no file and no event behind', async () => {
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await streamTypes(startedTask)).toEqual(eventsBefore);
    });
  });
});

describe('seeing photos', () => {
  it('lists them for the admin, the owning client and the assigned caretaker; 404 for others, 401 anonymous', async () => {
    const forAdmin = await listFor(admin);
    expect(forAdmin.status).toBe(200);
    // The same photos; where each was taken is the admin's alone (proof-of-presence.int.spec).
    const withoutPresence = forAdmin.photos.map(({ presence: _, ...photo }) => photo);
    for (const viewer of [people.owner, people.assigned])
      expect(await listFor(viewer.session)).toEqual({ status: 200, photos: withoutPresence });
    for (const stranger of [people.otherClient, people.otherCaretaker])
      expect((await listFor(stranger.session)).status).toBe(404);
    expect((await listFor(anonymous)).status).toBe(401);
  });

  it('serves the owner a re-encoded JPEG without EXIF or GPS, and a really smaller thumbnail', async () => {
    const [photo] = (await listFor(admin)).photos;
    const image = await people.owner.session.get(photo!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('private, max-age=86400');
    const imageBytes = Buffer.from(await image.arrayBuffer());
    const thumbnail = Buffer.from(
      await (await people.owner.session.get(photo!.thumbnailUrl)).arrayBuffer(),
    );
    const [imageMeta, thumbnailMeta] = await Promise.all([
      sharp(imageBytes).metadata(),
      sharp(thumbnail).metadata(),
    ]);
    expect([imageMeta.format, imageMeta.width, imageMeta.exif]).toEqual(['jpeg', 1600, undefined]);
    expect([thumbnailMeta.width, thumbnailMeta.exif]).toEqual([
      photoLimits.thumbnailMaxPx,
      undefined,
    ]);
    expect(thumbnail.length).toBeLessThan(imageBytes.length / 4);
    expect(imageBytes.includes(Buffer.from('GPS'))).toBe(false);

    // Unchanged bytes are revalidated, not sent again. (Plain HTTP: fetch marks a conditional
    // request no-cache, which a browser's own revalidation does not.)
    const cookie = [...people.owner.session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const status = await new Promise<number | undefined>((resolve, reject) =>
      get(
        new URL(photo!.url, app.baseUrl),
        { headers: { cookie, 'if-none-match': image.headers.get('etag')! } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      ).on('error', reject),
    );
    expect(status).toBe(304);
  });

  it('keeps the image URLs from everyone else: 404 for other users, 401 anonymous, 400 for a non-id', async () => {
    const [photo] = (await listFor(admin)).photos;
    for (const url of [photo!.url, photo!.thumbnailUrl]) {
      expect((await anonymous.get(url)).status).toBe(401);
      for (const stranger of [people.otherClient, people.otherCaretaker])
        expect((await stranger.session.get(url)).status).toBe(404);
      expect((await people.assigned.session.get(url)).status).toBe(200);
    }
    expect((await admin.get('/api/photos/..%2F..%2Fetc%2Fpasswd/image')).status).toBe(400);
    expect((await admin.get(`/api/photos/${randomUUID()}/image`)).status).toBe(404);
  });

  it('shows a client the newest after-photos of their own graves only', async () => {
    const recent = recentPhotoListSchema.parse(
      await (await people.owner.session.get('/api/photos/recent?limit=2')).json(),
    );
    expect(recent).toHaveLength(2);
    expect(recent.every((p) => p.type === 'after' && p.serviceRequestId === startedTask)).toBe(
      true,
    );
    expect(recent[0]).toMatchObject({
      deceasedName: 'Radmila Ilić',
      serviceType: 'grave_cleaning',
    });
    expect(await (await people.otherClient.session.get('/api/photos/recent')).json()).toEqual([]);
    expect(await (await people.otherCaretaker.session.get('/api/photos/recent')).json()).toEqual(
      [],
    );
    expect((await anonymous.get('/api/photos/recent')).status).toBe(401);
  });
});

describe('deleting a photo', () => {
  it('is refused to clients (403), other caretakers (404) and anonymous callers (401)', async () => {
    const [photo] = (await listFor(admin)).photos;
    expect((await anonymous.delete(`/api/photos/${photo!.id}`)).status).toBe(401);
    expect((await people.owner.session.delete(`/api/photos/${photo!.id}`)).status).toBe(403);
    expect((await people.otherCaretaker.session.delete(`/api/photos/${photo!.id}`)).status).toBe(
      404,
    );
    expect((await listFor(admin)).photos).toHaveLength(5);
  });

  it('records the deletion, then removes the files; the history shows both photo events', async () => {
    const [photo] = (await listFor(admin)).photos;
    const response = await people.assigned.session.delete(`/api/photos/${photo!.id}`);
    expect(response.status).toBe(204);

    expect((await listFor(admin)).photos.map((p) => p.id)).not.toContain(photo!.id);
    expect((await people.owner.session.get(photo!.url)).status).toBe(404);
    expect((await storedFiles()).filter((f) => f.startsWith(photo!.id))).toEqual([]);
    expect((await people.assigned.session.delete(`/api/photos/${photo!.id}`)).status).toBe(404);

    const history = serviceRequestHistorySchema.parse(
      await (await people.owner.session.get(`/api/service-requests/${startedTask}/history`)).json(),
    );
    const photoEvents = history.filter((entry) => entry.type.startsWith('Photo'));
    expect(photoEvents.map((e) => e.type)).toEqual([
      ...Array(5).fill('PhotoAttached'),
      'PhotoDeleted',
    ]);
    expect(photoEvents.at(-1)).toMatchObject({
      actor: { role: 'caretaker', name: 'Test caretaker' },
      data: { photoId: photo!.id },
    });
    // The request itself is untouched by its photos.
    expect(photoEvents.at(-1)?.stateAfter).toMatchObject({ status: 'in_progress' });
  });

  it('still lets the caretaker move the task on after the photos', async () => {
    expect(
      (await people.assigned.session.post(`/api/service-requests/${startedTask}/complete`)).status,
    ).toBe(200);
    // After-photos may still be added once the task is complete.
    await uploadOk(people.assigned.session, startedTask, 'after');
  });
});
