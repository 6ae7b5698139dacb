import { queryOptions } from '@tanstack/react-query';
import { clientListSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/** Every client query lives under this prefix, so a change to clients refreshes them all. */
export const clientsQueryKey = ['clients'] as const;

export const getClients = () => apiGet('/api/clients', clientListSchema);

/** GET /api/clients (admin): the request form's client picker. */
export const getClientsQueryOptions = () =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'list'] as const,
    queryFn: getClients,
  });
