import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api-client';
import { invalidateAfterServiceRequestChange } from './invalidate-after-change';

/** The request leaves the lists; its events (and so its history) stay in the store. */
export const deleteServiceRequest = (id: string) =>
  apiRequest('DELETE', `/api/service-requests/${encodeURIComponent(id)}`, {
    schema: z.unknown(),
  });

export function useDeleteServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceRequest,
    onSuccess: () => invalidateAfterServiceRequestChange(queryClient),
  });
}
