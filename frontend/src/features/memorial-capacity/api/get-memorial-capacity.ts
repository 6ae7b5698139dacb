import { queryOptions } from '@tanstack/react-query';
import { memorialCapacitySchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { serviceRequestsQueryKey } from '../../../lib/service-requests/api/get-service-requests';

/**
 * GET /api/memorial-capacity without a range: the busy memorial days of the coming twelve
 * months. Under the service-requests prefix, so a change to any request refreshes it.
 */
export const getMemorialCapacityQueryOptions = () =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'memorial-capacity'] as const,
    queryFn: ({ signal }) => apiGet('/api/memorial-capacity', memorialCapacitySchema, { signal }),
  });
