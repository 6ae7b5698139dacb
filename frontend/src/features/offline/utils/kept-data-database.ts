import { openDB } from 'idb';
import { offlineDataDatabaseName } from '../../../lib/offline-session';
import { keptDataStoreName, type KeptDataDatabase } from './kept-data-storage';

let connection: Promise<KeptDataDatabase | null> | undefined;

const open = async (): Promise<KeptDataDatabase | null> => {
  let deleting = false;
  try {
    const database = await openDB(offlineDataDatabaseName, 1, {
      upgrade: (upgraded) => void upgraded.createObjectStore(keptDataStoreName),
      // Signing out deletes the database (lib/offline-session.ts): let go of it at once and
      // write nothing more, or the deletion would wait for this page.
      blocking: () => {
        deleting = true;
        database.close();
      },
    });
    return {
      get: (store, key) => (deleting ? Promise.resolve(undefined) : database.get(store, key)),
      put: (store, value, key) =>
        deleting ? Promise.resolve(undefined) : database.put(store, value, key),
      delete: (store, key) => (deleting ? Promise.resolve() : database.delete(store, key)),
    };
  } catch {
    // IndexedDB switched off (some private modes): the console works without kept data.
    return null;
  }
};

/** The device's database of kept console data, opened once per page. */
export const keptDataDatabase = () => (connection ??= open());
