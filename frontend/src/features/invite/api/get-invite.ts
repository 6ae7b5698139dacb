import { inviteLookupSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

/** GET /api/invite/{token} (public): who the invite is for; 404 unknown, 410 expired or used. */
export const getInvite = (token: string, signal?: AbortSignal) =>
  apiGet(`/api/invite/${encodeURIComponent(token)}`, inviteLookupSchema, { signal });
