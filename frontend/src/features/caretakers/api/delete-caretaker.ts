import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { getTaggedCaretakerQueryOptions } from './get-caretakers';
import { invalidateAfterCaretakerChange } from './invalidate-after-change';

/** Refused with 409 CARETAKER_HAS_OPEN_REQUESTS while requests assigned to them are open. */
export const deleteCaretaker = (id: string) =>
  apiRequest('DELETE', `/api/caretakers/${encodeURIComponent(id)}`, { schema: z.unknown() });

export function useDeleteCaretaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaretaker,
    onSuccess: (_answer, id) => {
      // The deleted caretaker's own entry is dropped, not refetched (it would answer 404).
      queryClient.removeQueries({ queryKey: getTaggedCaretakerQueryOptions(id).queryKey });
      return invalidateAfterCaretakerChange(queryClient);
    },
  });
}
