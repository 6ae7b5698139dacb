import type { MailMessageRecorded } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';

// One message of the office mailbox (`mail-message-<hash of its Message-ID>`): recorded once,
// however often and from however many folders, UIDVALIDITYs or workers it is read.

export interface RecordMailMessage {
  readonly type: 'RecordMailMessage';
  readonly data: MailMessageRecorded;
}

export interface MailMessageEvent {
  readonly type: 'MailMessageRecorded';
  readonly data: MailMessageRecorded;
}

export interface MailMessageState {
  readonly recorded: boolean;
}

export const mailMessageDecider: Decider<MailMessageState, RecordMailMessage, MailMessageEvent> = {
  eventTypes: ['MailMessageRecorded'],
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  // Already recorded: nothing, without a word (that is the sync's idempotency).
  decide: (command, state) =>
    state.recorded ? [] : [{ type: 'MailMessageRecorded', data: command.data }],
};
