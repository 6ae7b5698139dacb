import type { InviteActivation } from '@memorial-care/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/invite/{token}/activate (public): sets the account's password and marks the email
 * verified; the answer (204 or 200) carries nothing the page needs.
 */
export const activateInvite = (token: string, activation: InviteActivation) =>
  apiRequest('POST', `/api/invite/${encodeURIComponent(token)}/activate`, {
    body: activation,
    schema: z.unknown(),
  });

export const useActivateInvite = (token: string) =>
  useMutation({ mutationFn: (activation: InviteActivation) => activateInvite(token, activation) });
