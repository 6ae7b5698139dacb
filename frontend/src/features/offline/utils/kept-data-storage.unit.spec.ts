import { describe, expect, it } from 'vitest';
import { keptDataStorage, keptDataStoreName, type KeptDataDatabase } from './kept-data-storage';

/** An object store in memory, with the calls idb makes on IndexedDB. */
const memoryDatabase = () => {
  const rows = new Map<string, unknown>();
  const database: KeptDataDatabase = {
    get: (store, key) => Promise.resolve(rows.get(`${store}/${key}`)),
    put: (store, value, key) => Promise.resolve(rows.set(`${store}/${key}`, value)),
    delete: (store, key) => Promise.resolve(void rows.delete(`${store}/${key}`)),
  };
  return { rows, database };
};

describe('the storage of kept console data', () => {
  it('writes, reads and removes texts in its object store', async () => {
    const { rows, database } = memoryDatabase();
    const storage = keptDataStorage(() => Promise.resolve(database));
    await storage.setItem('caretaker-console:user-1', '{"clientState":{}}');
    expect([...rows.keys()]).toEqual([`${keptDataStoreName}/caretaker-console:user-1`]);
    expect(await storage.getItem('caretaker-console:user-1')).toBe('{"clientState":{}}');
    expect(await storage.getItem('caretaker-console:user-2')).toBeNull();
    await storage.removeItem('caretaker-console:user-1');
    expect(await storage.getItem('caretaker-console:user-1')).toBeNull();
  });

  it('finds nothing that is not a text', async () => {
    const { rows, database } = memoryDatabase();
    rows.set(`${keptDataStoreName}/key`, { not: 'text' });
    expect(await keptDataStorage(() => Promise.resolve(database)).getItem('key')).toBeNull();
  });

  it('keeps and finds nothing without a database (IndexedDB switched off)', async () => {
    const storage = keptDataStorage(() => Promise.resolve(null));
    await storage.setItem('key', 'value');
    expect(await storage.getItem('key')).toBeNull();
    await expect(Promise.resolve(storage.removeItem('key'))).resolves.toBeUndefined();
  });
});
