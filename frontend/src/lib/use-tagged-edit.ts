import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiStatus, type Tagged } from './api-client';

export interface TaggedEdit<T> {
  /** The entity as fetched when the dialog opened (or reloaded); undefined until it arrives. */
  readonly data: T | undefined;
  /** Its ETag: send it as the change's `ifMatch`. */
  readonly etag: string | null;
  /**
   * The entity is on its way (first fetched, refetched on reopening, or reloaded): keep the
   * form disabled, so that nothing typed meanwhile is overwritten when it arrives. When the
   * fetch fails the form works from what the caller already had, without a revision.
   */
  readonly loading: boolean;
  /** A save was refused because someone else changed the entity since it was fetched. */
  readonly stale: boolean;
  /** True (and `stale` on) when `error` is that refusal (412); the caller shows no toast then. */
  readonly refusedAsStale: (error: unknown) => boolean;
  /** Fetches the new values; `stale` turns off once they are in. */
  readonly reload: () => void;
  readonly reloading: boolean;
}

/**
 * Optimistic concurrency for an edit dialog: the entity is fetched with its ETag each time the
 * dialog opens, the save sends that ETag as If-Match, and a 412 (someone else saved first)
 * leaves the user's input in place until they reload the new values.
 */
export function useTaggedEdit<T>(
  query: { readonly queryKey: QueryKey; readonly queryFn: () => Promise<Tagged<T>> },
  open: boolean,
): TaggedEdit<T> {
  const result = useQuery({ ...query, enabled: open });
  // The answer the refusal was measured against: any newer answer is no longer stale.
  const [staleAt, setStaleAt] = useState<number | null>(null);
  return {
    data: result.data?.data,
    etag: result.data?.etag ?? null,
    loading: open && result.isFetching,
    stale: staleAt !== null && staleAt === result.dataUpdatedAt,
    refusedAsStale: (error) => {
      if (!isApiStatus(error, 412)) return false;
      setStaleAt(result.dataUpdatedAt);
      return true;
    },
    reload: () => void result.refetch(),
    reloading: result.isFetching,
  };
}
