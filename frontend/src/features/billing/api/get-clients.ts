import { queryOptions } from '@tanstack/react-query';
import { clientListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/clients (admin): the New Invoice form's client picker. The key is the one the
 * clients screen and the request form use, so all share one cache entry and a client change
 * refreshes it.
 */
export const getClientsQueryOptions = () =>
  queryOptions({
    queryKey: ['clients', 'list'] as const,
    queryFn: () => apiGet('/api/clients', clientListSchema),
  });
