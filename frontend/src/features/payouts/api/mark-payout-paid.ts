import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payoutStatementDetailSchema,
  type MarkPayoutPaidInput,
} from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { payoutsQueryKey } from './get-payouts';

export interface MarkPayoutPaidVariables {
  readonly id: string;
  readonly input: MarkPayoutPaidInput;
}

/** POST /api/payouts/{id}/paid (admin); a statement paid before is refused (409). */
export const markPayoutPaid = ({ id, input }: MarkPayoutPaidVariables) =>
  apiRequest('POST', `/api/payouts/${encodeURIComponent(id)}/paid`, {
    body: input,
    schema: payoutStatementDetailSchema,
  });

/** Marks a statement paid: "Payout marked paid" once the lists show it. */
export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('payouts');
  return useMutation({
    mutationFn: markPayoutPaid,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: payoutsQueryKey });
      toast.success(t('toasts.paid'));
    },
  });
}
