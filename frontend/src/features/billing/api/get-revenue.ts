import { queryOptions } from '@tanstack/react-query';
import { revenueByMonthSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { billingQueryKey } from './get-invoices';

/** GET /api/payments/revenue (admin): money received per month, the running month last. */
export const getRevenueQueryOptions = (months = 12) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'revenue', { months }] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/payments/revenue?months=${months}`, revenueByMonthSchema, { signal }),
  });
