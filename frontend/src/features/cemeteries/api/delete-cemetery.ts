import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { cemeteryQueryKey } from './get-cemetery';
import { invalidateAfterCemeteryChange } from './invalidate-after-change';

export const deleteCemetery = (id: string) =>
  apiRequest('DELETE', `/api/cemeteries/${encodeURIComponent(id)}`, { schema: z.unknown() });

export function useDeleteCemetery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCemetery,
    // The open details view of the deleted cemetery is left alone (a refetch would only earn a
    // 404); it closes on success and its cache entry is collected once unused.
    onSuccess: (_data, id) => invalidateAfterCemeteryChange(queryClient, cemeteryQueryKey(id)),
  });
}
