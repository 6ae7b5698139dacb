import { queryOptions } from '@tanstack/react-query';
import { serviceRequestViewSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { serviceRequestsQueryKey } from './get-service-requests';

/** One request as the details dialog shows it; refreshed with the lists after every change. */
export const getServiceRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'one', id],
    queryFn: ({ signal }) =>
      apiGet(`/api/service-requests/${encodeURIComponent(id)}`, serviceRequestViewSchema, {
        signal,
      }),
  });
