import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { communicationsQueryKey } from './get-client-communications';

/** POST /api/communications/sync-instagram (admin): 501/503 while Instagram is not connected. */
export const syncInstagram = () =>
  apiRequest('POST', '/api/communications/sync-instagram', { schema: z.unknown() });

export function useSyncInstagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncInstagram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
  });
}
