import { devicePositionSchema, type DevicePosition } from '@memorial-care/contracts/domain';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../device-storage';

/** The caretaker's answer to "Share my location with photos?", remembered on this device. */
export type LocationConsent = 'allowed' | 'declined';

export const locationConsentKey = 'memorial-care.photo-location';

const listeners = new Set<() => void>();

/** The remembered answer; null when never asked (or the browser keeps no storage). */
export function readLocationConsent(storage?: Pick<Storage, 'getItem'> | null) {
  const value = readStored(locationConsentKey, storage);
  return value === 'allowed' || value === 'declined' ? (value as LocationConsent) : null;
}

/** Remembered (without storage, e.g. a private window, it is asked again next time). */
export function saveLocationConsent(
  consent: LocationConsent,
  storage?: Pick<Storage, 'setItem'> | null,
) {
  writeStored(locationConsentKey, consent, storage);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The remembered answer, kept current when it is changed here or in another tab. */
export const useLocationConsent = () =>
  useSyncExternalStore(
    subscribe,
    () => readLocationConsent(),
    () => null,
  );

/** A fresh fix, or one at most a minute old (photos taken one after another share it). */
export const positionOptions: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

/** Past the fix's own timeout: a permission prompt nobody answers does not hold the photo. */
const longestWaitMs = 30_000;

/** The browser's fix as the upload sends it; null when it is outside what the server takes. */
export const devicePositionOf = (
  coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>,
): DevicePosition | null => {
  const parsed = devicePositionSchema.safeParse({
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracyMeters: Math.round(coords.accuracy * 10) / 10,
  });
  return parsed.success ? parsed.data : null;
};

/** Where the device is now; null when refused, unavailable or too slow (the photo goes without). */
export function currentDevicePosition(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined = navigator.geolocation,
): Promise<DevicePosition | null> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve(null);
      return;
    }
    const guard = setTimeout(() => resolve(null), longestWaitMs);
    const settle = (position: DevicePosition | null) => {
      clearTimeout(guard);
      resolve(position);
    };
    geolocation.getCurrentPosition(
      (position) => settle(devicePositionOf(position.coords)),
      () => settle(null),
      positionOptions,
    );
  });
}
