import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { graveQueryKey } from './get-grave';
import { invalidateAfterGraveChange } from './invalidate-after-change';

export const deleteGrave = (id: string) =>
  apiRequest('DELETE', `/api/graves/${encodeURIComponent(id)}`, { schema: z.unknown() });

export function useDeleteGrave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGrave,
    // The removed grave's details would only answer 404 now: left alone, collected once unused.
    onSuccess: (_data, id) => invalidateAfterGraveChange(queryClient, graveQueryKey(id)),
  });
}
