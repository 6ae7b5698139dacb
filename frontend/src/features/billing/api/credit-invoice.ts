import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditNoteSchema, type CreditNoteInput } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { invalidateAfterBillingChange } from './invalidate-after-change';

export interface CreditInvoiceVariables {
  readonly invoiceId: string;
  readonly input: CreditNoteInput;
}

/**
 * POST /api/invoices/{id}/credit-notes (admin): 201 with the credit note. More than is left to
 * credit is refused (422 CREDIT_EXCEEDS_INVOICE), as is a voided invoice (409).
 */
export const creditInvoice = ({ invoiceId, input }: CreditInvoiceVariables) =>
  apiRequest('POST', `/api/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, {
    idempotent: true,
    body: input,
    schema: creditNoteSchema,
  });

/** Issues a credit note: "Credit note issued" once the lists show it; failures are the form's. */
export function useCreditInvoice() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: creditInvoice,
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('creditToasts.credited'));
    },
  });
}
