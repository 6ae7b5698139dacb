import { useMutation } from '@tanstack/react-query';
import { mailboxAuthorizationLinkSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/** GET /api/oauth/gmail-url: a new authorization (state and PKCE kept on the server) and its link. */
export const generateAuthorizationLink = () =>
  apiGet('/api/oauth/gmail-url', mailboxAuthorizationLinkSchema);

/** Step 1: each call starts a new authorization, so it is a mutation, not a cached query. */
export function useGenerateAuthorizationLink() {
  return useMutation({ mutationFn: generateAuthorizationLink });
}
