import { dashboardStatsSchema } from '@memorial-care/contracts/http';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Under `['dashboard']`, which every service-request change invalidates. */
export const dashboardQueryKey = ['dashboard'] as const;

export const getDashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'stats'],
    queryFn: ({ signal }) => apiGet('/api/dashboard/stats', dashboardStatsSchema, { signal }),
  });
