import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoLimits } from '@memorial-care/contracts/domain';
import { ValidationError } from '../shared/errors';
import { isHevc, processPhoto } from './image-processing';
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
