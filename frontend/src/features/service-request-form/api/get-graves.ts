import { queryOptions } from '@tanstack/react-query';
import { graveListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/** Every grave query lives under this prefix, so a change to graves refreshes them all. */
export const gravesQueryKey = ['graves'] as const;

export const getGraves = (clientId: string) =>
  apiGet(`/api/graves?clientId=${encodeURIComponent(clientId)}`, graveListSchema);

/** GET /api/graves?clientId=: the graves of the client picked in the request form. */
export const getGravesQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...gravesQueryKey, 'list', { clientId }] as const,
    queryFn: () => getGraves(clientId),
  });
