import { queryOptions } from '@tanstack/react-query';
import { invoiceAgingSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { invoicesQueryKey } from './get-invoices';

/** GET /api/invoices/aging (admin): what open invoices owe by days past due. */
export const getInvoiceAgingQueryOptions = () =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'aging'] as const,
    queryFn: ({ signal }) => apiGet('/api/invoices/aging', invoiceAgingSchema, { signal }),
  });
