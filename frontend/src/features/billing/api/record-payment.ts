import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSchema, type PaymentInput } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { invalidateAfterBillingChange } from './invalidate-after-change';

/**
 * POST /api/payments (admin): 201 with the payment. A bank reference already recorded is
 * refused (409 PAYMENT_ALREADY_RECORDED), as is a payment on a voided invoice (INVOICE_VOIDED).
 */
export const recordPayment = (input: PaymentInput) =>
  apiRequest('POST', '/api/payments', {
    idempotent: true,
    body: input,
    schema: paymentSchema,
  });

/** Records a payment: "Payment recorded" once the lists show it; failures are the form's. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('toasts.recorded'));
    },
  });
}
