import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caretakerSchema, type CaretakerInput } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCaretakerChange } from './invalidate-after-change';

/** Adds the caretaker; the server also opens their account and mails the invite. */
export const createCaretaker = (input: CaretakerInput) =>
  apiRequest('POST', '/api/caretakers', {
    idempotent: true,
    body: input,
    schema: caretakerSchema,
  });

export function useCreateCaretaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCaretaker,
    // Returning the promise keeps the mutation pending until the list shows the new caretaker.
    onSuccess: () => invalidateAfterCaretakerChange(queryClient),
  });
}
