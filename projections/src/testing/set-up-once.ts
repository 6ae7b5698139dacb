import { afterAll, beforeAll } from 'vitest';

/**
 * Creates the value before the file's tests and disposes of it after them; the returned getter
 * fails when used outside the tests (at import time, say), where the value does not exist yet.
 */
export const setUpOnce = <T>(create: () => Promise<T>, dispose: (value: T) => Promise<void>) => {
  let value: T | undefined;
  beforeAll(async () => {
    value = await create();
  });
  afterAll(async () => {
    if (value !== undefined) await dispose(value);
  });
  return () => {
    if (value === undefined) throw new Error('Used outside the tests: it is set up before them');
    return value;
  };
};
