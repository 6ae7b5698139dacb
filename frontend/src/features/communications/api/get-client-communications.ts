import { queryOptions } from '@tanstack/react-query';
import { communicationListSchema, type Communication } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/** Every communications query lives under this prefix: one invalidation refreshes them all. */
export const communicationsQueryKey = ['communications'] as const;

/** How often the list is read again while a mail of the last minutes is still on its way. */
export const deliveryPollMs = 4_000;
const recentMs = 10 * 60_000;

/** A mail queued or being sent in the last minutes: its status will change soon. */
export const isOnItsWay = (message: Communication, now = Date.now()) =>
  (message.status === 'queued' || message.status === 'sending') &&
  now - Date.parse(message.createdAt) < recentMs;

/**
 * GET /api/communications/client/{clientId} (admin): the client's messages, in time order.
 * Data is never stale in this app; while a mail just written is on its way, the list is read
 * again every few seconds so its status moves from queued to sent (or failed) on screen.
 */
export const getClientCommunicationsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...communicationsQueryKey, 'client', clientId] as const,
    queryFn: () =>
      apiGet(`/api/communications/client/${encodeURIComponent(clientId)}`, communicationListSchema),
    refetchInterval: (query) =>
      query.state.data?.some((message) => isOnItsWay(message)) ? deliveryPollMs : false,
  });
