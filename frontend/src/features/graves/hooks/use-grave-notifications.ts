import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';

type SuccessKey = 'toasts.added' | 'toasts.updated' | 'toasts.removed';
type FailureKey = 'toasts.addFailed' | 'toasts.updateFailed' | 'toasts.removeFailed';

/** The spec's grave toasts; a failure carries the server's explanation when it gave one. */
export function useGraveNotifications() {
  const toast = useToast();
  const serverText = useServerErrorText();
  const { t } = useTranslation('graves');
  return useMemo(
    () => ({
      success: (key: SuccessKey) => toast.success(t(key)),
      failure: (key: FailureKey, error: unknown, extraMessages: readonly string[] = []) => {
        const lines = [serverText.error(error, '', { listFields: false }), ...extraMessages].filter(
          Boolean,
        );
        toast.error(t(key), lines.length > 0 ? lines.join(' ') : undefined);
      },
    }),
    [toast, t, serverText],
  );
}
