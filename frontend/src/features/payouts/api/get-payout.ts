import { queryOptions } from '@tanstack/react-query';
import { payoutStatementDetailSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { payoutsQueryKey } from './get-payouts';

/** GET /api/payouts/{id}: one statement with its tasks. */
export const getPayoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...payoutsQueryKey, 'statement', id] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/payouts/${encodeURIComponent(id)}`, payoutStatementDetailSchema, { signal }),
  });
