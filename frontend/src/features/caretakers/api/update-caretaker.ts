import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caretakerSchema, type CaretakerPatch } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCaretakerChange } from './invalidate-after-change';

export interface UpdateCaretakerVariables {
  id: string;
  /** The whole Edit form, or only `{ holidayDates }` from the holiday planner. */
  patch: CaretakerPatch;
}

export const updateCaretaker = ({ id, patch }: UpdateCaretakerVariables) =>
  apiRequest('PATCH', `/api/caretakers/${encodeURIComponent(id)}`, {
    body: patch,
    schema: caretakerSchema,
  });

export function useUpdateCaretaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaretaker,
    onSuccess: () => invalidateAfterCaretakerChange(queryClient),
  });
}
