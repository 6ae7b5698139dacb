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
  /** Where the camera was (decimal degrees); Novo groblje (gpsExif) when not given. */
  readonly gps?: { readonly latitude: number; readonly longitude: number };
  readonly format?: 'jpeg' | 'png' | 'webp';
  /** A colour cast, to tell two test photos apart on screen (grey noise without it). */
  readonly tint?: { readonly r: number; readonly g: number; readonly b: number };
}

/** Decimal degrees as EXIF writes them: degrees, minutes and thousandths of seconds. */
const exifDegrees = (value: number) => {
  const absolute = Math.abs(value);
  const degrees = Math.floor(absolute);
  const minutes = Math.floor((absolute - degrees) * 60);
  const seconds = Math.round((absolute - degrees - minutes / 60) * 3600 * 1000);
  return `${degrees}/1 ${minutes}/1 ${seconds}/1000`;
};

/** The EXIF GPS fields a phone writes for a position. */
export const gpsExifOf = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
  GPSLatitudeRef: latitude < 0 ? 'S' : 'N',
  GPSLatitude: exifDegrees(latitude),
  GPSLongitudeRef: longitude < 0 ? 'W' : 'E',
  GPSLongitude: exifDegrees(longitude),
});

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
  gps,
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
      ...(withGps ? { IFD3: gps ? gpsExifOf(gps) : gpsExif } : {}),
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
