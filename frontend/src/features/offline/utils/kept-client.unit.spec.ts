import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { isUsableKeptData, keepDataOnChange, restoreKeptData } from './kept-client';
import { isKeptQuery, keptDataKey, keptDataMaxAgeMs } from './kept-queries';

/** A persister that keeps one client in memory, saving at once (the real one throttles). */
const memoryPersister = () => {
  let kept: PersistedClient | undefined;
  const persister: Persister = {
    persistClient: (client) => void (kept = client),
    restoreClient: () => kept,
    removeClient: () => void (kept = undefined),
  };
  return {
    persister,
    kept: () => kept,
    put: (client: PersistedClient) => void (kept = client),
  };
};

const tasksKey = ['service-requests', 'caretaker-tasks', { tab: 'scheduled', page: 1 }];
const tasks = { items: [{ id: 'request-1', deceasedName: 'Radomir Jovanović' }], total: 1 };

describe('which queries are kept', () => {
  it('keeps answers, not failures, loading queries or who is signed in', () => {
    expect(isKeptQuery({ queryKey: tasksKey, state: { status: 'success' } })).toBe(true);
    expect(isKeptQuery({ queryKey: tasksKey, state: { status: 'error' } })).toBe(false);
    expect(isKeptQuery({ queryKey: tasksKey, state: { status: 'pending' } })).toBe(false);
    expect(isKeptQuery({ queryKey: ['auth', 'user'], state: { status: 'success' } })).toBe(false);
  });

  it('keeps each caretaker’s data under a key of their own', () => {
    expect(keptDataKey('user-1')).not.toBe(keptDataKey('user-2'));
  });
});

describe('kept data', () => {
  const now = Date.parse('2026-11-02T10:00:00Z');
  const options = { buster: 'build-2', maxAgeMs: keptDataMaxAgeMs };

  it('is usable from this build for a week', () => {
    expect(
      isUsableKeptData({ buster: 'build-2', timestamp: now - 6 * 86_400_000 }, options, now),
    ).toBe(true);
    expect(
      isUsableKeptData({ buster: 'build-2', timestamp: now - 8 * 86_400_000 }, options, now),
    ).toBe(false);
    expect(isUsableKeptData({ buster: 'build-1', timestamp: now }, options, now)).toBe(false);
  });

  it('comes back into a new page’s cache with the time it arrived', async () => {
    const storage = memoryPersister();
    const before = new QueryClient();
    const stop = keepDataOnChange({
      ...options,
      queryClient: before,
      persister: storage.persister,
    });
    before.setQueryData(tasksKey, tasks, { updatedAt: now - 42 * 60_000 });
    before.setQueryData(['auth', 'user'], { id: 'user-1' });
    stop();
    expect(storage.kept()?.buster).toBe('build-2');

    const after = new QueryClient();
    await restoreKeptData({ ...options, queryClient: after, persister: storage.persister });
    expect(after.getQueryData(tasksKey)).toEqual(tasks);
    expect(after.getQueryState(tasksKey)?.dataUpdatedAt).toBe(now - 42 * 60_000);
    // Who is signed in is the server's to say (or the kept session's), never the kept cache's.
    expect(after.getQueryData(['auth', 'user'])).toBeUndefined();
  });

  it('stops being saved once the console closes', () => {
    const storage = memoryPersister();
    const queryClient = new QueryClient();
    keepDataOnChange({ ...options, queryClient, persister: storage.persister })();
    queryClient.setQueryData(tasksKey, tasks);
    expect(storage.kept()).toBeUndefined();
  });

  it('is dropped, not shown, when too old or from another build', async () => {
    for (const stale of [
      { buster: 'build-2', timestamp: Date.now() - 8 * 86_400_000 },
      { buster: 'build-1', timestamp: Date.now() },
    ]) {
      const storage = memoryPersister();
      const source = new QueryClient();
      source.setQueryData(tasksKey, tasks);
      storage.put({ ...stale, clientState: dehydrate(source) });
      const queryClient = new QueryClient();
      await restoreKeptData({ ...options, queryClient, persister: storage.persister });
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
      expect(storage.kept()).toBeUndefined();
    }
  });

  it('is dropped when it cannot be read', async () => {
    let removed = false;
    const unreadable: Persister = {
      persistClient: () => undefined,
      restoreClient: () => Promise.reject(new SyntaxError('Unexpected end of JSON input')),
      removeClient: () => void (removed = true),
    };
    const queryClient = new QueryClient();
    await restoreKeptData({ ...options, queryClient, persister: unreadable });
    expect(removed).toBe(true);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
