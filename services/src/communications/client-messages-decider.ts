import {
  communicationLimits,
  type ClientMessageSent,
  type CommunicationEvent,
} from '@memorial-care/contracts/events';
import { clientMessageMessages, replySubjectOf } from '@memorial-care/contracts/http';
import type { Decider } from '../shared/decider';
import { NotFoundError, ValidationError } from '../shared/errors';

/** The communication a reply answers, as the read model has it. */
export interface AnsweredMessage {
  /** Null for what went out without one we know (an invite or notification mail). */
  readonly messageId: string | null;
  readonly threadId: string | null;
  readonly subject: string | null;
}

export interface SendClientMessage {
  readonly type: 'SendClientMessage';
  readonly data: {
    /** The new event's id; the mail's Message-ID is made of it. */
    readonly eventId: string;
    readonly clientId: string;
    /** The client's address; null when there is no such client (or no longer). */
    readonly recipient: string | null;
    readonly subject: string | null;
    readonly text: string;
    /** Null: a new message; 'unknown': the reference named none of the client's. */
    readonly answered: AnsweredMessage | 'unknown' | null;
    /** The right-hand side of the Message-ID (the sending domain). */
    readonly messageIdHost: string;
  };
}

/** Appended with the id the command chose (its Message-ID is made of it). */
export type ClientMessageEvent = Extract<CommunicationEvent, { type: 'ClientMessageSent' }> & {
  readonly id?: string;
};

/**
 * The messages written to one client (`client-messages-<clientId>`). Each message stands alone:
 * no rule looks at the earlier ones, so only their count is kept.
 */
export interface ClientMessagesState {
  readonly messagesSent: number;
}

/** At most `max` UTF-16 units, never half a surrogate pair. */
const cut = (text: string, max: number) => {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
};

/** "Re: <subject>", within what a mail header holds. */
export const replySubject = (answered: string | null) =>
  cut(replySubjectOf(answered), communicationLimits.subject);

const invalid = (path: string, message: string, status: 400 | 422 = 400) =>
  new ValidationError(message, [{ path, message }], 'VALIDATION_FAILED', status);

/** The answered message's Message-ID and thread; refuses what cannot be answered by mail. */
const threadOf = (answered: SendClientMessage['data']['answered']) => {
  if (answered === null) return null;
  if (answered === 'unknown' || answered.messageId === null)
    throw invalid('body.inReplyTo', clientMessageMessages.unknownReply, 422);
  return { inReplyTo: answered.messageId, threadId: answered.threadId ?? answered.messageId };
};

const decide = (command: SendClientMessage): ClientMessageEvent[] => {
  const { eventId, clientId, recipient, text, answered, messageIdHost } = command.data;
  if (recipient === null) throw new NotFoundError('Client not found');
  const thread = threadOf(answered);
  const subject =
    command.data.subject ??
    (answered !== null && answered !== 'unknown' ? replySubject(answered.subject) : null);
  if (!subject) throw invalid('body.subject', clientMessageMessages.subjectRequired);
  const messageId = `<${eventId}@${messageIdHost}>`;
  const data: ClientMessageSent = {
    clientId,
    to: recipient,
    subject: cut(subject, communicationLimits.subject),
    text: cut(text, communicationLimits.text),
    messageId,
    inReplyTo: thread?.inReplyTo ?? null,
    threadId: thread?.threadId ?? messageId,
  };
  return [{ id: eventId, type: 'ClientMessageSent', data }];
};

export const clientMessagesDecider: Decider<
  ClientMessagesState,
  SendClientMessage,
  ClientMessageEvent
> = {
  eventTypes: ['ClientMessageSent'],
  initialState: () => ({ messagesSent: 0 }),
  evolve: (state) => ({ messagesSent: state.messagesSent + 1 }),
  decide,
};
