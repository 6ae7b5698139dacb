import type { QueueItem } from './queue-items';

/** Where the queue is kept: IndexedDB in the browser (idb-queue-store.ts), memory in tests. */
export interface QueueStore {
  /** One user's items, in any order. */
  list(userId: string): Promise<QueueItem[]>;
  /** Adds the item, or replaces the one with its id. */
  put(item: QueueItem): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A store that lives as long as the page: for tests, and browsers without IndexedDB. */
export function memoryQueueStore(initial: readonly QueueItem[] = []): QueueStore {
  const items = new Map(initial.map((item) => [item.id, item]));
  return {
    list: async (userId) => [...items.values()].filter((item) => item.userId === userId),
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
  };
}
