import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateServiceRequestBody } from '@memorial-care/contracts/http';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterServiceRequestChange } from './invalidate-after-change';

export interface UpdateServiceRequestVariables {
  readonly id: string;
  /** The whole form, the dialog's fields, or the list dropdown's `{ status }`. */
  readonly patch: UpdateServiceRequestBody;
}

export const updateServiceRequest = ({ id, patch }: UpdateServiceRequestVariables) =>
  apiRequest('PATCH', `/api/service-requests/${encodeURIComponent(id)}`, {
    body: patch,
    schema: z.object({ id: z.string() }),
  });

export function useUpdateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceRequest,
    onSuccess: () => invalidateAfterServiceRequestChange(queryClient),
  });
}
