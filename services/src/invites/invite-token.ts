import { createHash, createHmac } from 'node:crypto';

// An invite token is never stored and never goes into an event: it is derived from the invite
// id with a server-side key, so only someone holding INVITE_SECRET can produce a link, and a
// leaked database or event log reveals none. The lookup table keeps only its SHA-256.

/** base64url(HMAC-SHA256(secret, inviteId)): 43 characters, safe in a URL path. */
export const inviteTokenFor = (secret: string, inviteId: string) =>
  createHmac('sha256', secret).update(inviteId, 'utf8').digest('base64url');

/** The link the invite mail and the admin's resend dialog show. */
export const inviteLinkFor = (publicUrl: string, secret: string, inviteId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/invite/${inviteTokenFor(secret, inviteId)}`;

/** What the `invite_tokens` table keys on: the SHA-256 of the token, hex. */
export const hashInviteToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');
