import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateServiceRequestBody } from '@memorial-care/contracts/http';
import { z } from 'zod';
import { apiRequest } from '../../api-client';
import { invalidateAfterServiceRequestChange } from './invalidate-after-change';

export interface UpdateServiceRequestVariables {
  readonly id: string;
  /** The whole form, the dialog's fields, or the list dropdown's `{ status }`. */
  readonly patch: UpdateServiceRequestBody;
  /** The revision the screen showed; a change made since is refused (412). */
  readonly etag?: string | null;
}

export const updateServiceRequest = ({ id, patch, etag = null }: UpdateServiceRequestVariables) =>
  apiRequest('PATCH', `/api/service-requests/${encodeURIComponent(id)}`, {
    body: patch,
    schema: z.object({ id: z.string() }),
    ifMatch: etag,
  });

export function useUpdateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceRequest,
    onSuccess: () => invalidateAfterServiceRequestChange(queryClient),
  });
}
