import { describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import type { ImapConfig } from '../config/config';
import type { FileStorage } from '../shared/file-storage';
import { foldersToRead, signInOf } from './office-mailbox';
import { runMailboxSync } from './run-mailbox-sync';

const imap: ImapConfig = {
  host: 'imap.example.com',
  port: 993,
  tls: 'tls',
  user: null,
  password: null,
  mailboxes: ['INBOX', '\\Sent'],
};
const quiet = { warn: () => undefined, info: () => undefined };

describe('signing in to the office mailbox', () => {
  it('uses the password when one is set, else the connected account’s access token', async () => {
    const token = () => Promise.resolve({ user: 'office@gmail.example', accessToken: 'ya29.x' });
    expect(await signInOf({ ...imap, user: 'office', password: 'secret' }, token)).toEqual({
      user: 'office',
      pass: 'secret',
    });
    expect(await signInOf(imap, token)).toEqual({
      user: 'office@gmail.example',
      accessToken: 'ya29.x',
    });
    expect(await signInOf(imap, () => Promise.resolve(null))).toBeNull();
    expect(await signInOf(imap, null)).toBeNull();
  });

  it('is not tried without a mailbox: the run answers "not connected"', async () => {
    const deps = {
      pool: null as unknown as DatabasePool,
      eventStore: null as unknown as EventStore,
      storage: null as unknown as FileStorage,
      logger: quiet,
      tokenSource: null,
      mailFrom: 'office@memorialcare.example',
    };
    expect(await runMailboxSync({ ...deps, imap: null })).toEqual({ status: 'not-connected' });
    expect(await runMailboxSync({ ...deps, imap })).toEqual({ status: 'not-connected' });
  });
});

describe('the folders read', () => {
  const listed = [
    { path: 'INBOX', specialUse: '\\Inbox' },
    { path: 'Sent Messages', specialUse: '\\Sent' },
    { path: 'Clients', specialUse: undefined },
  ];

  it('are the configured ones the server has, `\\Sent` being its Sent folder', () => {
    expect(foldersToRead(['inbox', '\\Sent', 'Clients', 'Missing'], listed, quiet)).toEqual([
      { path: 'INBOX', isSent: false },
      { path: 'Sent Messages', isSent: true },
      { path: 'Clients', isSent: false },
    ]);
    expect(foldersToRead(['\\Sent', 'Sent Messages'], listed, quiet)).toEqual([
      { path: 'Sent Messages', isSent: true },
    ]);
    expect(foldersToRead(['\\Sent'], [{ path: 'INBOX', specialUse: '\\Inbox' }], quiet)).toEqual(
      [],
    );
  });
});
