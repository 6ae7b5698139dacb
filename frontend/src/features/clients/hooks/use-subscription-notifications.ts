import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';

export type SubscriptionToast = 'started' | 'changed' | 'paused' | 'resumed' | 'ended';
export type SubscriptionFailure =
  'startFailed' | 'changeFailed' | 'pauseFailed' | 'resumeFailed' | 'endFailed';

/** The subscription's toasts; a failure carries the server's explanation when it gave one. */
export function useSubscriptionNotifications() {
  const toast = useToast();
  const serverText = useServerErrorText();
  const { t } = useTranslation('clients');

  return useMemo(
    () => ({
      success: (key: SubscriptionToast) => toast.success(t(`subscription.toasts.${key}`)),
      failure: (
        key: SubscriptionFailure,
        error: unknown,
        extraMessages: readonly string[] = [],
      ) => {
        const lines = [serverText.error(error, '', { listFields: false }), ...extraMessages].filter(
          Boolean,
        );
        toast.error(
          t(`subscription.toasts.${key}`),
          lines.length > 0 ? lines.join(' ') : undefined,
        );
      },
    }),
    [toast, t, serverText],
  );
}
