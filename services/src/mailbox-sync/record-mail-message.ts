import type { DatabasePool } from 'slonik';
import type { EventStore, Position } from '@memorial-care/contracts/event-store';
import {
  communicationLimits,
  mailMessageRecordedSchema,
  mailMessageStreamId,
} from '@memorial-care/contracts/events';
import { findClientIdsByEmails } from '@memorial-care/projections/clients';
import { findOwnMessageIds } from '@memorial-care/projections/communications';
import { handleCommand, systemContext } from '../shared/command-handler';
import type { FileStorage } from '../shared/file-storage';
import { storeAttachments } from './mail-attachments';
import { cutAt } from './mail-text';
import { counterpartAddresses, directionOf } from './mail-direction';
import { mailMessageDecider } from './mail-message-decider';
import { messageIdHash } from './message-ids';
import type { ReadMessage } from './parse-message';

export interface RecordingDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly storage: FileStorage;
  /** The office's own addresses (lower case): mail from them is outbound. */
  readonly officeAddresses: ReadonlySet<string>;
}

/** Where the message was read. */
export interface MessagePlace {
  readonly mailbox: string;
  readonly uidValidity: string;
  readonly uid: number;
  readonly isSentFolder: boolean;
}

export type RecordingOutcome =
  | { readonly outcome: 'recorded'; readonly position: Position }
  | { readonly outcome: 'alreadyRecorded' | 'notFromClients' | 'ownMessages' | 'unreadable' };

/** Known without the message's body: the app's own mail, or a message recorded before. */
export const knownMessage = async (
  deps: Pick<RecordingDeps, 'pool' | 'eventStore'>,
  messageId: string,
): Promise<'alreadyRecorded' | 'ownMessages' | null> => {
  if ((await findOwnMessageIds(deps.pool, [messageId])).size > 0) return 'ownMessages';
  const head = await deps.eventStore.readStreamHead(mailMessageStreamId(messageIdHash(messageId)));
  return head ? 'alreadyRecorded' : null;
};

/** The clients whose addresses the message is from (inbound) or to (outbound), sorted. */
const clientIdsOf = async (deps: RecordingDeps, message: ReadMessage, outbound: boolean) => {
  const direction = outbound ? 'outbound' : 'inbound';
  const addresses = counterpartAddresses(message, direction, deps.officeAddresses);
  const found = await findClientIdsByEmails(deps.pool, addresses);
  return [...new Set([...found.values()].flat())].sort().slice(0, communicationLimits.addresses);
};

/**
 * Records one read message in the conversations of the clients it belongs to, once per
 * Message-ID: its stream is appended with expected revision "no stream", so a second read (or a
 * second worker) finds it there and records nothing.
 */
export const recordMailMessage = async (
  deps: RecordingDeps,
  message: ReadMessage,
  place: MessagePlace,
  now: Date,
): Promise<RecordingOutcome> => {
  const known = await knownMessage(deps, message.messageId);
  if (known) return { outcome: known };
  const direction = directionOf(message, deps.officeAddresses, place.isSentFolder);
  const clientIds = await clientIdsOf(deps, message, direction === 'outbound');
  if (clientIds.length === 0) return { outcome: 'notFromClients' };
  const attachments = await storeAttachments(deps.storage, message.messageId, message.files);
  // The read models must accept every event: one the contracts refuse is never appended.
  const data = mailMessageRecordedSchema.safeParse({
    messageId: message.messageId,
    clientIds,
    direction,
    from: message.from,
    to: [...message.to],
    cc: [...message.cc],
    subject: message.subject,
    text: message.text,
    attachments,
    threadId: message.threadId,
    inReplyTo: message.inReplyTo,
    sentAt: message.sentAt,
    mailbox: cutAt(place.mailbox, 1000),
    uidValidity: place.uidValidity,
    uid: place.uid,
  });
  if (!data.success) return { outcome: 'unreadable' };
  const { position } = await handleCommand(
    deps.eventStore,
    mailMessageStreamId(messageIdHash(message.messageId)),
    mailMessageDecider,
    { type: 'RecordMailMessage', data: data.data },
    systemContext(now),
  );
  return position ? { outcome: 'recorded', position } : { outcome: 'alreadyRecorded' };
};
