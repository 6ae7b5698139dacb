import { queryOptions } from '@tanstack/react-query';
import { activityLogPageSchema, type ActivityLogsQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../api-client';
import { toSearchParams } from './search-params';

/** The admin's Recent Activity feed, newest first. */
export const getActivityLogsQueryOptions = (query: Partial<ActivityLogsQuery> = {}) =>
  queryOptions({
    queryKey: ['activity-logs', query],
    queryFn: ({ signal }) =>
      apiGet(`/api/activity-logs${toSearchParams(query)}`, activityLogPageSchema, { signal }),
  });
