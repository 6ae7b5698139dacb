import { describe, it } from 'vitest';
import type { MailboxAuthorizationEvent, MailboxConnected } from '@memorial-care/contracts/events';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { mailboxDecider, type ConnectMailbox, type DisconnectMailbox } from './mailbox-decider';

const given = DeciderSpecification.for(mailboxDecider);

const first = '5b1d9f20-8c3e-4a7b-b6d2-1e9f0a3c4d5e';
const second = '9e2a4c6b-1d3f-4e5a-8b7c-6d5e4f3a2b1c';

const connection = (connectionId: string): ConnectMailbox['data'] => ({
  connectionId,
  account: 'office@memorialcare.example',
  issuer: 'https://accounts.google.com',
  scopes: ['openid', 'email', 'https://mail.google.com/'],
  connectedAt: '2026-05-04T10:00:00.000Z',
});
const connect = (connectionId: string): ConnectMailbox => ({
  type: 'ConnectMailbox',
  data: connection(connectionId),
});
const connected = (
  connectionId: string,
  replacedConnectionId: MailboxConnected['replacedConnectionId'] = null,
): MailboxAuthorizationEvent => ({
  type: 'MailboxConnected',
  data: { ...connection(connectionId), replacedConnectionId },
});
const disconnect: DisconnectMailbox = {
  type: 'DisconnectMailbox',
  data: { disconnectedAt: '2026-05-05T09:00:00.000Z', revokedAtProvider: true },
};
const disconnected = (connectionId: string): MailboxAuthorizationEvent => ({
  type: 'MailboxDisconnected',
  data: {
    connectionId,
    account: 'office@memorialcare.example',
    disconnectedAt: '2026-05-05T09:00:00.000Z',
    revokedAtProvider: true,
  },
});

describe('mailbox authorization decider', () => {
  it('connects the first mailbox', () =>
    given([])
      .when(connect(first))
      .then([connected(first)]));

  it('connects another in place of the one in force, naming it', () =>
    given([connected(first)])
      .when(connect(second))
      .then([connected(second, first)]));

  it('records a retried connection once', () =>
    given([connected(first)])
      .when(connect(first))
      .thenNothing());

  it('disconnects the connection in force', () =>
    given([connected(first), connected(second, first)])
      .when(disconnect)
      .then([disconnected(second)]));

  it('has nothing to disconnect before a connection or after a disconnect', () => {
    given([]).when(disconnect).thenNothing();
    given([connected(first), disconnected(first)])
      .when(disconnect)
      .thenNothing();
  });

  it('connects again after a disconnect, replacing nothing', () =>
    given([connected(first), disconnected(first)])
      .when(connect(second))
      .then([connected(second)]));
});
