import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import exifReader from 'exif-reader';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { geoPointSchema, photoLimits, type GeoPoint } from '@memorial-care/contracts/domain';
import { ValidationError } from '../shared/errors';

/** One re-encoded copy, ready to store. */
export interface Rendition {
  readonly data: Buffer;
  readonly contentType: 'image/jpeg';
  readonly extension: 'jpg';
  readonly width: number;
  readonly height: number;
  readonly sha256: string;
}

export interface ProcessedPhoto {
  readonly original: {
    readonly sha256: string;
    readonly bytes: number;
    readonly format: string;
    readonly width: number;
    readonly height: number;
    readonly hadLocation: boolean;
  };
  /** The upload as received, to be kept (never served) so that its hash can be checked again. */
  readonly originalFile: { readonly data: Buffer; readonly extension: string };
  /** As the camera's clock showed it, `YYYY-MM-DDTHH:mm:ss[±hh:mm]`; null when not recorded. */
  readonly takenAt: string | null;
  /** The camera's GPS position (EXIF), read before re-encoding drops it; null when none. */
  readonly cameraPosition: GeoPoint | null;
  readonly web: Rendition;
  readonly thumbnail: Rendition;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const fieldError = (message: string) => new ValidationError(message, [{ path: 'photo', message }]);

const acceptedFormats: ReadonlySet<string> = new Set(photoLimits.acceptedFormats);
const notAnImage =
  'This file is not a photo we can read. Please upload a JPEG, PNG, WebP, HEIC/AVIF, GIF or TIFF image.';
const damaged = 'This photo is damaged or incomplete. Please take or export it again and retry.';

export const heicNotReadable =
  'HEIC photos cannot be read yet. Please send it as JPEG: on an iPhone, Settings › Camera › Formats › Most Compatible.';

/** HEIC (HEVC inside HEIF): the bundled libvips reads AVIF but has no HEVC decoder. */
export const isHevc = (metadata: Pick<Metadata, 'format' | 'compression'>) =>
  metadata.format === 'heif' && metadata.compression === 'hevc';

/** Larger pictures than this are refused before decoding (a "decompression bomb" guard). */
export const maxInputPixels = 120_000_000;

const offsetPattern = /^[+-]\d{2}:\d{2}$/;

/** EXIF DateTimeOriginal (exif-reader reads the zone-less camera time as if it were UTC). */
const takenAtOf = (exif: ReturnType<typeof exifReader> | null): string | null => {
  const taken = exif?.Photo?.DateTimeOriginal;
  if (!(taken instanceof Date) || Number.isNaN(taken.getTime())) return null;
  const offset = exif?.Photo?.OffsetTimeOriginal;
  return `${taken.toISOString().slice(0, 19)}${typeof offset === 'string' && offsetPattern.test(offset) ? offset : ''}`;
};

const readExif = (metadata: Metadata) => {
  if (!metadata.exif) return null;
  try {
    return exifReader(metadata.exif);
  } catch {
    // Broken EXIF is the camera's problem, not the photo's: it is simply not used.
    return null;
  }
};

const hasLocation = (exif: ReturnType<typeof exifReader> | null) =>
  Boolean(exif?.GPSInfo && (exif.GPSInfo.GPSLatitude || exif.GPSInfo.GPSLongitude));

/** EXIF degrees, minutes and seconds with their hemisphere as signed decimal degrees. */
const degreesOf = (
  parts: unknown,
  hemisphere: unknown,
  [positive, negative]: readonly [string, string],
): number | null => {
  if (
    !Array.isArray(parts) ||
    parts.length === 0 ||
    parts.length > 3 ||
    !parts.every((part) => typeof part === 'number' && Number.isFinite(part) && part >= 0)
  )
    return null;
  // Without its hemisphere a coordinate could be either side of the equator or of Greenwich.
  const side = typeof hemisphere === 'string' ? hemisphere.trim().toUpperCase() : '';
  if (side !== positive && side !== negative) return null;
  const [degrees = 0, minutes = 0, seconds = 0] = parts as number[];
  const value = degrees + minutes / 60 + seconds / 3600;
  return side === negative ? -value : value;
};

/**
 * Where the camera says it took the photo (EXIF GPSLatitude/GPSLongitude with their refs).
 * A position the receiver marked void (GPSStatus V), or one off the globe, is none.
 */
export const cameraPositionOf = (exif: ReturnType<typeof exifReader> | null): GeoPoint | null => {
  const gps = exif?.GPSInfo;
  if (!gps || gps.GPSStatus === 'V') return null;
  const position = geoPointSchema.safeParse({
    latitude: degreesOf(gps.GPSLatitude, gps.GPSLatitudeRef, ['N', 'S']),
    longitude: degreesOf(gps.GPSLongitude, gps.GPSLongitudeRef, ['E', 'W']),
  });
  return position.success ? position.data : null;
};

/**
 * Turned upright by its EXIF orientation, shrunk to fit `maxPx`, encoded as JPEG. sharp writes
 * no metadata unless asked: no EXIF, so no GPS position, leaves the server.
 */
const render = async (input: Buffer, maxPx: number, quality: number): Promise<Rendition> => {
  const { data, info } = await sharp(input, { failOn: 'warning', limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    // libjpeg-turbo: mozjpeg's smaller files (~13%) cost four times the encoding time.
    .jpeg({ quality, progressive: true })
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: 'image/jpeg',
    extension: 'jpg',
    width: info.width,
    height: info.height,
    sha256: sha256(data),
  };
};

/**
 * Decoding a large photo takes a core and a few hundred MB for a moment: more at once than
 * there are cores only adds memory, so uploads beyond that wait their turn.
 */
const oneAtATimePerCore = pLimit(Math.max(1, availableParallelism()));

const decodeAndRender = async (upload: Buffer): Promise<ProcessedPhoto> => {
  if (upload.length === 0) throw fieldError('The file is empty. Please choose a photo.');
  let metadata: Metadata;
  try {
    metadata = await sharp(upload).metadata();
  } catch {
    throw fieldError(notAnImage);
  }
  if (
    !metadata.format ||
    !acceptedFormats.has(metadata.format) ||
    !metadata.width ||
    !metadata.height
  )
    throw fieldError(notAnImage);
  if (isHevc(metadata)) throw fieldError(heicNotReadable);
  if (metadata.width * metadata.height > maxInputPixels)
    throw fieldError('This photo has too many pixels. Please upload it at a smaller size.');
  const exif = readExif(metadata);
  let web: Rendition;
  let thumbnail: Rendition;
  try {
    web = await render(upload, photoLimits.webMaxPx, 82);
    thumbnail = await render(web.data, photoLimits.thumbnailMaxPx, 76);
  } catch {
    throw fieldError(damaged);
  }
  // Orientation 5–8 means the camera stored the picture turned by 90°.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    original: {
      sha256: sha256(upload),
      bytes: upload.length,
      format: metadata.format,
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
      hadLocation: hasLocation(exif),
    },
    originalFile: {
      data: upload,
      extension: metadata.format === 'jpeg' ? 'jpg' : metadata.format,
    },
    takenAt: takenAtOf(exif),
    cameraPosition: cameraPositionOf(exif),
    web,
    thumbnail,
  };
};

/**
 * Decides by the bytes, never by the name or declared type, whether the upload is a photo, and
 * re-encodes it into a web-sized copy and a thumbnail. Anything else is a 400 naming the
 * problem; nothing is stored by this function.
 */
export const processPhoto = (upload: Buffer): Promise<ProcessedPhoto> =>
  oneAtATimePerCore(() => decodeAndRender(upload));
