/**
 * A choice remembered on this device (localStorage). Storage may be blocked (private mode,
 * strict settings): reading then finds nothing and writing forgets, and the screen still works.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not remembered, still applied
  }
}
