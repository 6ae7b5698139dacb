import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';

type SuccessKey = 'toasts.added' | 'toasts.updated' | 'toasts.removed';
type FailureKey = 'toasts.addFailed' | 'toasts.updateFailed' | 'toasts.removeFailed';

/** The spec's grave toasts; a failure carries the server's explanation when it gave one. */
export function useGraveNotifications() {
  const toast = useToast();
  const { t } = useTranslation('graves');
  return useMemo(
    () => ({
      success: (key: SuccessKey) => toast.success(t(key)),
      failure: (key: FailureKey, error: unknown, extraMessages: readonly string[] = []) => {
        const lines = [serverMessageOf(error, ''), ...extraMessages].filter(Boolean);
        toast.error(t(key), lines.length > 0 ? lines.join(' ') : undefined);
      },
    }),
    [toast, t],
  );
}
