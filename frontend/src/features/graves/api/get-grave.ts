import { queryOptions } from '@tanstack/react-query';
import { graveSchema } from '@memorial-care/contracts/http';
import { apiGet, apiGetTagged } from '../../../lib/api-client';
import { gravesQueryKey } from './get-graves';

export const graveQueryKey = (id: string) => [...gravesQueryKey, 'detail', id] as const;

export const getGrave = (id: string) =>
  apiGet(`/api/graves/${encodeURIComponent(id)}`, graveSchema);

/** GET /api/graves/{id}: one grave with its care wishes, visits, client and cemetery. */
export const getGraveQueryOptions = (id: string) =>
  queryOptions({ queryKey: graveQueryKey(id), queryFn: () => getGrave(id) });

/** GET /api/graves/{id} with its ETag: what the Edit dialog shows and saves against. */
export const getTaggedGraveQueryOptions = (id: string) => ({
  queryKey: [...graveQueryKey(id), 'tagged'] as const,
  queryFn: () => apiGetTagged(`/api/graves/${encodeURIComponent(id)}`, graveSchema),
});
