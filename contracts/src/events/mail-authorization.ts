import { z } from 'zod';

// The office mailbox's OAuth authorization, one stream (`mailbox-authorization`): who connected
// which account at which provider, and when it was disconnected. The audit record only: the
// refresh token lives encrypted in the service's own table (`mailbox_authorizations`) and is
// never in an event, so the log (kept forever, read by auditors) holds no usable credential.

export const mailboxAuthorizationStreamId = 'mailbox-authorization';

/** Lengths of what the events carry (an address, an issuer URL, the scopes granted). */
export const mailboxAuthorizationLimits = {
  account: 254,
  issuer: 2000,
  scope: 500,
  scopes: 50,
} as const;

export const mailboxConnectedSchema = z.object({
  /** New with each connection; the table's row carries the same id. */
  connectionId: z.guid(),
  /** The mailbox's address, as the provider named it (the ID token's or userinfo's email). */
  account: z.string().min(1).max(mailboxAuthorizationLimits.account),
  /** The provider's issuer identifier (e.g. https://accounts.google.com). */
  issuer: z.string().min(1).max(mailboxAuthorizationLimits.issuer),
  /** The scopes the provider granted (or, when it did not say, the ones asked for). */
  scopes: z
    .array(z.string().max(mailboxAuthorizationLimits.scope))
    .max(mailboxAuthorizationLimits.scopes),
  connectedAt: z.iso.datetime({ offset: true }),
  /** The connection this one replaced; null when none was in force. */
  replacedConnectionId: z.guid().nullable(),
});
export type MailboxConnected = z.infer<typeof mailboxConnectedSchema>;

export const mailboxDisconnectedSchema = z.object({
  connectionId: z.guid(),
  account: z.string().min(1).max(mailboxAuthorizationLimits.account),
  disconnectedAt: z.iso.datetime({ offset: true }),
  /** Whether the provider confirmed the revocation of the refresh token (RFC 7009). */
  revokedAtProvider: z.boolean(),
});
export type MailboxDisconnected = z.infer<typeof mailboxDisconnectedSchema>;

export const mailboxAuthorizationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MailboxConnected'), data: mailboxConnectedSchema }),
  z.object({ type: z.literal('MailboxDisconnected'), data: mailboxDisconnectedSchema }),
]);
export type MailboxAuthorizationEvent = z.infer<typeof mailboxAuthorizationEventSchema>;
export const mailboxAuthorizationEventTypes = ['MailboxConnected', 'MailboxDisconnected'] as const;
