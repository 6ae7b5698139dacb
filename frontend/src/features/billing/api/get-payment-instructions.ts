import { queryOptions } from '@tanstack/react-query';
import { paymentInstructionsSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export const getPaymentInstructions = (invoiceId: string, signal?: AbortSignal) =>
  apiGet(
    `/api/invoices/${encodeURIComponent(invoiceId)}/payment-instructions`,
    paymentInstructionsSchema,
    { signal },
  );

/**
 * GET /api/invoices/{id}/payment-instructions (admin or the owning client): how to pay what is
 * still owed by bank transfer, with its QR codes. Under the invoices' prefix, so a payment
 * recorded meanwhile refreshes the amount.
 */
export const getPaymentInstructionsQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'payment-instructions', invoiceId] as const,
    queryFn: ({ signal }) => getPaymentInstructions(invoiceId, signal),
  });
