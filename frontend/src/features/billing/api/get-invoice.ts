import { queryOptions } from '@tanstack/react-query';
import { invoiceSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export const getInvoice = (id: string, signal?: AbortSignal) =>
  apiGet(`/api/invoices/${encodeURIComponent(id)}`, invoiceSchema, { signal });

/** GET /api/invoices/{id} (admin, or the client it is addressed to). */
export const getInvoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'one', id] as const,
    queryFn: ({ signal }) => getInvoice(id, signal),
  });
