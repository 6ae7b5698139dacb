import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caretakerSchema, type CaretakerPatch } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCaretakerChange } from './invalidate-after-change';

export interface UpdateCaretakerVariables {
  id: string;
  /** The whole Edit form, or only `{ holidayDates }` from the holiday planner. */
  patch: CaretakerPatch;
  /** The revision the form showed; a change made since is refused (412). */
  etag?: string | null;
}

export const updateCaretaker = ({ id, patch, etag = null }: UpdateCaretakerVariables) =>
  apiRequest('PATCH', `/api/caretakers/${encodeURIComponent(id)}`, {
    body: patch,
    schema: caretakerSchema,
    ifMatch: etag,
  });

export function useUpdateCaretaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaretaker,
    onSuccess: () => invalidateAfterCaretakerChange(queryClient),
  });
}
