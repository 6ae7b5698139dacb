import { queryOptions } from '@tanstack/react-query';
import { cemeteryListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../api-client';

/**
 * Every cemetery query lives under this prefix (list, details, and the landing page's list if it
 * uses the same prefix), so one invalidation after a change refreshes them all.
 */
export const cemeteriesQueryKey = ['cemeteries'] as const;

export const getCemeteries = () => apiGet('/api/cemeteries', cemeteryListSchema);

export const getCemeteriesQueryOptions = () =>
  queryOptions({
    queryKey: [...cemeteriesQueryKey, 'list'],
    queryFn: getCemeteries,
  });
