import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationListSchema } from '@memorial-care/contracts/http';
import { apiGet, apiRequest } from '../../../lib/api-client';

const notificationsQueryKey = ['notifications'] as const;

/**
 * GET /api/notifications, polled. Polling rather than a pushed stream (SSE/WebSocket): any API
 * process can answer it from the read model, so it works behind a load balancer with any
 * number of processes and needs no sticky connections; 20 s is soon enough for a bell, and a
 * returning tab asks at once (refetchOnWindowFocus).
 */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => apiGet('/api/notifications', notificationListSchema, { signal }),
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
  });

/** Both marks answer 204 once the read model has them: refetching then shows the change. */
const useMarkMutation = <Variables>(post: (variables: Variables) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
};

export const useMarkNotificationRead = () =>
  useMarkMutation((id: string) =>
    apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`, {
      schema: z.unknown(),
    }),
  );

export const useMarkAllNotificationsRead = () =>
  useMarkMutation(() => apiRequest('POST', '/api/notifications/read-all', { schema: z.unknown() }));
