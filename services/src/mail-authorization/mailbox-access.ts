/**
 * What the mailbox sync needs from the mail authorization: the office mailbox's address and a
 * fresh OAuth access token for IMAP's XOAUTH2, minted from the stored (encrypted) refresh token.
 */
export interface MailboxAccessToken {
  /** The connected account's address (the IMAP user). */
  readonly user: string;
  readonly accessToken: string;
}

/** Answers a fresh access token, or null when no mailbox is connected. */
export type MailboxAccessTokenSource = () => Promise<MailboxAccessToken | null>;
