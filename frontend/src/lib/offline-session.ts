import { currentUserSchema, type CurrentUser } from '@memorial-care/contracts/http';
import { browserStorage, readStored, removeStored, writeStored } from './device-storage';

// The caretaker's installed app opens without a signal: their session (who is signed in) stays
// on their device, so an offline reopen shows their console instead of the sign-in page. The
// server's answer always wins: a 401 or another role forgets it, and so does signing out. The
// data of the console is kept by features/offline in the IndexedDB database named here.

/** The IndexedDB database the caretaker console keeps its last data in (features/offline). */
export const offlineDataDatabaseName = 'memorial-care-offline';

const sessionKey = 'memorial-care.offline-session';

/** The part of `localStorage` used here (injected in tests). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The caretaker's session kept on this device, or null (none, or unreadable). */
export const recallOfflineSession = (
  storage: SessionStorage | null = browserStorage(),
): CurrentUser | null => {
  const saved = readStored(sessionKey, storage);
  if (!saved) return null;
  try {
    const user = currentUserSchema.safeParse(JSON.parse(saved));
    return user.success && user.data.role === 'caretaker' ? user.data : null;
  } catch {
    return null;
  }
};

/** Resolves once the kept data is gone (or could not be removed: nothing more to do). */
const deleteOfflineData = () =>
  new Promise<void>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(offlineDataDatabaseName);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });

/** Forgets the kept session and the console's kept data: signed out, on this device too. */
export const forgetOfflineSession = (storage: SessionStorage | null = browserStorage()) => {
  removeStored(sessionKey, storage);
  return deleteOfflineData();
};

/**
 * Follows the server's answer about who is signed in: a caretaker's session is kept on the
 * device; signed out (null) or anyone else forgets a kept one, with its data.
 */
export const rememberOfflineSession = (
  user: CurrentUser | null,
  storage: SessionStorage | null = browserStorage(),
) => {
  if (user?.role === 'caretaker') writeStored(sessionKey, JSON.stringify(user), storage);
  else if (readStored(sessionKey, storage)) void forgetOfflineSession(storage);
};

/** fetch() rejects with a TypeError when no answer came at all (no network, DNS, refused). */
export const isNoAnswer = (error: unknown) => error instanceof TypeError;
