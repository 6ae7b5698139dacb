import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { cemeteriesQueryKey } from '../../../lib/api/get-cemeteries';

/**
 * Graves and service requests show the cemetery's name and city, and the dashboards count
 * cemeteries, so a change refreshes those too. The server answers only after its read models
 * are updated, so the refetch already sees the change. `except` spares a query that would only
 * fail now (the details of a cemetery just deleted).
 */
export const invalidateAfterCemeteryChange = (queryClient: QueryClient, except?: QueryKey) => {
  const exceptHash = except ? hashKey(except) : undefined;
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: cemeteriesQueryKey,
      predicate: (query) => query.queryHash !== exceptHash,
    }),
    queryClient.invalidateQueries({ queryKey: ['graves'] }),
    queryClient.invalidateQueries({ queryKey: ['service-requests'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
};
