// The office mailbox's OAuth 2.0 authorization: the admin's routes, and the access tokens the
// mailbox sync signs in with (IMAP XOAUTH2).
export type { MailboxAccessToken, MailboxAccessTokenSource } from './mailbox-access';
export {
  createMailboxAccessTokenSource,
  MailboxAuthorizationError,
  type MailboxAccessTokenSourceOptions,
} from './access-token-source';
export {
  createMailAuthorization,
  type MailAuthorization,
  type MailAuthorizationSettings,
} from './mail-authorization';
export { createMailAuthorizationRoutes, mailboxSetupPath } from './routes';
