import type { Photo } from '@memorial-care/contracts/http';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAfterPhotoChange } from '../../../features/photos/api/invalidate-after-change';
import { recordUploadedPhoto, uploadPhoto } from '../../../features/photos/api/upload-photo';
import { invalidateAfterServiceRequestChange } from '../../../lib/service-requests/api/invalidate-after-change';
import { runTaskAction } from '../../../lib/service-requests/api/run-task-action';
import { useToast } from '../../../lib/toast';
import { locatingPosition, type QueueItem } from '../../../lib/upload-queue/queue-items';
import type { QueueDriver } from '../../../lib/upload-queue/queue-runner';
import { taskActionBodyOf } from '../../../lib/upload-queue/queue-rules';
import { useDriveUploadQueue, useUploadQueue } from '../../../lib/upload-queue/use-upload-queue';
import { useServerErrorText } from '../../../lib/use-server-error-text';

/** Sends one kept item with the key it was given when taken. */
const send = (item: QueueItem, onProgress: (percent: number) => void) =>
  item.kind === 'photo'
    ? uploadPhoto({
        file: item.file,
        fileName: item.fileName,
        serviceRequestId: item.serviceRequestId,
        type: item.photoType,
        description: item.description,
        devicePosition: item.devicePosition === locatingPosition ? null : item.devicePosition,
        idempotencyKey: item.idempotencyKey,
        onProgress,
      })
    : // No If-Match: the photos queued before it change the same request; the server checks
      // the move itself (status, assignment) when it arrives.
      runTaskAction({
        id: item.serviceRequestId,
        action: item.action,
        body: taskActionBodyOf(item),
        idempotencyKey: item.idempotencyKey,
      });

/**
 * Sends the signed-in user's upload queue while mounted, with the toasts the screens gave before
 * there was a queue: "Photo uploaded successfully", "Task Started", "Service request updated
 * successfully"; a refusal toasts the server's message (and stays listed under Uploads). What
 * changed is refetched, the photo shown in its grid at once.
 */
export function useUploadQueueDriver() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const serverText = useServerErrorText();
  const photos = useTranslation('photos').t;
  const tasks = useTranslation('caretakerTasks').t;
  const details = useTranslation('serviceRequestDetails').t;
  const { runner } = useUploadQueue();

  const driver: QueueDriver = {
    send,
    sent(item, answer) {
      if (item.kind === 'photo') {
        void recordUploadedPhoto(queryClient, answer as Photo);
        toast.success(photos('toasts.success'), photos('toasts.uploaded'));
        return;
      }
      void invalidateAfterServiceRequestChange(queryClient);
      if (item.action === 'start')
        toast.success(tasks('toasts.started'), tasks('toasts.startedDescription'));
      else toast.success(details('toasts.success'), details('toasts.updated'));
    },
    refused(item, error) {
      if (item.kind === 'photo') {
        void invalidateAfterPhotoChange(queryClient, item.serviceRequestId);
        toast.error(photos('toasts.error'), serverText.error(error, photos('toasts.uploadFailed')));
        return;
      }
      // The task may have moved on (reassigned, cancelled): show where it stands now.
      void invalidateAfterServiceRequestChange(queryClient);
      if (item.action === 'start')
        toast.error(tasks('toasts.startFailed'), serverText.error(error));
      else
        toast.error(
          details('toasts.error'),
          serverText.error(error, details('toasts.updateFailed')),
        );
    },
  };
  useDriveUploadQueue(runner, driver);
}
