import sharp from 'sharp';

/** Belgrade, Novo groblje: what a phone writes into a photo taken at the grave. */
export const gpsExif = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '44/1 48/1 37/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '20/1 29/1 5/1',
};

export interface CameraPhotoOptions {
  readonly width?: number;
  readonly height?: number;
  /** EXIF orientation as a phone writes it (6: the picture is stored turned 90° left). */
  readonly orientation?: number;
  readonly takenAt?: string;
  readonly offset?: string;
  readonly withGps?: boolean;
  readonly format?: 'jpeg' | 'png' | 'webp';
  /** A colour cast, to tell two test photos apart on screen (grey noise without it). */
  readonly tint?: { readonly r: number; readonly g: number; readonly b: number };
}

/**
 * A photo as a phone would upload it: noisy pixels (so it does not compress to nothing), EXIF
 * with the time taken, the GPS position and an orientation.
 */
export const cameraPhoto = async ({
  width = 2400,
  height = 1800,
  orientation,
  takenAt = '2026:11:20 10:15:30',
  offset,
  withGps = true,
  format = 'jpeg',
  tint,
}: CameraPhotoOptions = {}): Promise<Buffer> => {
  const noise = sharp({
    create: {
      width,
      height,
      channels: 3,
      // Required by the type; the noise replaces it (the colour comes from `tint`).
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  const image = (tint ? noise.tint(tint) : noise)
    .withExif({
      IFD0: { Make: 'MemorialCam', Model: 'Test 1' },
      IFD2: { DateTimeOriginal: takenAt, ...(offset ? { OffsetTimeOriginal: offset } : {}) },
      ...(withGps ? { IFD3: gpsExif } : {}),
    })
    .withMetadata(orientation ? { orientation } : {});
  return format === 'png'
    ? image.png().toBuffer()
    : format === 'webp'
      ? image.webp().toBuffer()
      : image.jpeg({ quality: 92 }).toBuffer();
};

/** The first half of a real JPEG: what an interrupted transfer leaves. */
export const truncatedJpeg = async () => {
  const whole = await cameraPhoto({ width: 800, height: 600 });
  return whole.subarray(0, Math.floor(whole.length / 2));
};

/** Text with a photo's name: what the checks must not be fooled by. */
export const textPretendingToBeJpeg = () =>
  Buffer.from('This is a shopping list, not a photo.\nCandles, flowers, a brush.\n');
