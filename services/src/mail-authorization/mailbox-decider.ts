import type {
  MailboxAuthorizationEvent,
  MailboxConnected,
  MailboxDisconnected,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';

// The office mailbox's connections, on `mailbox-authorization`: the audit of who connected
// which account and who disconnected it. The secret itself is in the service's table; this
// stream says what was connected when. A connection's id arrives in the command, so a retried
// request records nothing twice.

export interface ConnectMailbox {
  readonly type: 'ConnectMailbox';
  readonly data: Omit<MailboxConnected, 'replacedConnectionId'>;
}

export interface DisconnectMailbox {
  readonly type: 'DisconnectMailbox';
  readonly data: Pick<MailboxDisconnected, 'disconnectedAt' | 'revokedAtProvider'>;
}

export type MailboxCommand = ConnectMailbox | DisconnectMailbox;

export interface MailboxState {
  /** The connection in force; null before the first and after a disconnect. */
  readonly connection: { readonly connectionId: string; readonly account: string } | null;
}

export const mailboxDecider: Decider<MailboxState, MailboxCommand, MailboxAuthorizationEvent> = {
  eventTypes: ['MailboxConnected', 'MailboxDisconnected'],
  initialState: () => ({ connection: null }),
  evolve: (_state, event) =>
    event.type === 'MailboxConnected'
      ? { connection: { connectionId: event.data.connectionId, account: event.data.account } }
      : { connection: null },
  decide: (command, { connection }) => {
    if (command.type === 'ConnectMailbox') {
      if (connection?.connectionId === command.data.connectionId) return [];
      return [
        {
          type: 'MailboxConnected',
          data: { ...command.data, replacedConnectionId: connection?.connectionId ?? null },
        },
      ];
    }
    // Disconnecting what is not connected changes nothing (a retry, or two admins at once).
    if (!connection) return [];
    return [{ type: 'MailboxDisconnected', data: { ...connection, ...command.data } }];
  },
};
