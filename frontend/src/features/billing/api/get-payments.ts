import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { paymentPageSchema, type PaymentListQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';
import { billingQueryKey } from './get-invoices';

export const paymentsQueryKey = [...billingQueryKey, 'payments'] as const;

export const getPayments = (query: PaymentListQuery, signal?: AbortSignal) =>
  apiGet(`/api/payments${toSearchParams(query)}`, paymentPageSchema, { signal });

/** GET /api/payments: one page, newest first (a client gets only their own). */
export const getPaymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });
