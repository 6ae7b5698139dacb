import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cemeterySchema, type CemeteryPatch } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCemeteryChange } from './invalidate-after-change';

export interface UpdateCemeteryVariables {
  id: string;
  /** The whole form, or a single field such as `{ phoneEmail }`. */
  patch: CemeteryPatch;
  /** The revision the form showed; a change made since is refused (412). */
  etag?: string | null;
}

export const updateCemetery = ({ id, patch, etag = null }: UpdateCemeteryVariables) =>
  apiRequest('PATCH', `/api/cemeteries/${encodeURIComponent(id)}`, {
    body: patch,
    schema: cemeterySchema,
    ifMatch: etag,
  });

export function useUpdateCemetery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCemetery,
    onSuccess: () => invalidateAfterCemeteryChange(queryClient),
  });
}
