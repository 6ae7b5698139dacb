import type { Photo } from '@memorial-care/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import { getServiceRequestHistoryQueryOptions } from '../../../lib/service-requests/api/get-service-request-history';
import { photosQueryKey, requestPhotosQueryKey } from './get-photos';

/**
 * A photo added or deleted changes the request's photos at once (the answer is put in the cache,
 * so the grid does not wait for the refetch), the recent photos, and the request's History
 * (PhotoAttached / PhotoDeleted are events of the request).
 */
export const invalidateAfterPhotoChange = (queryClient: QueryClient, serviceRequestId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: photosQueryKey }),
    queryClient.invalidateQueries({
      queryKey: getServiceRequestHistoryQueryOptions(serviceRequestId).queryKey,
    }),
  ]);

/** The request's cached photos with this one changed by `change` (nothing when not cached). */
export const updateCachedPhotos = (
  queryClient: QueryClient,
  serviceRequestId: string,
  change: (photos: readonly Photo[]) => Photo[],
) =>
  queryClient.setQueryData<Photo[]>(requestPhotosQueryKey(serviceRequestId), (photos) =>
    photos === undefined ? photos : change(photos),
  );
