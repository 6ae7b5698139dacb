import { ImapFlow, type ListResponse } from 'imapflow';
import type { Logger } from 'pino';
import type { ImapConfig } from '../config/config';
import type { MailboxAccessTokenSource } from '../mail-authorization/mailbox-access';

/** How the sync signs in: the account (the IMAP user) and its password or OAuth access token. */
export type MailboxSignIn =
  | { readonly user: string; readonly pass: string }
  | { readonly user: string; readonly accessToken: string };

/**
 * A password when IMAP_PASSWORD is set, else a fresh access token of the connected mailbox
 * (XOAUTH2); null when neither is there: no mailbox is connected.
 */
export const signInOf = async (
  imap: ImapConfig,
  tokenSource: MailboxAccessTokenSource | null,
): Promise<MailboxSignIn | null> => {
  if (imap.password !== null && imap.user !== null) return { user: imap.user, pass: imap.password };
  const token = tokenSource ? await tokenSource() : null;
  return token ? { user: imap.user ?? token.user, accessToken: token.accessToken } : null;
};

/** The largest message read whole; a larger one is recorded from its headers (with a note). */
export const maxMessageBytes = 40 * 1024 * 1024;

/** Opens and signs in; the caller logs out. Credentials never reach a log (imapflow's off). */
export const connectToMailbox = async (
  imap: ImapConfig,
  signIn: MailboxSignIn,
  logger: Pick<Logger, 'warn'>,
): Promise<ImapFlow> => {
  const client = new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: imap.tls === 'tls',
    doSTARTTLS: imap.tls === 'starttls' ? true : imap.tls === 'none' ? false : undefined,
    auth: signIn,
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 30_000,
    greetingTimeout: 16_000,
    socketTimeout: 2 * 60_000,
    // A message over the bound is never fetched whole; this stops a server sending one anyway.
    maxLiteralSize: maxMessageBytes + 1024 * 1024,
  });
  // Without a listener an 'error' event would end the process; the failed call reports it.
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'Office mailbox error'));
  await client.connect().catch((error: unknown) => {
    throw new Error(connectionFailure(error, 'accessToken' in signIn), { cause: error });
  });
  return client;
};

/** What went wrong in words an admin can act on (imapflow says "Command failed"). */
const connectionFailure = (error: unknown, oauth: boolean) => {
  const failure = error as {
    authenticationFailed?: boolean;
    responseText?: string;
    message?: string;
  };
  if (failure.authenticationFailed)
    return oauth
      ? 'the mailbox refused the sign-in: connect the mailbox again'
      : 'the mailbox refused the sign-in: check IMAP_USER and IMAP_PASSWORD';
  return [failure.message, failure.responseText].filter(Boolean).join(': ') || String(error);
};

/** A folder to read: its path, and whether it is the Sent folder (its mail is the office's). */
export interface FolderToRead {
  readonly path: string;
  readonly isSent: boolean;
}

const sentFlag = '\\Sent';

/**
 * The configured folders as the server has them: a name as given, `\Sent` as the folder with
 * that special-use flag. A folder the server does not have is left out (and named in the log).
 */
export const foldersToRead = (
  configured: readonly string[],
  listed: readonly Pick<ListResponse, 'path' | 'specialUse'>[],
  logger: Pick<Logger, 'warn'>,
): FolderToRead[] => {
  const folders: FolderToRead[] = [];
  for (const name of configured) {
    const folder =
      name === sentFlag
        ? listed.find((entry) => entry.specialUse === sentFlag)
        : listed.find((entry) =>
            name.toUpperCase() === 'INBOX'
              ? entry.path.toUpperCase() === 'INBOX'
              : entry.path === name,
          );
    if (!folder) {
      if (name !== sentFlag)
        logger.warn({ mailbox: name }, 'The office mailbox has no such folder');
      continue;
    }
    if (folders.some((f) => f.path === folder.path)) continue;
    folders.push({ path: folder.path, isSent: folder.specialUse === sentFlag });
  }
  return folders;
};
