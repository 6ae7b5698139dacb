import { graveListSchema } from '@memorial-care/contracts/http';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/graves: the signed-in client's own graves (the server takes the client from the
 * session). The key is My Graves' one (['graves', 'list', {clientId: null}]), so both share one
 * cache entry and a change to graves refreshes it.
 */
export const getOwnGravesQueryOptions = () =>
  queryOptions({
    queryKey: ['graves', 'list', { clientId: null }] as const,
    queryFn: () => apiGet('/api/graves', graveListSchema),
  });
