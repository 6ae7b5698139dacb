import { describe, expect, it } from 'vitest';
import {
  devicePositionSchema,
  distanceMeters,
  geoLimits,
  judgePresence,
  type GeoPoint,
} from './geo-position';

// Where a photo was taken, judged against its cemetery: the distance and the verdict rules.

const novoGroblje: GeoPoint = { latitude: 44.81, longitude: 20.488 };
/** About 300 m east of it: a photo at the far end of the cemetery. */
const acrossTheCemetery: GeoPoint = { latitude: 44.81, longitude: 20.4918 };
/** Novi Sad, some 70 km away. */
const noviSad: GeoPoint = { latitude: 45.2671, longitude: 19.8335 };

describe('distanceMeters', () => {
  it('measures great-circle distances as maps do', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(distanceMeters(paris, london) / 1000).toBeCloseTo(343.6, 0);
    expect(distanceMeters(novoGroblje, acrossTheCemetery)).toBeCloseTo(300, -1);
    expect(distanceMeters(novoGroblje, novoGroblje)).toBe(0);
  });

  it('is symmetric and holds at the poles and across the date line', () => {
    expect(distanceMeters(noviSad, novoGroblje)).toBeCloseTo(distanceMeters(novoGroblje, noviSad));
    const pole = { latitude: 90, longitude: 0 };
    expect(distanceMeters(pole, { latitude: 90, longitude: 180 })).toBeCloseTo(0, 3);
    const east = { latitude: 0, longitude: 179.999 };
    const west = { latitude: 0, longitude: -179.999 };
    expect(distanceMeters(east, west)).toBeCloseTo(222, -1);
    // Half the world round: the largest distance there is, about 20,015 km.
    expect(
      distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }) / 1000,
    ).toBeCloseTo(20_015, -1);
  });
});

describe('judgePresence', () => {
  const device = (point: GeoPoint, accuracyMeters: number) => ({ ...point, accuracyMeters });

  it(`says "at the cemetery" within ${geoLimits.atCemeteryWithinMeters} m, "far" beyond`, () => {
    expect(
      judgePresence({ camera: acrossTheCemetery, device: null, cemetery: novoGroblje }),
    ).toEqual({ verdict: 'at_cemetery', distanceMeters: 300, source: 'camera' });
    const far = judgePresence({ camera: noviSad, device: null, cemetery: novoGroblje });
    expect(far).toMatchObject({ verdict: 'far', source: 'camera' });
    expect(far.distanceMeters! / 1000).toBeCloseTo(70, -1);
  });

  it('prefers the camera’s GPS to the device’s fix', () =>
    expect(
      judgePresence({
        camera: noviSad,
        device: device(novoGroblje, 10),
        cemetery: novoGroblje,
      }),
    ).toMatchObject({ verdict: 'far', source: 'camera' }));

  it(`uses the device’s fix only when it is within ${geoLimits.usableAccuracyMeters} m`, () => {
    expect(
      judgePresence({
        camera: null,
        device: device(novoGroblje, geoLimits.usableAccuracyMeters),
        cemetery: novoGroblje,
      }),
    ).toEqual({ verdict: 'at_cemetery', distanceMeters: 0, source: 'device' });
    expect(
      judgePresence({
        camera: null,
        device: device(noviSad, geoLimits.usableAccuracyMeters + 1),
        cemetery: novoGroblje,
      }),
    ).toEqual({ verdict: 'unknown', distanceMeters: null, source: null });
  });

  it('says "unknown" without a position on either side', () => {
    expect(judgePresence({ camera: null, device: null, cemetery: novoGroblje })).toEqual({
      verdict: 'unknown',
      distanceMeters: null,
      source: null,
    });
    expect(judgePresence({ camera: noviSad, device: device(noviSad, 5), cemetery: null })).toEqual({
      verdict: 'unknown',
      distanceMeters: null,
      source: 'camera',
    });
  });

  it('judges the whole metres the admin reads: up to the limit is at the cemetery', () => {
    // 0.00449° of latitude is about 499.3 m, 0.0045° 500.4 m (shown as 500 m), 0.00455° 505.9 m.
    const at = (latitude: number) =>
      judgePresence({
        camera: { latitude, longitude: 20.488 },
        device: null,
        cemetery: { latitude: 44.81, longitude: 20.488 },
      }).verdict;
    expect(at(44.81 + 0.00449)).toBe('at_cemetery');
    expect(at(44.81 + 0.0045)).toBe('at_cemetery');
    expect(at(44.81 + 0.00455)).toBe('far');
  });
});

describe('devicePositionSchema', () => {
  it('takes the extremes and refuses what no device reports', () => {
    for (const valid of [
      { latitude: 90, longitude: 180, accuracyMeters: geoLimits.maxAccuracyMeters },
      { latitude: -90, longitude: -180, accuracyMeters: 0 },
    ])
      expect(devicePositionSchema.safeParse(valid).success).toBe(true);
    for (const invalid of [
      { latitude: 91, longitude: 20, accuracyMeters: 10 },
      { latitude: 44, longitude: -180.5, accuracyMeters: 10 },
      { latitude: Number.NaN, longitude: 20, accuracyMeters: 10 },
      { latitude: 44, longitude: 20, accuracyMeters: -1 },
      { latitude: 44, longitude: 20, accuracyMeters: Number.POSITIVE_INFINITY },
    ])
      expect(devicePositionSchema.safeParse(invalid).success, JSON.stringify(invalid)).toBe(false);
  });
});
