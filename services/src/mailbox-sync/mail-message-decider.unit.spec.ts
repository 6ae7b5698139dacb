import { describe, it } from 'vitest';
import type { MailMessageRecorded } from '@memorial-care/contracts/events';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { mailMessageDecider, type MailMessageEvent } from './mail-message-decider';

const given = DeciderSpecification.for(mailMessageDecider);

const message: MailMessageRecorded = {
  messageId: '<a1@family.example>',
  clientIds: ['0b6d3a0e-2f1c-4c7e-8a59-1e7d2c3b4a51'],
  direction: 'inbound',
  from: 'ana@family.example',
  to: ['office@memorialcare.example'],
  cc: [],
  subject: 'Flowers',
  text: 'Please plant flowers.',
  attachments: [],
  threadId: '<a1@family.example>',
  inReplyTo: null,
  sentAt: '2025-02-03T09:00:00.000Z',
  mailbox: 'INBOX',
  uidValidity: '7',
  uid: 1,
};
const recorded: MailMessageEvent = { type: 'MailMessageRecorded', data: message };

describe('mail message decider', () => {
  it('records a message not recorded before', () =>
    given([]).when({ type: 'RecordMailMessage', data: message }).then([recorded]));

  it('records nothing for a message already recorded (read again, from any folder)', () =>
    given([recorded])
      .when({ type: 'RecordMailMessage', data: { ...message, mailbox: 'Archive', uid: 9 } })
      .thenNothing());
});
