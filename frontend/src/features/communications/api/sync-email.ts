import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailboxSyncResultSchema } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { communicationsQueryKey } from './get-client-communications';

/** POST /api/communications/sync-email (admin): reads the office mailbox now; 503 unconnected. */
export const syncEmail = () =>
  apiRequest('POST', '/api/communications/sync-email', { schema: mailboxSyncResultSchema });

export function useSyncEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
  });
}
