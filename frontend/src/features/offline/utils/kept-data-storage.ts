import type { AsyncStorage } from '@tanstack/react-query-persist-client';

// The storage the console's data is kept in: one IndexedDB object store of texts by key (the
// persister writes the dehydrated cache as JSON). Opening the database is features/offline's
// kept-data-database.ts; this part is pure, so it is tested with a stand-in database.

export const keptDataStoreName = 'query-cache';

/** The calls the storage makes on a database connection (idb's IDBPDatabase has them). */
export interface KeptDataDatabase {
  get(store: typeof keptDataStoreName, key: string): Promise<unknown>;
  put(store: typeof keptDataStoreName, value: string, key: string): Promise<unknown>;
  delete(store: typeof keptDataStoreName, key: string): Promise<void>;
}

/**
 * A persister's storage over the database. Without one (IndexedDB switched off, or the
 * database deleted at sign-out) nothing is kept and nothing is found: the console still works.
 */
export const keptDataStorage = (
  database: () => Promise<KeptDataDatabase | null>,
): AsyncStorage<string> => ({
  getItem: async (key) => {
    const value = await (await database())?.get(keptDataStoreName, key);
    return typeof value === 'string' ? value : null;
  },
  setItem: async (key, value) => {
    await (await database())?.put(keptDataStoreName, value, key);
  },
  removeItem: async (key) => {
    await (await database())?.delete(keptDataStoreName, key);
  },
});
