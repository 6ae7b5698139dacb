import { z } from 'zod';
import { preferredLanguageSchema, roleSchema } from '../domain/constants';

// Invites: an approval issues a link valid 7 days. The token itself is NEVER in an event or a
// table: it is derived on the server as HMAC(INVITE_SECRET, inviteId) (see
// services/src/invites/invite-token.ts), and only its SHA-256 is stored, for the lookup.

/** Stream of one client's (or caretaker's) invites: `invites-<clientId>`. */
export const inviteStreamId = (accountId: string) => `invites-${accountId}`;

export const inviteIssuedSchema = z.object({
  inviteId: z.guid(),
  /** The client (or, later, caretaker) the invite is for. */
  accountId: z.guid(),
  accountKind: z.enum(['client', 'caretaker']),
  /** The user account the invite activates. */
  userId: z.guid(),
  email: z.string(),
  name: z.string(),
  preferredLanguage: preferredLanguageSchema,
  role: roleSchema,
  expiresAt: z.string(),
  /** Older invites of the account that this one makes invalid. */
  supersedes: z.array(z.guid()),
  /** Whether the account had no password yet: the invite page then shows temporary credentials. */
  withTemporaryCredentials: z.boolean(),
});
export type InviteIssued = z.infer<typeof inviteIssuedSchema>;

/**
 * The admin pressed "Send Email": send the invite mail for `inviteId` again. It repeats what the
 * mail needs (recipient, name, language, expiry), so the mail reactor renders it from this event.
 */
export const inviteEmailRequestedSchema = z.object({
  inviteId: z.guid(),
  accountId: z.guid(),
  email: z.string(),
  name: z.string(),
  preferredLanguage: preferredLanguageSchema,
  expiresAt: z.string(),
});
export type InviteEmailRequested = z.infer<typeof inviteEmailRequestedSchema>;

/** The link was used: the password is set (UserPasswordChanged) and the email verified. */
export const inviteAcceptedSchema = z.object({
  inviteId: z.guid(),
  accountId: z.guid(),
  userId: z.guid(),
});
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;

export const inviteEventSchemas = {
  InviteIssued: inviteIssuedSchema,
  InviteEmailRequested: inviteEmailRequestedSchema,
  InviteAccepted: inviteAcceptedSchema,
} as const;
export type InviteEventType = keyof typeof inviteEventSchemas;
export const inviteEventTypes = Object.keys(inviteEventSchemas) as InviteEventType[];
export type InviteEvent = {
  [K in InviteEventType]: {
    readonly type: K;
    readonly data: z.infer<(typeof inviteEventSchemas)[K]>;
  };
}[InviteEventType];
