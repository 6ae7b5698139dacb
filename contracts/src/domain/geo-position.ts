import { z } from 'zod';

/**
 * Where a photo was taken and where a cemetery lies: WGS 84 degrees. Declared once, so a
 * position a command accepted is one every projection and screen can hold.
 */
export const geoLimits = {
  /** A phone reports tens of metres; beyond 100 km the figure says nothing about a grave. */
  maxAccuracyMeters: 100_000,
  /**
   * A photo taken this close to the cemetery's recorded position counts as taken there: a
   * large cemetery spans a few hundred metres, and a phone's fix under trees is often 50–100 m
   * off.
   */
  atCemeteryWithinMeters: 500,
  /** A device fix less precise than this proves nothing either way (verdict "unknown"). */
  usableAccuracyMeters: 1_000,
} as const;

export const latitudeSchema = z
  .number({ error: 'Latitude must be a number' })
  .finite('Latitude must be a number')
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');

export const longitudeSchema = z
  .number({ error: 'Longitude must be a number' })
  .finite('Longitude must be a number')
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

export const accuracyMetersSchema = z
  .number({ error: 'Accuracy must be a number' })
  .finite('Accuracy must be a number')
  .min(0, 'Accuracy cannot be negative')
  .max(geoLimits.maxAccuracyMeters, `Accuracy must be at most ${geoLimits.maxAccuracyMeters} m`);

export const geoPointSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** A device's fix: the browser's Geolocation API gives a position with its accuracy radius. */
export const devicePositionSchema = geoPointSchema.extend({ accuracyMeters: accuracyMetersSchema });
export type DevicePosition = z.infer<typeof devicePositionSchema>;

/** Where the photo was taken, judged against the cemetery's position. */
export const presenceVerdicts = ['at_cemetery', 'far', 'unknown'] as const;
export type PresenceVerdict = (typeof presenceVerdicts)[number];

/** Which position a verdict was judged on: the camera's EXIF GPS, or the device's fix. */
export const presenceSources = ['camera', 'device'] as const;
export type PresenceSource = (typeof presenceSources)[number];

const earthRadiusMeters = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in metres (haversine; the mean Earth radius, ±0.5 %). */
export const distanceMeters = (from: GeoPoint, to: GeoPoint): number => {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(a)));
};

export interface PresenceJudgement {
  readonly verdict: PresenceVerdict;
  /** From the position judged on to the cemetery, whole metres; null when either is unknown. */
  readonly distanceMeters: number | null;
  readonly source: PresenceSource | null;
}

/**
 * Where a photo was taken, judged against its cemetery: the camera's GPS first (written by the
 * camera when the picture was taken), else the device's fix when it is precise enough. Without
 * a usable position on either side the verdict is "unknown", never a guess.
 */
export const judgePresence = ({
  camera,
  device,
  cemetery,
}: {
  readonly camera: GeoPoint | null;
  readonly device: DevicePosition | null;
  readonly cemetery: GeoPoint | null;
}): PresenceJudgement => {
  const usableDevice =
    device && device.accuracyMeters <= geoLimits.usableAccuracyMeters ? device : null;
  const source: PresenceSource | null = camera ? 'camera' : usableDevice ? 'device' : null;
  const position = camera ?? usableDevice;
  if (!position || !cemetery) return { verdict: 'unknown', distanceMeters: null, source };
  const distance = Math.round(distanceMeters(position, cemetery));
  return {
    verdict: distance <= geoLimits.atCemeteryWithinMeters ? 'at_cemetery' : 'far',
    distanceMeters: distance,
    source,
  };
};
