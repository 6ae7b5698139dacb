import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';

type SuccessKey = 'toasts.created' | 'toasts.updated' | 'toasts.deleted' | 'toasts.holidaysUpdated';
type FailureKey =
  'toasts.createFailed' | 'toasts.updateFailed' | 'toasts.deleteFailed' | 'toasts.holidaysFailed';

/**
 * The spec's caretaker toasts: title "Success" or "Error" with the spec's text; a failure adds
 * the server's explanation when it gave one.
 */
export function useCaretakerNotifications() {
  const toast = useToast();
  const { t } = useTranslation('caretakers');

  return useMemo(
    () => ({
      success: (key: SuccessKey) => toast.success(t('toasts.success'), t(key)),
      failure: (key: FailureKey, error: unknown, extraMessages: readonly string[] = []) => {
        const lines = [t(key), serverMessageOf(error, ''), ...extraMessages].filter(Boolean);
        toast.error(t('toasts.error'), lines.join(' '));
      },
    }),
    [toast, t],
  );
}
