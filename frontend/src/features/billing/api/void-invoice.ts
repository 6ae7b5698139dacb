import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceSchema } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { invalidateAfterBillingChange } from './invalidate-after-change';

export interface VoidInvoiceVariables {
  readonly id: string;
  readonly reason: string;
}

/** POST /api/invoices/{id}/void (admin); an invoice with payments is refused (409). */
export const voidInvoice = ({ id, reason }: VoidInvoiceVariables) =>
  apiRequest('POST', `/api/invoices/${encodeURIComponent(id)}/void`, {
    body: { reason },
    schema: invoiceSchema,
  });

/** Voids an invoice: "Invoice voided" once the lists show it; failures are the dialog's. */
export function useVoidInvoice() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: voidInvoice,
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('toasts.voided'));
    },
  });
}
