import type { QueryClient } from '@tanstack/react-query';
import { serviceRequestsQueryKey } from './get-service-requests';

/**
 * A request change moves lists, stats, tasks and history (all under one prefix), the activity
 * feed, the dashboards, and the graves' last/next visit; the form may also have created a client
 * or a grave. The server answers after its read models are updated, so refetches see the change.
 */
export const invalidateAfterServiceRequestChange = (queryClient: QueryClient) =>
  Promise.all(
    [serviceRequestsQueryKey, ['activity-logs'], ['dashboard'], ['graves'], ['clients']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
