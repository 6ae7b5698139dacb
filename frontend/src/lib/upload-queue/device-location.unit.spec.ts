import { describe, expect, it } from 'vitest';
import {
  currentDevicePosition,
  devicePositionOf,
  locationConsentKey,
  positionOptions,
  readLocationConsent,
} from './device-location';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('the location consent remembered on the device', () => {
  it('reads the answer given, and nothing else', () => {
    expect(readLocationConsent(storageWith('allowed'))).toBe('allowed');
    expect(readLocationConsent(storageWith('declined'))).toBe('declined');
    expect(readLocationConsent(storageWith(null))).toBeNull();
    expect(readLocationConsent(storageWith('yes please'))).toBeNull();
    expect(locationConsentKey).toBe('memorial-care.photo-location');
  });

  it('counts as never asked where the browser keeps no storage', () => {
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readLocationConsent(failing)).toBeNull();
    expect(readLocationConsent(null)).toBeNull();
  });
});

describe('devicePositionOf', () => {
  it('takes the fix with its accuracy, to a tenth of a metre', () => {
    expect(devicePositionOf({ latitude: 44.8106, longitude: 20.4797, accuracy: 12.345 })).toEqual({
      latitude: 44.8106,
      longitude: 20.4797,
      accuracyMeters: 12.3,
    });
  });

  it('leaves out a fix the server would refuse', () => {
    expect(devicePositionOf({ latitude: 91, longitude: 20, accuracy: 10 })).toBeNull();
    expect(devicePositionOf({ latitude: 44, longitude: 20, accuracy: 500_000 })).toBeNull();
  });
});

describe('currentDevicePosition', () => {
  const fix = { latitude: 44.8106, longitude: 20.4797, accuracy: 20 };

  it('asks for a fresh fix (at most a minute old, within 10 s)', async () => {
    let asked: PositionOptions | undefined;
    const position = await currentDevicePosition({
      getCurrentPosition: (success, _failure, options) => {
        asked = options;
        success({ coords: fix } as GeolocationPosition);
      },
    });
    expect(position).toEqual({ latitude: 44.8106, longitude: 20.4797, accuracyMeters: 20 });
    expect(asked).toEqual(positionOptions);
    expect(positionOptions).toMatchObject({ timeout: 10_000, maximumAge: 60_000 });
  });

  it('answers no position when the fix is refused or the browser has none', async () => {
    const refused = await currentDevicePosition({
      getCurrentPosition: (_success, failure) =>
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    });
    expect(refused).toBeNull();
    expect(await currentDevicePosition(undefined)).toBeNull();
  });
});
