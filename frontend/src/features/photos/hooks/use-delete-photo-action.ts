import type { Photo } from '@memorial-care/contracts/http';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useDeletePhoto } from '../api/delete-photo';

/**
 * Deletes a photo (after the thumbnail's confirmation) with the spec's toasts: 'Photo deleted' /
 * 'Photo has been successfully deleted.', or 'Error deleting photo' / 'Failed to delete photo.
 * Please try again.'. Resolves either way, so the confirmation closes.
 */
export function useDeletePhotoAction() {
  const { t } = useTranslation('photos');
  const toast = useToast();
  const { mutateAsync } = useDeletePhoto();

  return useCallback(
    async (photo: Pick<Photo, 'id' | 'serviceRequestId'>) => {
      try {
        await mutateAsync({ id: photo.id, serviceRequestId: photo.serviceRequestId });
        toast.success(t('toasts.deleted'), t('toasts.deletedDescription'));
      } catch {
        toast.error(t('toasts.deleteFailed'), t('toasts.deleteFailedDescription'));
      }
    },
    [mutateAsync, t, toast],
  );
}
