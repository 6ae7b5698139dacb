import { queryOptions } from '@tanstack/react-query';
import { serviceRequestStatsSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../api-client';
import { serviceRequestsQueryKey } from './get-service-requests';

/** The list's six tiles, scoped like the list (a client counts only their own). */
export const getServiceRequestStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'stats'],
    queryFn: ({ signal }) =>
      apiGet('/api/service-requests/stats', serviceRequestStatsSchema, { signal }),
  });
