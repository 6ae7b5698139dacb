import { photoLimits } from '@memorial-care/contracts/domain';
import { recentPhotoListSchema, type RecentPhotosQuery } from '@memorial-care/contracts/http';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { photosQueryKey } from './get-photos';

/** What the client's cards show: the newest after-photos of their graves. */
export const defaultRecentPhotosQuery = {
  type: 'after',
  limit: photoLimits.recentDefault,
} as const satisfies RecentPhotosQuery;

export const recentPhotosPath = ({ type = 'after', limit }: RecentPhotosQuery) => {
  const params = new URLSearchParams({ type });
  if (limit !== undefined) params.set('limit', String(limit));
  return `/api/photos/recent?${params.toString()}`;
};

/** GET /api/photos/recent: the newest photos the caller may see (a client: their own graves'). */
export const getRecentPhotosQueryOptions = (query: RecentPhotosQuery = defaultRecentPhotosQuery) =>
  queryOptions({
    queryKey: [...photosQueryKey, 'recent', query] as const,
    queryFn: ({ signal }) => apiGet(recentPhotosPath(query), recentPhotoListSchema, { signal }),
  });
