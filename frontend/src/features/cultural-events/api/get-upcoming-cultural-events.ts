import { queryOptions } from '@tanstack/react-query';
import { upcomingCulturalEventsSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { serviceRequestsQueryKey } from '../../../lib/service-requests/api/get-service-requests';

/**
 * GET /api/cultural-events/upcoming (admins): the next memorial days with the visits booked
 * for them. Under the service-requests prefix, so a change to any request refreshes it.
 */
export const getUpcomingCulturalEventsQueryOptions = () =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'cultural-events-upcoming'] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/cultural-events/upcoming', upcomingCulturalEventsSchema, { signal }),
  });
