import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graveSchema, type GravePatch } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterGraveChange } from './invalidate-after-change';

export interface UpdateGraveVariables {
  readonly id: string;
  /** The whole form, or only the care wishes of the detail dialog. */
  readonly patch: GravePatch;
  /** The revision the dialog showed; a change made since is refused (412). */
  readonly etag?: string | null;
}

export const updateGrave = ({ id, patch, etag = null }: UpdateGraveVariables) =>
  apiRequest('PATCH', `/api/graves/${encodeURIComponent(id)}`, {
    body: patch,
    schema: graveSchema,
    ifMatch: etag,
  });

export function useUpdateGrave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGrave,
    onSuccess: () => invalidateAfterGraveChange(queryClient),
  });
}
