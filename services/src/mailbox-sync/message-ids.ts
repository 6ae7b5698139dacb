import { createHash } from 'node:crypto';
import { storableText } from '@memorial-care/contracts/domain';
import { communicationLimits } from '@memorial-care/contracts/events';

// Message-IDs as RFC 5322 writes them: `<left@right>`. Kept with their angle brackets, the form
// the app's own messages carry (`ClientMessageSent.messageId`), so the two compare as strings.

const idPattern = /<[^<>\s]+>/g;

/** The ids in a header value (Message-ID, In-Reply-To, References), in order, bounded in length. */
export const messageIdsIn = (value: string | readonly string[] | null | undefined): string[] => {
  // Storable: PostgreSQL keeps no NUL and no lone surrogate (the event is stored as jsonb).
  const text = storableText(typeof value === 'string' ? value : (value ?? []).join(' '));
  const bracketed = text.match(idPattern) ?? [];
  // A bare id without brackets (some mailers write them so) is taken whole.
  const ids = bracketed.length > 0 ? bracketed : text.trim() ? [`<${text.trim()}>`] : [];
  return ids.filter((id) => id.length <= communicationLimits.messageId && !/\s/.test(id));
};

/** The message's own id, or null when it has none (or only a malformed one). */
export const messageIdOf = (header: string | null | undefined): string | null =>
  messageIdsIn(header)[0] ?? null;

/**
 * The id of a message without one: the hash of its raw source, so reading it again (a resync, a
 * new UIDVALIDITY, a copy in another folder) finds the same id and records nothing twice.
 */
export const derivedMessageId = (source: Buffer) =>
  `<${createHash('sha256').update(source).digest('hex').slice(0, 40)}@mailbox-sync.invalid>`;

/** The thread: the first References entry, else In-Reply-To, else the message's own id. */
export const threadIdOf = (message: {
  readonly messageId: string;
  readonly inReplyTo: string | null;
  readonly references: readonly string[];
}) => message.references[0] ?? message.inReplyTo ?? message.messageId;

/** The stream's key part: the first 32 hex digits of the id's SHA-256. */
export const messageIdHash = (messageId: string) =>
  createHash('sha256').update(messageId, 'utf8').digest('hex').slice(0, 32);
