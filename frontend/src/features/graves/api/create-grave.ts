import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graveSchema, type GraveInput } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterGraveChange } from './invalidate-after-change';

export const createGrave = (input: GraveInput) =>
  apiRequest('POST', '/api/graves', {
    idempotent: true,
    body: input,
    schema: graveSchema,
  });

export function useCreateGrave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGrave,
    // Returning the promise keeps the mutation pending until the lists show the new grave.
    onSuccess: () => invalidateAfterGraveChange(queryClient),
  });
}
