import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { gravesQueryKey } from './get-graves';

/**
 * A grave shows up in the client's profile, the service requests (deceased, grave number) and
 * the cemetery counts, so a change refreshes those too. The server answers only after its read
 * models are updated, so the refetch already sees the change. `except` spares a query that would
 * only fail now (the details of a grave just removed).
 */
export const invalidateAfterGraveChange = (queryClient: QueryClient, except?: QueryKey) => {
  const exceptHash = except ? hashKey(except) : undefined;
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: gravesQueryKey,
      predicate: (query) => query.queryHash !== exceptHash,
    }),
    queryClient.invalidateQueries({ queryKey: ['clients'] }),
    queryClient.invalidateQueries({ queryKey: ['service-requests'] }),
    queryClient.invalidateQueries({ queryKey: ['cemeteries'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
};
