import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  serviceRequestPageSchema,
  type ServiceRequestListQuery,
} from '@memorial-care/contracts/http';
import { apiGet } from '../../api-client';
import { toSearchParams } from './search-params';

/**
 * Every service-request query (lists, stats, tasks, one request, its history) lives under this
 * prefix, so one invalidation after a change refreshes them all.
 */
export const serviceRequestsQueryKey = ['service-requests'] as const;

export const getServiceRequests = (query: ServiceRequestListQuery, signal?: AbortSignal) =>
  apiGet(`/api/service-requests${toSearchParams(query)}`, serviceRequestPageSchema, { signal });

/** One page; the previous page stays on screen while the next one loads. */
export const getServiceRequestsQueryOptions = (query: ServiceRequestListQuery) =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'list', query],
    queryFn: ({ signal }) => getServiceRequests(query, signal),
    placeholderData: keepPreviousData,
  });
