import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServiceRequestEtag } from '../../../lib/service-requests/api/get-service-request';
import { useTaskAction } from '../../../lib/service-requests/api/run-task-action';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { useQueuedMoves } from '../../../lib/upload-queue/use-upload-queue';
import type { QuickAction } from '../utils/quick-actions';
import { failureTextOf } from '../utils/failure-text';
import { useServerErrorText } from '../../../lib/use-server-error-text';

/**
 * 'Start Work' (POST start) and 'Mark Complete' (POST complete) with the spec's toasts: Task
 * Started, or Success / Service request updated successfully; a failure carries the server's
 * message ('Failed to start task', 'Failed to update service request' otherwise). Made against
 * the revision shown: a request someone else changed since is refused (412) and shown anew.
 * A caretaker's move goes through the device's upload queue instead (at the grave, often
 * without signal): sent in order after the photos taken before it, exactly once, checked by the
 * server when it arrives; the queue's driver toasts how it ended.
 */
export function useQuickAction(requestId: string, viewer: ServiceRequestViewer) {
  const { t } = useTranslation('serviceRequestDetails');
  const toast = useToast();
  const serverText = useServerErrorText();
  const mutation = useTaskAction();
  const etag = useServiceRequestEtag(requestId);
  const queued = useQueuedMoves(requestId);

  const succeeded = (action: QuickAction) =>
    action === 'start'
      ? toast.success(t('toasts.started'), t('toasts.startedDescription'))
      : toast.success(t('toasts.success'), t('toasts.updated'));

  const failed = (action: QuickAction, error: unknown) =>
    action === 'start'
      ? toast.error(t('toasts.startFailed'), serverText.error(error))
      : toast.error(
          t('toasts.error'),
          failureTextOf(error, serverText) ?? t('toasts.updateFailed'),
        );

  const run = (action: QuickAction) => {
    if (viewer === 'caretaker') {
      queued.queue(action).catch((error: unknown) => failed(action, error));
      return;
    }
    void mutation.mutateAsync({ id: requestId, action, etag }).then(
      () => succeeded(action),
      (error: unknown) => failed(action, error),
    );
  };

  return {
    run,
    /** The action under way: its button spins and the other waits. */
    running: mutation.isPending ? mutation.variables.action : null,
    /** The caretaker's moves kept on the device, in order, and the one on its way. */
    queuedMoves: queued.moves,
    sendingId: queued.sendingId,
  };
}
