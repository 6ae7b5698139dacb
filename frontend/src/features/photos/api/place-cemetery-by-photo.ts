import { cemeteryPositionFromPhotoSchema } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cemeteriesQueryKey } from '../../../lib/api/get-cemeteries';
import { photosQueryKey } from './get-photos';

/**
 * POST /api/photos/{id}/use-as-cemetery-position (admin): the photo's cemetery is placed where
 * the photo was taken. Every photo's verdict at that cemetery changes with it, and the
 * cemetery's own screens show the new position.
 */
export const placeCemeteryByPhoto = (photoId: string) =>
  apiRequest('POST', `/api/photos/${encodeURIComponent(photoId)}/use-as-cemetery-position`, {
    schema: cemeteryPositionFromPhotoSchema,
  });

export function usePlaceCemeteryByPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCemeteryByPhoto,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: photosQueryKey }),
        queryClient.invalidateQueries({ queryKey: cemeteriesQueryKey }),
      ]),
  });
}
