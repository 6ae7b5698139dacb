import { inviteEmailResultSchema } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/clients/{id}/invite-email (admin): "Send Email" — mails the latest invite again. */
export const sendInviteEmail = (clientId: string) =>
  apiRequest('POST', `/api/clients/${encodeURIComponent(clientId)}/invite-email`, {
    schema: inviteEmailResultSchema,
  });

export function useSendInviteEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInviteEmail,
    // The registration then shows the new mail as queued, and follows it until delivered.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
