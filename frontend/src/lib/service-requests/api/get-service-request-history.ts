import { queryOptions } from '@tanstack/react-query';
import { serviceRequestHistorySchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../api-client';
import { serviceRequestsQueryKey } from './get-service-requests';

/** Every event of one request, oldest first, with who and when (admin and the owning client). */
export const getServiceRequestHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'history', id],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/service-requests/${encodeURIComponent(id)}/history`,
        serviceRequestHistorySchema,
        { signal },
      ),
  });
