import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';

type SuccessKey = 'toasts.added' | 'toasts.addedWithGrave' | 'toasts.updated' | 'toasts.deleted';
type FailureKey =
  'toasts.createFailed' | 'toasts.graveFailed' | 'toasts.updateFailed' | 'toasts.deleteFailed';

/** The spec's client toasts; a failure carries the server's explanation when it gave one. */
export function useClientNotifications() {
  const toast = useToast();
  const { t } = useTranslation('clients');

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
