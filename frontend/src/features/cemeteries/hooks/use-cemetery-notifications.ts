import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import type { ImportToast } from '../utils/import-result';

type SuccessKey = 'toasts.created' | 'toasts.updated' | 'toasts.deleted';
type FailureKey =
  'toasts.createFailed' | 'toasts.updateFailed' | 'toasts.deleteFailed' | 'toasts.importFailed';

/** The spec's cemetery toasts; a failure carries the server's explanation when it gave one. */
export function useCemeteryNotifications() {
  const toast = useToast();
  const serverText = useServerErrorText();
  const { t } = useTranslation('cemeteries');

  return useMemo(
    () => ({
      success: (key: SuccessKey) => toast.success(t(key)),
      failure: (key: FailureKey, error: unknown, extraMessages: readonly string[] = []) => {
        const lines = [serverText.error(error, '', { listFields: false }), ...extraMessages].filter(
          Boolean,
        );
        toast.error(t(key), lines.length > 0 ? lines.join(' ') : undefined);
      },
      importResult: ({ type, title, description }: ImportToast) =>
        toast[type](
          t(title.key, { count: title.count ?? 0 }),
          description ? t(description.key, { count: description.count ?? 0 }) : undefined,
        ),
    }),
    [toast, t, serverText],
  );
}
