/**
 * What is remembered on this device (localStorage). Storage may be blocked (private mode,
 * strict settings): reading then finds nothing and writing forgets, and the screen still works.
 * Each function takes the storage to use, so tests can hand in their own.
 */

/** The browser's localStorage, or null where it cannot even be reached. */
export const browserStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function readStored(
  key: string,
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(
  key: string,
  value: string,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // not remembered, still applied
  }
}

export function removeStored(
  key: string,
  storage: Pick<Storage, 'removeItem'> | null = browserStorage(),
): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing kept that could be removed
  }
}
