import { simpleParser, type AddressObject, type EmailAddress } from 'mailparser';
import { storableText } from '@memorial-care/contracts/domain';
import { communicationLimits } from '@memorial-care/contracts/events';
import { keptFiles, type KeptFile } from './attachment-policy';
import { boundedText, cutAt, htmlAsText, textCutNote } from './mail-text';
import { derivedMessageId, messageIdOf, messageIdsIn, threadIdOf } from './message-ids';

/** A message of the mailbox as the sync uses it: plain text, bounded, its files apart. */
export interface ReadMessage {
  readonly messageId: string;
  /** Lower-cased addresses; `from` is '' when the message names no sender. */
  readonly from: string;
  readonly to: readonly string[];
  readonly cc: readonly string[];
  readonly bcc: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly files: readonly KeptFile[];
  readonly inReplyTo: string | null;
  readonly threadId: string;
  /** ISO: the Date header, or when it was read when that is missing or nonsense. */
  readonly sentAt: string;
}

const maxAddressLength = 254;

/** Every mailbox of an address header (group members included), lower-cased, bounded. */
export const addressesIn = (header: AddressObject | AddressObject[] | undefined): string[] => {
  const flat = (entries: readonly EmailAddress[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.address ? [storableText(entry.address).trim().toLowerCase()] : []),
      ...flat(entry.group ?? []),
    ]);
  const all = flat([header ?? []].flat().flatMap((object) => object.value));
  return [...new Set(all)]
    .filter((address) => address.length > 0 && address.length <= maxAddressLength)
    .slice(0, communicationLimits.addresses);
};

/** Earliest and latest Date header believed: older is nonsense, later is a wrong clock. */
const earliestDate = Date.UTC(1990, 0, 1);
const toleratedFutureMs = 24 * 60 * 60 * 1000;

export const sentAtOf = (date: Date | undefined, readAt: Date) =>
  date &&
  Number.isFinite(date.getTime()) &&
  date.getTime() >= earliestDate &&
  date.getTime() <= readAt.getTime() + toleratedFutureMs
    ? date.toISOString()
    : readAt.toISOString();

const subjectOf = (subject: string | undefined) =>
  cutAt(storableText(subject ?? '').trim(), communicationLimits.subject);

/** The message's text: its text part, else its HTML as text; the notes of files left out after. */
const textOf = async (
  text: string | undefined,
  html: string | false | undefined,
  notes: string[],
) => {
  // Storable (no NUL, no lone surrogate), as everything the event carries.
  const body = storableText(text?.trim() ? text : html ? await htmlAsText(html) : '');
  return boundedText(
    [body.trim(), ...notes].filter(Boolean).join('\n\n'),
    communicationLimits.text,
    textCutNote,
  );
};

/**
 * Reads a raw RFC 822 message. A message without a Message-ID gets one derived from its source,
 * so reading it again finds the same id.
 */
export const parseMessage = async (source: Buffer, readAt: Date): Promise<ReadMessage> => {
  const parsed = await simpleParser(source, {
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
  });
  const messageId = messageIdOf(parsed.messageId) ?? derivedMessageId(source);
  const inReplyTo = messageIdOf(parsed.inReplyTo);
  const references = messageIdsIn(parsed.references);
  const { kept, notes } = keptFiles(parsed.attachments);
  return {
    messageId,
    from: addressesIn(parsed.from)[0] ?? '',
    to: addressesIn(parsed.to),
    cc: addressesIn(parsed.cc),
    bcc: addressesIn(parsed.bcc),
    subject: subjectOf(parsed.subject),
    text: await textOf(parsed.text, parsed.html, notes),
    files: kept,
    inReplyTo,
    threadId: threadIdOf({ messageId, inReplyTo, references }),
    sentAt: sentAtOf(parsed.date, readAt),
  };
};

/** A message too large to read whole: its headers only, and a note instead of its body. */
export const parseHeadersOnly = async (
  headers: Buffer,
  sizeBytes: number,
  readAt: Date,
): Promise<ReadMessage> => {
  const message = await parseMessage(Buffer.concat([headers, Buffer.from('\r\n')]), readAt);
  const note = `[This message (${(sizeBytes / (1024 * 1024)).toFixed(1)} MB) is too large to be read here; open it in the mailbox.]`;
  return { ...message, text: note, files: [] };
};
