import { queryOptions } from '@tanstack/react-query';
import { graveListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/** Every grave query lives under this prefix, so a change to graves refreshes them all. */
export const gravesQueryKey = ['graves'] as const;

/** One client's graves (admin), or — without a client id — the signed-in client's own. */
export const getGraves = (clientId: string | null) =>
  apiGet(
    clientId ? `/api/graves?clientId=${encodeURIComponent(clientId)}` : '/api/graves',
    graveListSchema,
  );

/**
 * GET /api/graves[?clientId=]. The key has the shape the request form uses
 * (['graves', 'list', {clientId}]), so both screens share one cache entry per client.
 */
export const getGravesQueryOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: [...gravesQueryKey, 'list', { clientId }] as const,
    queryFn: () => getGraves(clientId),
  });
