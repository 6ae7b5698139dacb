import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailboxDisconnectionSchema } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { mailboxConnectionQueryKey } from './get-mailbox-connection';

/** DELETE /api/oauth/mailbox: deletes the stored token (revoked at the provider where it can be). */
export const disconnectMailbox = () =>
  apiRequest('DELETE', '/api/oauth/mailbox', { schema: mailboxDisconnectionSchema });

export function useDisconnectMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectMailbox,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxConnectionQueryKey }),
  });
}
