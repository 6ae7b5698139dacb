import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';

type SuccessKey = 'toasts.created' | 'toasts.updated' | 'toasts.deleted' | 'toasts.holidaysUpdated';
type FailureKey =
  'toasts.createFailed' | 'toasts.updateFailed' | 'toasts.deleteFailed' | 'toasts.holidaysFailed';

/**
 * The spec's caretaker toasts: title "Success" or "Error" with the spec's text; a failure adds
 * the server's explanation when it gave one.
 */
export function useCaretakerNotifications() {
  const toast = useToast();
  const serverText = useServerErrorText();
  const { t } = useTranslation('caretakers');

  return useMemo(
    () => ({
      success: (key: SuccessKey) => toast.success(t('toasts.success'), t(key)),
      failure: (key: FailureKey, error: unknown, extraMessages: readonly string[] = []) => {
        const lines = [
          t(key),
          serverText.error(error, '', { listFields: false }),
          ...extraMessages,
        ].filter(Boolean);
        toast.error(t('toasts.error'), lines.join(' '));
      },
    }),
    [toast, t, serverText],
  );
}
