import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { invoicePageSchema, type InvoiceListQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';

/**
 * Every ledger query (invoices, payments, summaries, payment instructions) lives under this
 * prefix, so one invalidation after a change refreshes them all.
 */
export const billingQueryKey = ['billing'] as const;
export const invoicesQueryKey = [...billingQueryKey, 'invoices'] as const;

export const getInvoices = (query: InvoiceListQuery, signal?: AbortSignal) =>
  apiGet(`/api/invoices${toSearchParams(query)}`, invoicePageSchema, { signal });

/**
 * GET /api/invoices: one page (an admin's filters; a client gets only their own). The previous
 * page stays on screen while the next one loads.
 */
export const getInvoicesQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });
