import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const resendResultSchema = z.object({ inviteLink: z.string(), expiresAt: z.string() });

/** A new invite link (older ones stop working), mailed to the caretaker. */
export const resendCaretakerInvite = (id: string) =>
  apiRequest('POST', `/api/caretakers/${encodeURIComponent(id)}/invite`, {
    schema: resendResultSchema,
  });

export function useResendCaretakerInvite() {
  return useMutation({ mutationFn: resendCaretakerInvite });
}
