import { queryOptions } from '@tanstack/react-query';
import { cemeteryDetailsSchema } from '@memorial-care/contracts/http';
import { apiGet, apiGetTagged } from '../../../lib/api-client';
import { cemeteriesQueryKey } from '../../../lib/api/get-cemeteries';

export const cemeteryQueryKey = (id: string) => [...cemeteriesQueryKey, 'detail', id] as const;

export const getCemetery = (id: string) =>
  apiGet(`/api/cemeteries/${encodeURIComponent(id)}`, cemeteryDetailsSchema);

export const getCemeteryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cemeteryQueryKey(id),
    queryFn: () => getCemetery(id),
  });

/** GET /api/cemeteries/{id} with its ETag: what the Edit form shows and saves against. */
export const getTaggedCemeteryQueryOptions = (id: string) => ({
  queryKey: [...cemeteryQueryKey(id), 'tagged'] as const,
  queryFn: () => apiGetTagged(`/api/cemeteries/${encodeURIComponent(id)}`, cemeteryDetailsSchema),
});
