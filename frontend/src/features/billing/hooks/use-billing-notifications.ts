import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';

export type FailureKey =
  | 'toasts.issueFailed'
  | 'toasts.recordFailed'
  | 'toasts.voidFailed'
  | 'exchangeRate.saveFailed'
  | 'priceList.saveFailed'
  | `creditToasts.${'creditFailed' | 'refundFailed'}`
  | `reportToasts.${'importFailed' | 'assignFailed' | 'dismissFailed' | 'exportFailed'}`;

/**
 * The failure toasts of the billing dialogs (their success toasts come with the mutations): the
 * server's explanation in the user's language, and what no field of the form could show.
 */
export function useBillingNotifications() {
  const toast = useToast();
  const serverText = useServerErrorText();
  const { t } = useTranslation('billing');
  return useMemo(
    () => ({
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
