import { describe, expect, it } from 'vitest';
import { communicationLimits } from '@memorial-care/contracts/events';
import { NotFoundError, ValidationError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import {
  clientMessagesDecider,
  replySubject,
  type ClientMessageEvent,
  type SendClientMessage,
} from './client-messages-decider';

const given = DeciderSpecification.for(clientMessagesDecider);

const clientId = '5f0e9d8c-7b6a-4954-8372-615049382716';
const eventId = '7b2a1f0e-9d8c-4b76-a594-837261504938';
const host = 'memorialcare.example';
const ownMessageId = `<${eventId}@${host}>`;

const send = (data: Partial<SendClientMessage['data']> = {}): SendClientMessage => ({
  type: 'SendClientMessage',
  data: {
    eventId,
    clientId,
    recipient: 'milica@example.com',
    subject: 'Photos of the grave',
    text: 'Dear Milica,\nthe photos are in the app.',
    answered: null,
    messageIdHost: host,
    ...data,
  },
});

const sent = (data: Partial<ClientMessageEvent['data']> = {}): ClientMessageEvent => ({
  id: eventId,
  type: 'ClientMessageSent',
  data: {
    clientId,
    to: 'milica@example.com',
    subject: 'Photos of the grave',
    text: 'Dear Milica,\nthe photos are in the app.',
    messageId: ownMessageId,
    inReplyTo: null,
    threadId: ownMessageId,
    ...data,
  },
});

const earlier: ClientMessageEvent = {
  type: 'ClientMessageSent',
  data: { ...sent().data, messageId: '<earlier@memorialcare.example>' },
};

describe('the client messages decider', () => {
  it('sends a new message to the client’s address, its own thread, under the event’s id', () => {
    given([]).when(send()).then([sent()]);
    given([earlier]).when(send()).then([sent()]);
  });

  it('continues the answered message’s thread, with "Re:" before its subject by default', () => {
    const answered = {
      messageId: '<reply-to@mail.example>',
      threadId: '<first@mail.example>',
      subject: 'Question about\r\n the visit',
    };
    given([])
      .when(send({ subject: null, answered }))
      .then([
        sent({
          subject: 'Re: Question about the visit',
          inReplyTo: '<reply-to@mail.example>',
          threadId: '<first@mail.example>',
        }),
      ]);
    // A subject written by the office wins; a first message starts the thread itself.
    given([])
      .when(send({ answered: { ...answered, threadId: null } }))
      .then([sent({ inReplyTo: '<reply-to@mail.example>', threadId: '<reply-to@mail.example>' })]);
  });

  it('refuses an unknown or deleted client', () => {
    given([])
      .when(send({ recipient: null }))
      .thenThrows(NotFoundError, { message: 'Client not found' });
  });

  it('refuses a new message without a subject, and a reply to nothing it can answer', () => {
    given([])
      .when(send({ subject: null }))
      .thenThrows(ValidationError, { status: 400, errors: [{ path: 'body.subject' }] });
    given([])
      .when(send({ answered: 'unknown' }))
      .thenThrows(ValidationError, { status: 422, errors: [{ path: 'body.inReplyTo' }] });
    // An invite mail has no Message-ID to answer.
    given([])
      .when(send({ answered: { messageId: null, threadId: null, subject: 'Invite' } }))
      .thenThrows(ValidationError, { status: 422 });
  });

  it('keeps a reply subject within what a mail header holds', () => {
    const long = 'x'.repeat(communicationLimits.subject);
    expect(replySubject(long)).toHaveLength(communicationLimits.subject);
    expect(replySubject(`${'y'.repeat(communicationLimits.subject - 5)}😀😀`)).toHaveLength(
      communicationLimits.subject - 1,
    );
    expect(replySubject('RE: Already a reply')).toBe('RE: Already a reply');
    expect(replySubject(null)).toBe('Re:');
  });
});
