import { queryOptions } from '@tanstack/react-query';
import {
  clientListSchema,
  clientSchema,
  publicCemeteryListSchema,
} from '@memorial-care/contracts/http';
import { apiGet, apiGetTagged } from '../../../lib/api-client';

/**
 * Every client query lives under this prefix (the list, one client), so one
 * invalidation after a change refreshes them all. The list's key is the one the request form's
 * picker uses, so both share one cache entry.
 */
export const clientsQueryKey = ['clients'] as const;

export const getClients = () => apiGet('/api/clients', clientListSchema);

/** GET /api/clients (admin): every client, by name. */
export const getClientsQueryOptions = () =>
  queryOptions({ queryKey: [...clientsQueryKey, 'list'] as const, queryFn: getClients });

/** GET /api/clients/{id}. */
export const getClientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'one', id] as const,
    queryFn: () => apiGet(`/api/clients/${encodeURIComponent(id)}`, clientSchema),
  });

/** GET /api/clients/{id} with its ETag: what the Edit dialog shows and saves against. */
export const getTaggedClientQueryOptions = (id: string) => ({
  queryKey: [...clientsQueryKey, 'tagged', id] as const,
  queryFn: () => apiGetTagged(`/api/clients/${encodeURIComponent(id)}`, clientSchema),
});

/**
 * The cemeteries a first grave may lie in (Add Client). The key and shape are the grave form's
 * picker's, so both share one cache entry, and a cemetery change refreshes it.
 */
export const getCemeteryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['cemeteries', 'options'] as const,
    queryFn: () => apiGet('/api/cemeteries', publicCemeteryListSchema),
  });
