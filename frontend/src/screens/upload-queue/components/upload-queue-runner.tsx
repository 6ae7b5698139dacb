import { useUploadQueueDriver } from '../hooks/use-upload-queue-driver';

/** Sends the upload queue where no Uploads button is shown (the details dialog, for admins). */
export function UploadQueueRunner() {
  useUploadQueueDriver();
  return null;
}
