import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closePayoutMonthResultSchema } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { payoutsQueryKey } from './get-payouts';

/** POST /api/payouts/close (admin): the statements created now (none when closed before). */
export const closePayoutMonth = (month: string) =>
  apiRequest('POST', '/api/payouts/close', {
    body: { month },
    schema: closePayoutMonthResultSchema,
  });

/** Closes a month: says how many statements it made, once the lists show them. */
export function useClosePayoutMonth() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('payouts');
  return useMutation({
    mutationFn: closePayoutMonth,
    onSuccess: async ({ month, created }) => {
      await queryClient.invalidateQueries({ queryKey: payoutsQueryKey });
      toast.success(
        created.length > 0
          ? t('toasts.closed', { count: created.length, month })
          : t('toasts.closedNone', { month }),
      );
    },
  });
}
