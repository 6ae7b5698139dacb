import type { ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import type { Position } from '@memorial-care/contracts/event-store';
import type { MailboxSyncCounts } from '@memorial-care/contracts/http';
import { maxMessageBytes, type FolderToRead } from './office-mailbox';
import { messageIdOf } from './message-ids';
import { parseHeadersOnly, parseMessage, type ReadMessage } from './parse-message';
import {
  knownMessage,
  recordMailMessage,
  type RecordingDeps,
  type RecordingOutcome,
} from './record-mail-message';
import { readLastUid, saveLastUid } from './sync-state';

/** Messages read from one folder in one run; the rest wait for the next run. */
export const maxMessagesPerRun = 500;

export interface FolderReading extends RecordingDeps {
  readonly client: ImapFlow;
  readonly account: string;
  readonly logger: Pick<Logger, 'warn'>;
  readonly now: () => Date;
}

/** A folder's counts, and the position of the last event recorded from it (null: none). */
export interface FolderRead {
  readonly counts: MailboxSyncCounts;
  readonly position: Position | null;
}

/** The message's source, or only its headers when it is too large to read whole. */
const fetchRaw = async (client: ImapFlow, uid: number, size: number) => {
  const whole = size <= maxMessageBytes;
  const fetched = await client.fetchOne(
    String(uid),
    whole ? { uid: true, source: true } : { uid: true, headers: true },
    { uid: true },
  );
  const bytes = fetched ? (whole ? fetched.source : fetched.headers) : undefined;
  return bytes ? { whole, bytes } : null;
};

/** Parsed, or null when mailparser cannot make sense of it (it must not stop the folder). */
const parsed = async (
  raw: { readonly whole: boolean; readonly bytes: Buffer },
  size: number,
  readAt: Date,
): Promise<ReadMessage | null> => {
  try {
    return raw.whole
      ? await parseMessage(raw.bytes, readAt)
      : await parseHeadersOnly(raw.bytes, size, readAt);
  } catch {
    return null;
  }
};

/**
 * Reads the folder's messages after the last UID handled under its UIDVALIDITY (read-only:
 * nothing is marked as seen), records each one that belongs to a client, and moves the
 * folder's position on after each message, so a run that stops half-way goes on from there.
 */
export const readFolder = async (
  reading: FolderReading,
  folder: FolderToRead,
): Promise<FolderRead> => {
  const { client } = reading;
  const lock = await client.getMailboxLock(folder.path, { readOnly: true });
  try {
    const opened = client.mailbox;
    if (!opened) throw new Error(`The folder ${folder.path} could not be opened`);
    const at = {
      account: reading.account,
      mailbox: folder.path,
      uidValidity: opened.uidValidity.toString(),
    };
    const counts = {
      mailbox: folder.path,
      uidValidity: at.uidValidity,
      read: 0,
      recorded: 0,
      alreadyRecorded: 0,
      notFromClients: 0,
      ownMessages: 0,
      unreadable: 0,
    } satisfies MailboxSyncCounts;
    const lastUid = await readLastUid(reading.pool, at);
    let position: Position | null = null;
    if (opened.exists === 0 || opened.uidNext <= lastUid + 1) return { counts, position };
    // `n:*` answers the last message even when its UID is below n: filtered out below.
    const listed = await client.fetchAll(
      `${lastUid + 1}:*`,
      { uid: true, size: true, envelope: true },
      { uid: true },
    );
    const pending = listed
      .filter((message) => message.uid > lastUid)
      .sort((a, b) => a.uid - b.uid)
      .slice(0, maxMessagesPerRun);
    for (const listedMessage of pending) {
      const read = await readOne(reading, folder, at.uidValidity, listedMessage);
      counts.read += 1;
      counts[read.outcome] += 1;
      if (read.outcome === 'recorded') position = read.position;
      await saveLastUid(reading.pool, at, listedMessage.uid);
    }
    return { counts, position };
  } finally {
    lock.release();
  }
};

interface ListedMessage {
  readonly uid: number;
  readonly size?: number | undefined;
  readonly envelope?: { readonly messageId?: string | undefined } | undefined;
}

const readOne = async (
  reading: FolderReading,
  folder: FolderToRead,
  uidValidity: string,
  listed: ListedMessage,
): Promise<RecordingOutcome> => {
  // Known by its Message-ID alone (a resync, a new UIDVALIDITY): the body is not fetched.
  const envelopeId = messageIdOf(listed.envelope?.messageId);
  const known = envelopeId ? await knownMessage(reading, envelopeId) : null;
  if (known) return { outcome: known };
  const size = listed.size ?? 0;
  const raw = await fetchRaw(reading.client, listed.uid, size);
  const message = raw ? await parsed(raw, size, reading.now()) : null;
  const read = message
    ? await recordMailMessage(
        reading,
        message,
        { mailbox: folder.path, uidValidity, uid: listed.uid, isSentFolder: folder.isSent },
        reading.now(),
      )
    : ({ outcome: 'unreadable' } as const);
  if (read.outcome === 'unreadable')
    reading.logger.warn({ mailbox: folder.path, uid: listed.uid }, 'Unreadable message left out');
  return read;
};
