// The mailbox sync's test kit, for the browser journeys too: a private Dovecot on loopback and
// real RFC 822 messages to put in it.
export { startImapTestServer, type ImapTestServer, type ImapTestUser } from './imap-test-server';
export { htmlMessageWithFile, plainMessage, type PlainMessage } from './mail-messages';
