import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoLimits } from '@memorial-care/contracts/domain';
import { ValidationError } from '../shared/errors';
import { cameraPositionOf, isHevc, processPhoto } from './image-processing';
import { cameraPhoto, textPretendingToBeJpeg, truncatedJpeg } from './testing/test-images';

// The image pipeline on real encoded files: what is accepted is decided by the bytes, every
// copy that leaves the server is re-encoded upright, smaller and without metadata.

const rejects = async (upload: Buffer, message: RegExp) => {
  const error = await processPhoto(upload).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).message).toMatch(message);
  expect((error as ValidationError).errors).toEqual([
    { path: 'photo', message: (error as ValidationError).message },
  ]);
};

// Encoding real-size photos takes seconds on a loaded 2-core CI machine.
describe('processPhoto', { timeout: 30_000 }, () => {
  it('makes a web-sized copy and a thumbnail, both JPEG and really smaller', async () => {
    const upload = await cameraPhoto({ width: 4000, height: 3000 });
    const photo = await processPhoto(upload);

    expect(photo.original).toMatchObject({
      format: 'jpeg',
      width: 4000,
      height: 3000,
      bytes: upload.length,
    });
    expect(photo.web).toMatchObject({
      contentType: 'image/jpeg',
      width: photoLimits.webMaxPx,
      height: 1200,
    });
    expect(photo.thumbnail).toMatchObject({ width: photoLimits.thumbnailMaxPx, height: 360 });
    expect(photo.web.data.length).toBeLessThan(upload.length);
    expect(photo.thumbnail.data.length).toBeLessThan(photo.web.data.length / 4);
    const web = await sharp(photo.web.data).metadata();
    expect([web.format, web.width, web.height]).toEqual(['jpeg', 1600, 1200]);
  });

  it('records what makes it a proof: hash and size of the upload, when it was taken, that it had a location', async () => {
    const upload = await cameraPhoto({ takenAt: '2026:11:20 10:15:30', offset: '+01:00' });
    const photo = await processPhoto(upload);
    const { createHash } = await import('node:crypto');
    expect(photo.original.sha256).toBe(createHash('sha256').update(upload).digest('hex'));
    expect(photo.takenAt).toBe('2026-11-20T10:15:30+01:00');
    expect(photo.original.hadLocation).toBe(true);
    expect(photo.web.sha256).toBe(createHash('sha256').update(photo.web.data).digest('hex'));
  });

  it('leaves no EXIF, and so no GPS position, in what it stores', async () => {
    const upload = await cameraPhoto();
    expect(exifReader((await sharp(upload).metadata()).exif!).GPSInfo).toBeDefined();
    expect(upload.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
    const photo = await processPhoto(upload);
    for (const copy of [photo.web.data, photo.thumbnail.data]) {
      const metadata = await sharp(copy).metadata();
      expect(metadata.exif).toBeUndefined();
      // Not the bare letters 'GPS': three bytes turn up by chance in compressed noise (a CI run
      // failed on it). The EXIF segment's header and the camera's name cannot.
      expect(copy.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      expect(copy.includes(Buffer.from('MemorialCam'))).toBe(false);
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored landscape, orientation 6: the phone was held upright.
    const upload = await cameraPhoto({ width: 2000, height: 1500, orientation: 6 });
    const photo = await processPhoto(upload);
    expect(photo.original).toMatchObject({ width: 1500, height: 2000 });
    expect([photo.web.width, photo.web.height]).toEqual([1200, 1600]);
    expect((await sharp(photo.web.data).metadata()).orientation ?? 1).toBe(1);
  });

  it('takes PNG and WebP by their content, without a time when none was recorded', async () => {
    for (const format of ['png', 'webp'] as const) {
      const photo = await processPhoto(
        await cameraPhoto({ width: 900, height: 600, format, withGps: false }),
      );
      expect(photo.original).toMatchObject({ format, hadLocation: false });
      expect(photo.web).toMatchObject({ width: 900, height: 600 });
    }
  });

  it('never enlarges a small photo', async () => {
    const photo = await processPhoto(await cameraPhoto({ width: 300, height: 200 }));
    expect([photo.web.width, photo.thumbnail.width]).toEqual([300, 300]);
  });

  it('refuses an empty file, text named like a photo, a truncated JPEG and an SVG', async () => {
    await rejects(Buffer.alloc(0), /empty/);
    await rejects(textPretendingToBeJpeg(), /not a photo we can read/);
    await rejects(await truncatedJpeg(), /damaged or incomplete/);
    await rejects(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      /not a photo we can read/,
    );
  });

  it('tells HEIC (HEVC) apart from AVIF, which it reads', () => {
    expect(isHevc({ format: 'heif', compression: 'hevc' })).toBe(true);
    expect(isHevc({ format: 'heif', compression: 'av1' })).toBe(false);
    expect(isHevc({ format: 'jpeg' })).toBe(false);
  });
});

// Proof of presence: the camera's GPS position and the upload itself are read from the original
// before re-encoding drops them; what is stored for viewing still carries neither.
describe('the camera’s position', { timeout: 30_000 }, () => {
  it('is read from the original’s EXIF GPS, and the original is kept as received', async () => {
    const upload = await cameraPhoto({ width: 800, height: 600 });
    const photo = await processPhoto(upload);
    // gpsExif: 44° 48′ 37″ N, 20° 29′ 5″ E (Novo groblje, Belgrade).
    expect(photo.cameraPosition?.latitude).toBeCloseTo(44 + 48 / 60 + 37 / 3600, 6);
    expect(photo.cameraPosition?.longitude).toBeCloseTo(20 + 29 / 60 + 5 / 3600, 6);
    expect(photo.originalFile).toEqual({ data: upload, extension: 'jpg' });
  });

  it('is signed by its hemisphere: south of the equator and west of Greenwich are negative', async () => {
    const santiago = { latitude: -33.4489, longitude: -70.6693 };
    const photo = await processPhoto(await cameraPhoto({ width: 600, height: 400, gps: santiago }));
    expect(photo.cameraPosition?.latitude).toBeCloseTo(santiago.latitude, 5);
    expect(photo.cameraPosition?.longitude).toBeCloseTo(santiago.longitude, 5);
  });

  it('is null without GPS, and the file format names the kept original', async () => {
    const photo = await processPhoto(
      await cameraPhoto({ width: 600, height: 400, withGps: false, format: 'png' }),
    );
    expect(photo.cameraPosition).toBeNull();
    expect(photo.originalFile.extension).toBe('png');
  });

  it('is null when the receiver had no fix, a hemisphere is missing, or it lies off the globe', () => {
    const gps = (fields: Record<string, unknown>) =>
      cameraPositionOf({ GPSInfo: fields } as unknown as Parameters<typeof cameraPositionOf>[0]);
    const valid = {
      GPSLatitudeRef: 'N',
      GPSLatitude: [44, 48, 37],
      GPSLongitudeRef: 'E',
      GPSLongitude: [20, 29, 5],
    };
    expect(gps(valid)).not.toBeNull();
    expect(gps({ ...valid, GPSStatus: 'V' })).toBeNull();
    expect(gps({ ...valid, GPSLatitudeRef: undefined })).toBeNull();
    expect(gps({ ...valid, GPSLongitudeRef: 'X' })).toBeNull();
    expect(gps({ ...valid, GPSLatitude: [91, 0, 0] })).toBeNull();
    expect(gps({ ...valid, GPSLongitude: [20, Number.NaN, 5] })).toBeNull();
    expect(gps({ ...valid, GPSLatitude: [] })).toBeNull();
    expect(gps({ ...valid, GPSLatitude: 'abc' })).toBeNull();
    expect(cameraPositionOf(null)).toBeNull();
  });
});
