import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';

type SuccessKey = 'list.toasts.statusUpdated' | 'list.toasts.deleted';
type FailureKey = 'list.toasts.statusFailed' | 'list.toasts.deleteFailed';

/** The list's toasts (spec part 2, §8); a failure carries the server's message when it gave one. */
export function useRequestNotifications() {
  const toast = useToast();
  const serverText = useServerErrorText();
  const { t } = useTranslation('serviceRequests');
  return useMemo(
    () => ({
      success: (key: SuccessKey) => toast.success(t(key)),
      failure: (key: FailureKey, error: unknown) =>
        toast.error(t(key), serverText.error(error) || undefined),
    }),
    [toast, t, serverText],
  );
}
