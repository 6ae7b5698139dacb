import { photoListSchema } from '@memorial-care/contracts/http';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Every photo query (a request's photos, the recent photos) lives under this prefix. */
export const photosQueryKey = ['photos'] as const;

export const requestPhotosQueryKey = (serviceRequestId: string | null) =>
  [...photosQueryKey, 'request', serviceRequestId] as const;

export const getPhotos = (serviceRequestId: string, signal?: AbortSignal) =>
  apiGet(`/api/photos?serviceRequestId=${encodeURIComponent(serviceRequestId)}`, photoListSchema, {
    signal,
  });

/**
 * GET /api/photos?serviceRequestId=: one request's photos, oldest first per type. Fetched only
 * when there is a request (spec part 2, §7).
 */
export const getPhotosQueryOptions = (serviceRequestId: string | null) =>
  queryOptions({
    queryKey: requestPhotosQueryKey(serviceRequestId),
    queryFn: ({ signal }) => getPhotos(serviceRequestId ?? '', signal),
    enabled: serviceRequestId !== null,
  });
