import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useTaskAction } from '../../../lib/service-requests/api/run-task-action';
import { useQueuedMoves } from '../../../lib/upload-queue/use-upload-queue';
import type { CardAction } from '../utils/task-actions';
import { useServerErrorText } from '../../../lib/use-server-error-text';

const successToast = {
  accept: { title: 'toasts.accepted', description: 'toasts.acceptedDescription' },
  decline: { title: 'toasts.declined', description: 'toasts.declinedDescription' },
} as const;

const failureToast = {
  accept: 'toasts.acceptFailed',
  decline: 'toasts.declineFailed',
} as const;

/**
 * One task card's Accept / Decline / Start, with the spec's toasts. A failure shows the
 * server's message (e.g. "Another caretaker has already accepted this task"), and the lists
 * refresh either way (useTaskAction), so a task someone else took disappears at once.
 * Start is done at the grave, often without signal: it goes through the device's upload queue
 * (in order after the photos taken before it, exactly once), whose driver toasts how it ended.
 */
export function useTaskCardAction(taskId: string) {
  const { t } = useTranslation('caretakerTasks');
  const toast = useToast();
  const serverText = useServerErrorText();
  const mutation = useTaskAction();
  const queued = useQueuedMoves(taskId);
  const queuedStart = queued.moves.find((move) => move.action === 'start') ?? null;

  // mutateAsync, not mutate's callbacks: an accepted task leaves the Pending tab (its card
  // unmounts when the list refreshes, before the answer is handed on) and still gets its toast.
  const run = (action: CardAction) => {
    if (action === 'start') {
      queued
        .queue('start')
        .catch((error: unknown) => toast.error(t('toasts.startFailed'), serverText.error(error)));
      return;
    }
    void mutation.mutateAsync({ id: taskId, action }).then(
      () => toast.success(t(successToast[action].title), t(successToast[action].description)),
      (error: unknown) => toast.error(t(failureToast[action]), serverText.error(error)),
    );
  };

  return {
    run,
    /** The action under way, if any: its button spins, and every button of the card waits. */
    running: mutation.isPending ? mutation.variables.action : null,
    /** A Start kept on the device (shown in place of the button), and whether it is on its way. */
    queuedStart: queuedStart && { sending: queuedStart.id === queued.sendingId },
  };
}
