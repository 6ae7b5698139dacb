import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceSchema, type InvoiceInput } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { invalidateAfterBillingChange } from './invalidate-after-change';

/** POST /api/invoices (admin): 201 with the invoice as issued (its number and reference). */
export const createInvoice = (input: InvoiceInput) =>
  apiRequest('POST', '/api/invoices', {
    idempotent: true,
    body: input,
    schema: invoiceSchema,
  });

/** Issues an invoice: "Invoice issued" once the lists show it; failures are the form's to show. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: createInvoice,
    // Returning the promise keeps the mutation pending until the lists show the new invoice.
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('toasts.issued'));
    },
  });
}
