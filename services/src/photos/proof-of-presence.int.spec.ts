import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cemeteryStreamId,
  serviceRequestStreamId,
  type PhotoAttached,
} from '@memorial-care/contracts/events';
import {
  cemeteryPositionFromPhotoSchema,
  cemeterySchema,
  photoListSchema,
  photoSchema,
  photoVerificationSchema,
  type Photo,
} from '@memorial-care/contracts/http';
import {
  bookServiceRequest,
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
} from '../service-requests/int-test-fixtures';
import { systemMetadata } from '../testing/event-data';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { storedPhotoFiles } from './testing/stored-files';
import { cameraPhoto } from './testing/test-images';

// Proof of presence over real HTTP: where a photo was taken (the camera's GPS, the device's
// fix) is recorded and judged against its cemetery for the admin only; the kept original can be
// checked against its hash; a retried upload is one photo, however late; and nobody else gets a
// position, in any answer or image.

let app: TestApp;
let admin: TestClient;
let owner: TestClient;
let assigned: TestClient;
let otherCaretaker: TestClient;
let anonymous: TestClient;
/** A started task at a placed cemetery (Novo groblje), and one at a cemetery not yet placed. */
let placedTask = '';
let unplacedTask = '';
let unplacedCemeteryId = '';

const novoGroblje = { latitude: 44.8101, longitude: 20.4889 };
/** Novi Sad, some 70 km away: where a photo "of the grave" should not have been taken. */
const noviSad = { latitude: 45.2671, longitude: 19.8335 };
/** At the grave, as a phone's location would put it. */
const atTheGrave = { latitude: 44.8104, longitude: 20.4885, accuracyMeters: 12 };

let farJpeg: Buffer;
let noGpsJpeg: Buffer;

interface UploadOptions {
  readonly fields?: Readonly<Record<string, string>>;
  readonly file?: Buffer;
  readonly key?: string;
}

const upload = (session: TestClient, requestId: string, options: UploadOptions = {}) => {
  const form = new FormData();
  form.set('serviceRequestId', requestId);
  form.set('type', 'before');
  for (const [name, value] of Object.entries(options.fields ?? {})) form.set(name, value);
  const file = options.file ?? farJpeg;
  form.set('photo', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'IMG_1.jpg');
  return session.fetch('/api/photos/upload', {
    method: 'POST',
    body: form,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
};

const deviceFields = (position: typeof atTheGrave) => ({
  latitude: String(position.latitude),
  longitude: String(position.longitude),
  accuracyMeters: String(position.accuracyMeters),
});

const uploaded = async (response: Response, status = 201) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return photoSchema.parse(await response.json());
};

const photosOf = async (session: TestClient, requestId: string) => {
  const response = await session.get(`/api/photos?serviceRequestId=${requestId}`);
  expect(response.status).toBe(200);
  return photoListSchema.parse(await response.json());
};

const adminsView = async (photo: Photo) =>
  (await photosOf(admin, photo.serviceRequestId)).find((p) => p.id === photo.id)!;

const attachedEvents = async (requestId: string) =>
  (await app.streamEvents(serviceRequestStreamId(requestId)))
    .filter((event) => event.type === 'PhotoAttached')
    .map((event) => event.data as PhotoAttached);

const storedFiles = () => storedPhotoFiles(app.config.photoStorageDir);

/** A started task of the assigned caretaker on a grave in a new cemetery. */
const startedTaskAt = async (
  clientId: string,
  caretakerId: string,
  cemetery: Record<string, unknown>,
) => {
  const created = await admin.post('/api/cemeteries', {
    city: 'Beograd',
    region: 'Beograd',
    ...cemetery,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const cemeteryId = cemeterySchema.parse(await created.json()).id;
  const graveId = await recordGrave(app, clientId, cemeteryId);
  const requestId = await bookServiceRequest(admin, { clientId, graveId, caretakerId });
  for (const move of ['accept', 'start'])
    expect((await assigned.post(`/api/service-requests/${requestId}/${move}`)).status).toBe(200);
  return { requestId, cemeteryId };
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  anonymous = app.client();
  [farJpeg, noGpsJpeg] = await Promise.all([
    cameraPhoto({ width: 1200, height: 900, gps: noviSad }),
    cameraPhoto({ width: 1200, height: 900, withGps: false }),
  ]);
  const clientId = await recordClient(app, 'Milena Popović', 'active');
  owner = await signInLinkedAccount(app, { role: 'client', linkedId: clientId });
  const caretakerId = await recordCaretaker(app, {
    name: 'Assigned Ilić',
    preferredVisitDays: [],
    holidayDates: [],
  });
  assigned = await signInLinkedAccount(app, { role: 'caretaker', linkedId: caretakerId });
  const otherId = await recordCaretaker(app, {
    name: 'Other Ilić',
    preferredVisitDays: [],
    holidayDates: [],
  });
  otherCaretaker = await signInLinkedAccount(app, { role: 'caretaker', linkedId: otherId });
  placedTask = (
    await startedTaskAt(clientId, caretakerId, { name: 'Novo groblje', ...novoGroblje })
  ).requestId;
  const unplaced = await startedTaskAt(clientId, caretakerId, { name: 'Zemunsko groblje' });
  unplacedTask = unplaced.requestId;
  unplacedCemeteryId = unplaced.cemeteryId;
}, 60_000);

afterAll(() => app?.close());

describe('where a photo was taken', () => {
  let far: Photo;

  it('records the camera’s GPS, the device’s fix and the upload’s key, and keeps the original as received', async () => {
    const key = randomUUID();
    far = await uploaded(
      await upload(assigned, placedTask, { fields: deviceFields(atTheGrave), key }),
    );
    const [event] = (await attachedEvents(placedTask)).filter((e) => e.photoId === far.id);
    expect(event?.cameraPosition?.latitude).toBeCloseTo(noviSad.latitude, 5);
    expect(event?.cameraPosition?.longitude).toBeCloseTo(noviSad.longitude, 5);
    expect(event).toMatchObject({
      devicePosition: atTheGrave,
      uploadKey: key,
      original: { key: `${far.id}/original.jpg`, hadLocation: true, sha256: far.originalSha256 },
    });
    expect(await storedFiles()).toEqual(
      expect.arrayContaining([`${far.id}/original.jpg`, `${far.id}/web.jpg`]),
    );
    const kept = await readFile(`${app.config.photoStorageDir}/${far.id}/original.jpg`);
    expect(kept.equals(farJpeg)).toBe(true);
    // The caretaker who sent it is not told where it was taken either.
    expect(far.presence ?? null).toBeNull();
  });

  it('shows the admin the camera’s position far from the cemetery: "far", about 70 km', async () => {
    const { presence } = await adminsView(far);
    expect(presence).toMatchObject({
      verdict: 'far',
      source: 'camera',
      devicePosition: atTheGrave,
      cemetery: { name: 'Novo groblje', position: novoGroblje },
    });
    expect(presence!.distanceMeters! / 1000).toBeCloseTo(70, -1);
  });

  it('judges by the device’s fix when the camera had none; an imprecise fix proves nothing', async () => {
    const byDevice = await uploaded(
      await upload(assigned, placedTask, { file: noGpsJpeg, fields: deviceFields(atTheGrave) }),
    );
    expect((await adminsView(byDevice)).presence).toMatchObject({
      verdict: 'at_cemetery',
      source: 'device',
      cameraPosition: null,
    });
    const vague = await uploaded(
      await upload(assigned, placedTask, {
        file: noGpsJpeg,
        fields: deviceFields({ ...atTheGrave, accuracyMeters: 5_000 }),
      }),
    );
    expect((await adminsView(vague)).presence).toMatchObject({
      verdict: 'unknown',
      distanceMeters: null,
      source: null,
    });
  });

  it('gives the client and the caretakers no position: not in the lists, the history or the images', async () => {
    for (const viewer of [owner, assigned]) {
      const photos = await photosOf(viewer, placedTask);
      expect(photos.length).toBeGreaterThanOrEqual(3);
      for (const photo of photos) expect(photo).not.toHaveProperty('presence');
      // Whole coordinates (four decimals): an upload time's "…:44.813Z" is not a position.
      expect(JSON.stringify(photos)).not.toMatch(/latitude|longitude|45\.2671|44\.810[14]/);
    }
    const recent = await owner.get('/api/photos/recent?type=before');
    const recentText = await recent.text();
    expect(recent.status).toBe(200);
    expect(recentText).toContain(far.id);
    expect(recentText).not.toMatch(/presence|latitude|longitude/);
    const history = await owner.get(`/api/service-requests/${placedTask}/history`);
    const historyText = await history.text();
    expect(history.status).toBe(200);
    expect(historyText).toContain('PhotoAttached');
    expect(historyText).not.toMatch(/devicePosition|cameraPosition|45\.2671/);
    // The admin's history keeps them: the record is the proof.
    expect(await (await admin.get(`/api/service-requests/${placedTask}/history`)).text()).toMatch(
      /cameraPosition/,
    );
    for (const url of [far.url, far.thumbnailUrl]) {
      const image = Buffer.from(await (await owner.get(url)).arrayBuffer());
      expect((await sharp(image).metadata()).exif).toBeUndefined();
      expect(image.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    }
    // The original (with the camera's metadata) is served to nobody.
    expect((await admin.get(`/api/photos/${far.id}/original`)).status).toBe(404);
  });
});

describe('one upload, one photo', () => {
  it('answers a retry with the same Idempotency-Key with the same photo, also once its stored answer is gone', async () => {
    const key = randomUUID();
    const first = await uploaded(await upload(assigned, placedTask, { key }));
    const filesAfterFirst = await storedFiles();
    const eventsAfterFirst = (await attachedEvents(placedTask)).length;

    // Within a day the idempotency store replays the first answer.
    const replayed = await upload(assigned, placedTask, { key });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((await uploaded(replayed)).id).toBe(first.id);

    // A day later (its row gone) the request's own record still knows the upload.
    await app.deps.pool.query(sql.unsafe`DELETE FROM idempotency_keys WHERE key = ${key}`);
    const late = await upload(assigned, placedTask, { key });
    expect(late.headers.get('idempotent-replayed')).toBeNull();
    expect(await uploaded(late, 200)).toEqual(first);

    expect((await attachedEvents(placedTask)).length).toBe(eventsAfterFirst);
    expect(await storedFiles()).toEqual(filesAfterFirst);
    expect((await photosOf(admin, placedTask)).filter((p) => p.id === first.id)).toHaveLength(1);
  });

  it('answers the admin’s late retry with the photo as the admin sees it', async () => {
    const key = randomUUID();
    const first = await uploaded(await upload(admin, placedTask, { key }));
    expect(first.presence?.verdict).toBe('far');
    await app.deps.pool.query(sql.unsafe`DELETE FROM idempotency_keys WHERE key = ${key}`);
    expect(await uploaded(await upload(admin, placedTask, { key }), 200)).toEqual(first);
  });

  it('makes two photos of two uploads, and of the same key used by two people', async () => {
    const key = randomUUID();
    const mine = await uploaded(await upload(assigned, placedTask, { key }));
    const another = await uploaded(await upload(assigned, placedTask, { key: randomUUID() }));
    const admins = await uploaded(await upload(admin, placedTask, { key }));
    expect(new Set([mine.id, another.id, admins.id]).size).toBe(3);
  });
});

describe('a hostile device position', () => {
  it.each([
    [
      'a latitude beyond the pole',
      { latitude: '91', longitude: '20', accuracyMeters: '10' },
      'latitude',
    ],
    ['NaN', { latitude: 'NaN', longitude: '20', accuracyMeters: '10' }, 'latitude'],
    ['letters', { latitude: '44.8', longitude: 'abc', accuracyMeters: '10' }, 'longitude'],
    [
      'infinity',
      { latitude: '44.8', longitude: '20', accuracyMeters: 'Infinity' },
      'accuracyMeters',
    ],
    [
      'a negative accuracy',
      { latitude: '44.8', longitude: '20', accuracyMeters: '-1' },
      'accuracyMeters',
    ],
    ['only a latitude', { latitude: '44.8' }, 'latitude'],
    [
      'a longitude off the globe',
      { latitude: '0', longitude: '-180.5', accuracyMeters: '1' },
      'longitude',
    ],
  ])(
    'is refused (%s): 400 naming the field, nothing stored or recorded',
    async (_, fields, path) => {
      const files = await storedFiles();
      const events = (await attachedEvents(placedTask)).length;
      const response = await upload(assigned, placedTask, { fields, key: randomUUID() });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { path: string }[] };
      expect(body.errors.map((error) => error.path)).toContain(`body.${path}`);
      expect(await storedFiles()).toEqual(files);
      expect((await attachedEvents(placedTask)).length).toBe(events);
    },
  );
});

describe('verifying a photo', () => {
  const verify = (session: TestClient, photoId: string) =>
    session.fetch(`/api/photos/${photoId}/verify`, { method: 'POST' });
  let photo: Photo;

  beforeAll(async () => {
    photo = await uploaded(await upload(assigned, placedTask, { key: randomUUID() }));
  });

  it('recomputes the kept original’s SHA-256: it matches what was recorded', async () => {
    const response = await verify(admin, photo.id);
    expect(response.status).toBe(200);
    expect(photoVerificationSchema.parse(await response.json())).toMatchObject({
      photoId: photo.id,
      result: 'match',
      recordedSha256: photo.originalSha256,
      computedSha256: photo.originalSha256,
    });
  });

  it('is the admin’s alone: 403 for the client and caretakers, 401 anonymous, 404 unknown', async () => {
    for (const session of [owner, assigned, otherCaretaker])
      expect((await verify(session, photo.id)).status).toBe(403);
    expect((await verify(anonymous, photo.id)).status).toBe(401);
    expect((await verify(admin, randomUUID())).status).toBe(404);
    expect((await verify(admin, 'not-an-id')).status).toBe(400);
  });

  it('says when the original was changed or is gone', async () => {
    const path = `${app.config.photoStorageDir}/${photo.id}/original.jpg`;
    await writeFile(path, Buffer.concat([farJpeg, Buffer.from('tampered')]));
    const changed = photoVerificationSchema.parse(await (await verify(admin, photo.id)).json());
    expect(changed.result).toBe('mismatch');
    expect(changed.computedSha256).not.toBe(photo.originalSha256);
    await rm(path);
    expect(
      photoVerificationSchema.parse(await (await verify(admin, photo.id)).json()),
    ).toMatchObject({ result: 'original_missing', computedSha256: null });
  });

  it('says plainly that a photo from before originals were kept has none to check', async () => {
    const [recorded] = (await attachedEvents(placedTask)).filter((e) => e.photoId === photo.id);
    const oldId = randomUUID();
    // As the upload recorded it before proof of presence: no original, no positions, no key.
    const { devicePosition: _d, cameraPosition: _c, uploadKey: _u, ...older } = recorded!;
    const { key: _k, ...original } = older.original;
    const { position } = await app.deps.eventStore.appendToStream(
      serviceRequestStreamId(placedTask),
      [
        {
          id: randomUUID(),
          type: 'PhotoAttached',
          data: {
            ...older,
            original,
            photoId: oldId,
            web: { ...older.web, key: `${oldId}/web.jpg` },
            thumbnail: { ...older.thumbnail, key: `${oldId}/thumbnail.jpg` },
          },
          metadata: systemMetadata(),
        },
      ],
      { expectedRevision: 'any' },
    );
    await app.deps.waitForProjections(position);
    expect(photoVerificationSchema.parse(await (await verify(admin, oldId)).json())).toMatchObject({
      result: 'original_not_kept',
      computedSha256: null,
    });
    expect((await adminsView({ ...photo, id: oldId })).presence).toMatchObject({
      verdict: 'unknown',
      cameraPosition: null,
      devicePosition: null,
    });
  });
});

describe('placing a cemetery by a photo', () => {
  const useAsPosition = (session: TestClient, photoId: string) =>
    session.fetch(`/api/photos/${photoId}/use-as-cemetery-position`, { method: 'POST' });
  const cemeteryPosition = async () => {
    const cemetery = cemeterySchema.parse(
      await (await admin.get(`/api/cemeteries/${unplacedCemeteryId}`)).json(),
    );
    return { latitude: cemetery.latitude, longitude: cemetery.longitude };
  };

  it('is refused for a photo without a usable position: 422, nothing recorded', async () => {
    const vague = await uploaded(
      await upload(assigned, unplacedTask, {
        file: noGpsJpeg,
        fields: deviceFields({ ...atTheGrave, accuracyMeters: 4_000 }),
      }),
    );
    const response = await useAsPosition(admin, vague.id);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'PHOTO_HAS_NO_POSITION' });
    expect(await cemeteryPosition()).toEqual({ latitude: null, longitude: null });
  });

  it('is the admin’s alone: 403 for the client and caretakers, 401 anonymous', async () => {
    const [photo] = await photosOf(admin, unplacedTask);
    for (const session of [owner, assigned, otherCaretaker])
      expect((await useAsPosition(session, photo!.id)).status).toBe(403);
    expect((await useAsPosition(anonymous, photo!.id)).status).toBe(401);
    expect((await owner.patch(`/api/cemeteries/${unplacedCemeteryId}`, novoGroblje)).status).toBe(
      403,
    );
    expect(await cemeteryPosition()).toEqual({ latitude: null, longitude: null });
  });

  it('sets the cemetery to the camera’s position, recorded with the photo’s id; the photo is then at the cemetery', async () => {
    const before = await uploaded(await upload(assigned, unplacedTask, { key: randomUUID() }));
    expect((await adminsView(before)).presence).toMatchObject({
      verdict: 'unknown',
      source: 'camera',
      cemetery: { id: unplacedCemeteryId, position: null },
    });
    const response = await useAsPosition(admin, before.id);
    expect(response.status, await response.clone().text()).toBe(200);
    const placed = cemeteryPositionFromPhotoSchema.parse(await response.json());
    expect(placed).toMatchObject({ cemeteryId: unplacedCemeteryId, source: 'camera' });
    expect(placed.position.latitude).toBeCloseTo(noviSad.latitude, 5);
    expect(await cemeteryPosition()).toEqual(placed.position);
    const [event] = (await app.streamEvents(cemeteryStreamId(unplacedCemeteryId))).slice(-1);
    expect(event).toMatchObject({
      type: 'CemeteryUpdated',
      data: { changes: placed.position, fromPhotoId: before.id },
    });
    expect((await adminsView(before)).presence).toMatchObject({
      verdict: 'at_cemetery',
      distanceMeters: 0,
    });
  });
});

describe('a cemetery’s position on the admin’s form', () => {
  it('is set, moved and cleared; both or neither', async () => {
    const created = await admin.post('/api/cemeteries', {
      name: 'Topčidersko groblje',
      city: 'Beograd',
      region: 'Beograd',
      latitude: 44.7856,
      longitude: 20.4481,
    });
    expect(created.status).toBe(201);
    const { id } = cemeterySchema.parse(await created.json());
    const moved = await admin.patch(`/api/cemeteries/${id}`, { latitude: -90, longitude: 180 });
    expect(cemeterySchema.parse(await moved.json())).toMatchObject({
      latitude: -90,
      longitude: 180,
    });
    const cleared = await admin.patch(`/api/cemeteries/${id}`, { latitude: null, longitude: null });
    expect(cemeterySchema.parse(await cleared.json())).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('takes no position on a new cemetery as none', async () => {
    const created = await admin.post('/api/cemeteries', {
      name: 'Lešćansko groblje',
      city: 'Beograd',
      region: 'Beograd',
      longitude: null,
    });
    expect(cemeterySchema.parse(await created.json())).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it.each([
    ['latitude 91', { latitude: 91, longitude: 20 }, 'body.latitude'],
    ['a text', { latitude: 'abc', longitude: 20 }, 'body.latitude'],
    ['only a latitude', { latitude: 44.8 }, 'body.longitude'],
    ['a longitude of 1e999', { latitude: 1, longitude: '1e999' }, 'body.longitude'],
  ])('refuses %s: 400 naming the field, nothing changed', async (_, body, path) => {
    const before = await (await admin.get(`/api/cemeteries/${unplacedCemeteryId}`)).json();
    const response = await admin.patch(`/api/cemeteries/${unplacedCemeteryId}`, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: { path: string }[] };
    expect(answer.errors.map((error) => error.path)).toContain(path);
    expect(await (await admin.get(`/api/cemeteries/${unplacedCemeteryId}`)).json()).toEqual(before);
    const created = await admin.post('/api/cemeteries', {
      name: `Refused ${randomUUID()}`,
      city: 'Beograd',
      region: 'Beograd',
      ...body,
    });
    expect(created.status).toBe(400);
  });

  it('refuses to clear one coordinate of a placed cemetery', async () => {
    const response = await admin.patch(`/api/cemeteries/${unplacedCemeteryId}`, {
      longitude: null,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { path: string }[] }).errors).toEqual([
      expect.objectContaining({ path: 'body.latitude' }),
    ]);
  });
});
