import { queryOptions } from '@tanstack/react-query';
import { activityLogPageSchema, type ActivityLogsQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';

/**
 * GET /api/activity-logs: the admin's activity feed, newest first, filtered. Under
 * ['activity-logs'], which every service-request change refreshes.
 */
export const getActivityLogsQueryOptions = (query: ActivityLogsQuery = {}) =>
  queryOptions({
    queryKey: ['activity-logs', query] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/activity-logs${toSearchParams(query)}`, activityLogPageSchema, { signal }),
  });
