import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceRequestSchema, serviceRequestViewSchema } from '@memorial-care/contracts/http';
import { apiGetTagged } from '../../api-client';
import { serviceRequestsQueryKey } from './get-service-requests';

const path = (id: string) => `/api/service-requests/${encodeURIComponent(id)}`;

/** The request as its viewer may see it, with its ETag (the revision the screen shows). */
const taggedRequestQuery = (id: string) =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'one', id],
    queryFn: ({ signal }) => apiGetTagged(path(id), serviceRequestViewSchema, { signal }),
  });

/** One request as the details dialog shows it; refreshed with the lists after every change. */
export const getServiceRequestQueryOptions = (id: string) =>
  queryOptions({ ...taggedRequestQuery(id), select: (tagged) => tagged.data });

/**
 * The ETag of the request the details dialog shows, for its changes' If-Match: read from the
 * dialog's own cache entry (no request of its own), null until it is there.
 */
export const useServiceRequestEtag = (id: string): string | null =>
  useQuery({ ...taggedRequestQuery(id), select: (tagged) => tagged.etag, enabled: false }).data ??
  null;

/** GET /api/service-requests/{id} (admin) with its ETag: what the Edit form saves against. */
export const getTaggedServiceRequestQueryOptions = (id: string) => ({
  queryKey: [...serviceRequestsQueryKey, 'edit', id] as const,
  queryFn: () => apiGetTagged(path(id), serviceRequestSchema),
});
