import { approveResultSchema } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/clients/{id}/approve (admin, empty body): issues a new invite link valid 7 days;
 * older links stop working. "Resend Invite" is this same call (spec part 1, section 4).
 */
export const resendInvite = (clientId: string) =>
  apiRequest('POST', `/api/clients/${encodeURIComponent(clientId)}/approve`, {
    schema: approveResultSchema,
  });

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    // Returned, so the mutation stays pending until the list shows the new invite.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
