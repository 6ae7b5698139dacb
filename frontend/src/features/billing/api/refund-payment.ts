import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSchema, type RefundInput } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { invalidateAfterBillingChange } from './invalidate-after-change';

export interface RefundPaymentVariables {
  readonly paymentId: string;
  readonly input: RefundInput;
}

/**
 * POST /api/payments/{id}/refunds (admin): 201 with the payment and its refunds. More than is
 * left of it is refused (422 REFUND_EXCEEDS_PAYMENT), a bank reference recorded before (409).
 */
export const refundPayment = ({ paymentId, input }: RefundPaymentVariables) =>
  apiRequest('POST', `/api/payments/${encodeURIComponent(paymentId)}/refunds`, {
    idempotent: true,
    body: input,
    schema: paymentSchema,
  });

/** Records a refund: "Refund recorded" once the lists show it; failures are the form's. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('creditToasts.refunded'));
    },
  });
}
