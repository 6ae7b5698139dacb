import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { scheduleSchema, type ScheduleQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { serviceRequestsQueryKey } from '../../../lib/service-requests/api/get-service-requests';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';

/**
 * The schedule lives under the service requests' prefix: every request change (a move here, the
 * form, the details dialog, a caretaker's task) refreshes it with the lists.
 */
export const scheduleQueryKey = [...serviceRequestsQueryKey, 'schedule'] as const;

export const getSchedule = (query: ScheduleQuery, signal?: AbortSignal) =>
  apiGet(`/api/schedule${toSearchParams(query)}`, scheduleSchema, { signal });

/** One range with its filters; the range shown stays on screen while the next one loads. */
export const getScheduleQueryOptions = (query: ScheduleQuery) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, query],
    queryFn: ({ signal }) => getSchedule(query, signal),
    placeholderData: keepPreviousData,
  });
