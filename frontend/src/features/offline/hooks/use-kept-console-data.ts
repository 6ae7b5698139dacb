import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keepDataOnChange, restoreKeptData, type KeptDataOptions } from '../utils/kept-client';
import { keptDataDatabase } from '../utils/kept-data-database';
import { keptDataStorage } from '../utils/kept-data-storage';
import { isKeptQuery, keptDataKey, keptDataMaxAgeMs } from '../utils/kept-queries';

/** Set per build by vite.config.ts: a new build drops what an older one kept. */
const buildId = String(import.meta.env.VITE_BUILD_ID ?? 'development');

const keptDataOptions = (queryClient: QueryClient, userId: string): KeptDataOptions => ({
  queryClient,
  persister: createAsyncStoragePersister({
    storage: keptDataStorage(keptDataDatabase),
    key: keptDataKey(userId),
    throttleTime: 1_000,
  }),
  buster: buildId,
  maxAgeMs: keptDataMaxAgeMs,
});

/**
 * Keeps the signed-in caretaker's console data on the device (IndexedDB) and puts what was kept
 * back into the cache before the console shows anything; answers whether that is done. What
 * comes back is marked stale: every screen asks the server again as soon as it can, and shows
 * the kept data until then (offline, under the offline banner).
 */
export function useKeptConsoleData(userId: string): boolean {
  const queryClient = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  useEffect(() => {
    const options = keptDataOptions(queryClient, userId);
    let stopped = false;
    let stopKeeping = () => {};
    void restoreKeptData(options).then(() => {
      if (stopped) return;
      void queryClient.invalidateQueries({ predicate: isKeptQuery, refetchType: 'none' });
      stopKeeping = keepDataOnChange(options);
      setRestoredFor(userId);
    });
    return () => {
      stopped = true;
      stopKeeping();
    };
  }, [queryClient, userId]);

  return restoredFor === userId;
}
