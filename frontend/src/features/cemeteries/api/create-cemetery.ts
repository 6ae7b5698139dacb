import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cemeterySchema, type CemeteryInput } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterCemeteryChange } from './invalidate-after-change';

export const createCemetery = (input: CemeteryInput) =>
  apiRequest('POST', '/api/cemeteries', {
    idempotent: true,
    body: input,
    schema: cemeterySchema,
  });

export function useCreateCemetery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCemetery,
    // Returning the promise keeps the mutation pending until the list shows the new cemetery.
    onSuccess: () => invalidateAfterCemeteryChange(queryClient),
  });
}
