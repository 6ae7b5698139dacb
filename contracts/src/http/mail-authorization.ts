import { z } from 'zod';

/**
 * The office mailbox's OAuth 2.0 authorization (admin only). GET /api/oauth/gmail-url starts an
 * authorization (PKCE and a state bound to the admin, valid a few minutes) and answers the
 * provider's link; the provider sends the admin back to GET /api/oauth/callback, or the admin
 * pastes the code into POST /api/oauth/exchange-code. GET /api/oauth/mailbox says what is
 * connected; DELETE /api/oauth/mailbox disconnects it. The refresh token is never answered.
 */
export const mailAuthorizationLimits = {
  /** Longer than any provider's authorization code (Google's are about 75 characters). */
  code: 2048,
  /** Our own states are 43 characters. */
  state: 512,
  /** An issuer identifier echoed back (RFC 9207). */
  issuer: 2000,
  /** A provider's error code and description on the callback. */
  error: 200,
  errorDescription: 1000,
  /** How long a generated link can be used, in seconds. */
  requestTtlSeconds: 600,
} as const;

/** RFC 6749's VSCHAR: the only characters a code or state can have. */
const visibleAscii = /^[\x21-\x7E]+$/;

const oauthParameter = (max: number, what: string) =>
  z
    .string(`Paste the ${what}`)
    .trim()
    .min(1, `Paste the ${what}`)
    .max(max, `At most ${max} characters`)
    .regex(visibleAscii, `The ${what} has characters no ${what} has`);

/** Step 2: the code the provider gave (and its state, when the whole address was pasted). */
export const exchangeCodeSchema = z.object({
  code: oauthParameter(mailAuthorizationLimits.code, 'authorization code'),
  /** Without it, the admin's newest authorization still waiting is the one finished. */
  state: oauthParameter(mailAuthorizationLimits.state, 'state').optional(),
});
export type ExchangeCodeInput = z.infer<typeof exchangeCodeSchema>;

/** What the provider appends to the redirect URI (other parameters are ignored). */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(mailAuthorizationLimits.code).optional(),
  state: z.string().max(mailAuthorizationLimits.state).optional(),
  iss: z.string().max(mailAuthorizationLimits.issuer).optional(),
  error: z.string().max(mailAuthorizationLimits.error).optional(),
  error_description: z.string().max(mailAuthorizationLimits.errorDescription).optional(),
});
export type OauthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;

/** Step 1's answer: the link to open, valid until `expiresAt`. */
export const mailboxAuthorizationLinkSchema = z.object({
  authUrl: z.string(),
  expiresAt: z.string(),
});
export type MailboxAuthorizationLink = z.infer<typeof mailboxAuthorizationLinkSchema>;

export const mailboxSources = ['database', 'environment'] as const;
export type MailboxSource = (typeof mailboxSources)[number];

export const connectedMailboxSchema = z.object({
  /** `environment`: MAIL_OAUTH_REFRESH_TOKEN and MAIL_OAUTH_ACCOUNT are set, and win. */
  source: z.enum(mailboxSources),
  account: z.string(),
  /** When it was connected; null for a mailbox set by the environment. */
  connectedAt: z.string().nullable(),
  /** The last few characters of the refresh token, masked (`••••AbCd`); never the token. */
  tokenHint: z.string(),
  issuer: z.string(),
  /** False when the provider settings changed since: the token will not work, connect again. */
  matchesConfiguration: z.boolean(),
  /** Why the provider last refused to renew the access (the admin should connect again). */
  lastRefreshError: z.string().nullable(),
  lastRefreshErrorAt: z.string().nullable(),
});
export type ConnectedMailbox = z.infer<typeof connectedMailboxSchema>;

/** GET /api/oauth/mailbox: the provider settings in force and the connected mailbox, if any. */
export const mailboxConnectionSchema = z.object({
  /** False until MAIL_OAUTH_CLIENT_ID is set: nothing can be connected. */
  configured: z.boolean(),
  issuer: z.string(),
  redirectUri: z.string(),
  scopes: z.array(z.string()),
  mailbox: connectedMailboxSchema.nullable(),
});
export type MailboxConnection = z.infer<typeof mailboxConnectionSchema>;

/** DELETE /api/oauth/mailbox. */
export const mailboxDisconnectionSchema = z.object({
  /** False when nothing was connected. */
  disconnected: z.boolean(),
  /** Whether the provider confirmed the token's revocation (else it stays valid there). */
  revokedAtProvider: z.boolean(),
});
export type MailboxDisconnection = z.infer<typeof mailboxDisconnectionSchema>;

/** Where the callback sends the admin back: `/admin/oauth-setup?mailbox=…&reason=…`. */
export const mailboxCallbackOutcomes = ['connected', 'failed'] as const;
export type MailboxCallbackOutcome = (typeof mailboxCallbackOutcomes)[number];
