import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterPhotoChange, updateCachedPhotos } from './invalidate-after-change';

export interface DeletePhotoVariables {
  readonly id: string;
  /** The request the photo belongs to: its photos and History change. */
  readonly serviceRequestId: string;
}

/** DELETE /api/photos/{id} (admin and the assigned caretaker): 204. */
export const deletePhoto = ({ id }: DeletePhotoVariables) =>
  apiRequest('DELETE', `/api/photos/${encodeURIComponent(id)}`, { schema: z.unknown() });

/**
 * The photo leaves the grid at once; the lists are refetched after a failure too (a 404 means
 * someone else deleted it first).
 */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: DeletePhotoVariables) => deletePhoto(variables),
    onSuccess: (_data, { id, serviceRequestId }) =>
      updateCachedPhotos(queryClient, serviceRequestId, (photos) =>
        photos.filter((photo) => photo.id !== id),
      ),
    onSettled: (_data, _error, { serviceRequestId }) =>
      invalidateAfterPhotoChange(queryClient, serviceRequestId),
  });
}
