import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { isKeptQuery } from './kept-queries';

// Restores and saves the console's query cache through a persister (the throttled IndexedDB
// storage of @tanstack/query-async-storage-persister). The same steps as react-query-persist-
// client's persistQueryClientRestore/Subscribe, written here over the app's own react-query:
// that package pins an older @tanstack/query-core, whose QueryClient is not the app's.

export interface KeptDataOptions {
  readonly queryClient: QueryClient;
  readonly persister: Persister;
  /** Data kept by another build is dropped: its shape may have changed. */
  readonly buster: string;
  readonly maxAgeMs: number;
}

/** Whether kept data may be shown: saved by this build, and not too old. */
export const isUsableKeptData = (
  kept: Pick<PersistedClient, 'buster' | 'timestamp'>,
  { buster, maxAgeMs }: Pick<KeptDataOptions, 'buster' | 'maxAgeMs'>,
  now: number,
) => kept.buster === buster && now - kept.timestamp <= maxAgeMs;

/** Puts the kept data back into the cache; unusable or unreadable data is dropped instead. */
export async function restoreKeptData(options: KeptDataOptions): Promise<void> {
  const { queryClient, persister } = options;
  try {
    const kept = await persister.restoreClient();
    if (!kept) return;
    if (isUsableKeptData(kept, options, Date.now())) hydrate(queryClient, kept.clientState);
    else await persister.removeClient();
  } catch {
    // Unreadable: the console starts from the server, as without kept data.
    await Promise.resolve(persister.removeClient()).catch(() => undefined);
  }
}

const savedOn = new Set(['added', 'removed', 'updated']);

/** Saves the cache (the kept queries only) on every change, throttled by the persister. */
export function keepDataOnChange({ queryClient, persister, buster }: KeptDataOptions) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (!savedOn.has(event.type)) return;
    void persister.persistClient({
      buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, {
        shouldDehydrateQuery: isKeptQuery,
        shouldDehydrateMutation: () => false,
      }),
    });
  });
}
