import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import {
  comparePositions,
  positionToToken,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import type { MailboxSyncCounts } from '@memorial-care/contracts/http';
import type { ImapConfig } from '../config/config';
import type { MailboxAccessTokenSource } from '../mail-authorization/mailbox-access';
import type { FileStorage } from '../shared/file-storage';
import { addressOf } from './mail-direction';
import { connectToMailbox, foldersToRead, signInOf } from './office-mailbox';
import { readFolder } from './read-folder';

export interface MailboxSyncDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  /** Where the messages' files are kept (MAIL_ATTACHMENT_DIR). */
  readonly storage: FileStorage;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
  /** IMAP_*; null: no mailbox is configured. */
  readonly imap: ImapConfig | null;
  /** The connected mailbox's OAuth access (XOAUTH2) when there is no IMAP password. */
  readonly tokenSource: MailboxAccessTokenSource | null;
  /** The From of the app's mail (MAIL_FROM): mail from that address is the office's too. */
  readonly mailFrom: string;
}

/** A run's outcome, as the job answers it (and the sync route shows it). */
export type MailboxSyncOutcome =
  | { readonly status: 'not-connected' }
  | {
      readonly status: 'synced';
      readonly account: string;
      readonly mailboxes: readonly MailboxSyncCounts[];
      readonly recorded: number;
      /** The position of the last event recorded (a token): the answer waits for the read models. */
      readonly position: string | null;
    };

/**
 * One run over the office mailbox: signs in (password, else the connected account's OAuth
 * token), reads each configured folder from where the last run stopped, and records the mail
 * of clients. Safe to run twice, late, or on two workers at once: each message is recorded
 * once (its stream is keyed by Message-ID), each file is stored under an id derived from it.
 */
export const runMailboxSync = async (
  deps: MailboxSyncDeps,
  now: () => Date = () => new Date(),
): Promise<MailboxSyncOutcome> => {
  const signIn = deps.imap ? await signInOf(deps.imap, deps.tokenSource) : null;
  if (!deps.imap || !signIn) return { status: 'not-connected' };
  const account = signIn.user.trim().toLowerCase();
  const officeAddresses = new Set(
    [addressOf(account), addressOf(deps.mailFrom)].filter((a): a is string => a !== null),
  );
  const client = await connectToMailbox(deps.imap, signIn, deps.logger);
  try {
    const folders = foldersToRead(deps.imap.mailboxes, await client.list(), deps.logger);
    const mailboxes: MailboxSyncCounts[] = [];
    let position: Position | null = null;
    for (const folder of folders) {
      const read = await readFolder(
        { ...deps, client, account, officeAddresses, now, logger: deps.logger },
        folder,
      );
      mailboxes.push(read.counts);
      if (read.position && (!position || comparePositions(read.position, position) > 0))
        position = read.position;
    }
    const recorded = mailboxes.reduce((sum, counts) => sum + counts.recorded, 0);
    if (mailboxes.some((counts) => counts.read > 0))
      deps.logger.info({ account, mailboxes }, 'Office mailbox read');
    return {
      status: 'synced',
      account,
      mailboxes,
      recorded,
      position: position && positionToToken(position),
    };
  } finally {
    await client.logout().catch(() => client.close());
  }
};
