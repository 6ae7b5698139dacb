import { queryOptions } from '@tanstack/react-query';
import { openEarningsSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { payoutsQueryKey } from './get-payouts';

/**
 * GET /api/payouts/earnings: earnings not yet in a statement, per caretaker (a caretaker's own,
 * with their tasks).
 */
export const getOpenEarningsQueryOptions = () =>
  queryOptions({
    queryKey: [...payoutsQueryKey, 'earnings'] as const,
    queryFn: ({ signal }) => apiGet('/api/payouts/earnings', openEarningsSchema, { signal }),
  });
