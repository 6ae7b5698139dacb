import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payoutStatementPageSchema, type PayoutListQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';

/** Every payouts query (statements, one statement, open earnings): one invalidation for all. */
export const payoutsQueryKey = ['payouts'] as const;

/** GET /api/payouts: one page of statements (a caretaker gets only their own). */
export const getPayoutsQueryOptions = (query: PayoutListQuery) =>
  queryOptions({
    queryKey: [...payoutsQueryKey, 'statements', query] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/payouts${toSearchParams(query)}`, payoutStatementPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
