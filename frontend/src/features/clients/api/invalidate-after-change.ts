import type { QueryClient } from '@tanstack/react-query';
import { clientsQueryKey } from './get-clients';

/**
 * Requests show the client's name and email, graves their client, the registrations screen the
 * recent clients, and the dashboards count clients, so a change refreshes those too. The server
 * answers only after its read models are updated, so the refetch already sees the change.
 */
export const invalidateAfterClientChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['graves'] }),
    queryClient.invalidateQueries({ queryKey: ['service-requests'] }),
    queryClient.invalidateQueries({ queryKey: ['communications'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
