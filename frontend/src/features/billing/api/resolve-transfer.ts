import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSchema } from '@memorial-care/contracts/http';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { invalidateAfterBillingChange } from './invalidate-after-change';

export interface TransferKey {
  readonly statementId: string;
  readonly line: number;
}

const transferPath = ({ statementId, line }: TransferKey, action: 'assign' | 'dismiss') =>
  `/api/payments/unmatched/${encodeURIComponent(statementId)}/${line}/${action}`;

/**
 * POST …/assign (admin): records the transfer as a payment of the invoice. A transfer settled
 * meanwhile is refused (409 CONFLICT), as is one not in EUR.
 */
export const assignTransfer = ({
  invoiceId,
  ...key
}: TransferKey & { readonly invoiceId: string }) =>
  apiRequest('POST', transferPath(key, 'assign'), { body: { invoiceId }, schema: paymentSchema });

/** POST …/dismiss (admin): not a payment for us; the note says why. */
export const dismissTransfer = ({ note, ...key }: TransferKey & { readonly note: string }) =>
  apiRequest('POST', transferPath(key, 'dismiss'), { body: { note }, schema: z.unknown() });

/** Assigns a transfer: "Transfer recorded as a payment" once the lists show it. */
export function useAssignTransfer() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: assignTransfer,
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('reportToasts.assigned'));
    },
  });
}

/** Dismisses a transfer: "Transfer set aside" once the review list no longer shows it. */
export function useDismissTransfer() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: dismissTransfer,
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('reportToasts.dismissed'));
    },
  });
}
