import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterServiceRequestChange } from '../../../lib/service-requests/api/invalidate-after-change';

/** POST /api/service-requests/:id/cancel: a client's own pending request is called off. */
export const cancelRequest = (id: string) =>
  apiRequest('POST', `/api/service-requests/${encodeURIComponent(id)}/cancel`, {
    schema: z.unknown(),
  });

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: () => invalidateAfterServiceRequestChange(queryClient),
  });
}
