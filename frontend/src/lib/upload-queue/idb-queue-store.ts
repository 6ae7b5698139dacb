import { openDB, type DBSchema } from 'idb';
import type { QueueItem } from './queue-items';
import { memoryQueueStore, type QueueStore } from './queue-store';

interface QueueDatabase extends DBSchema {
  items: { key: string; value: QueueItem; indexes: { byUser: string } };
}

const databaseName = 'memorial-care-upload-queue';

/**
 * The queue in the browser's IndexedDB: photos (their image as a Blob) and task moves survive a
 * closed tab, a reload and a restarted phone. Only storage: the rules are in queue-rules.ts.
 * Where IndexedDB cannot be opened (some private windows) the queue lives as long as the page.
 */
export function idbQueueStore(): QueueStore {
  const database = openDB<QueueDatabase>(databaseName, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'id' }).createIndex('byUser', 'userId');
    },
  }).catch(() => null);
  const fallback = memoryQueueStore();
  return {
    async list(userId) {
      const db = await database;
      return db ? db.getAllFromIndex('items', 'byUser', userId) : fallback.list(userId);
    },
    async put(item) {
      const db = await database;
      await (db ? db.put('items', item) : fallback.put(item));
    },
    async remove(id) {
      const db = await database;
      await (db ? db.delete('items', id) : fallback.remove(id));
    },
  };
}
