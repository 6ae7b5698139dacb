import { queryOptions } from '@tanstack/react-query';
import { paymentsSummarySchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';
import { paymentsQueryKey } from './get-payments';

export const getPaymentsSummary = (clientId: string | null, signal?: AbortSignal) =>
  apiGet(`/api/payments/summary${toSearchParams({ clientId })}`, paymentsSummarySchema, {
    signal,
  });

/**
 * GET /api/payments/summary: a client's own (no id; the server takes it from the session), or
 * the named client's (admin).
 */
export const getPaymentsSummaryQueryOptions = (clientId: string | null = null) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, 'summary', { clientId }] as const,
    queryFn: ({ signal }) => getPaymentsSummary(clientId, signal),
  });
