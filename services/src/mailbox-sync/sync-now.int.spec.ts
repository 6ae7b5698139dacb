import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../testing/database-urls';
import { deleteQueueKeys, uniqueQueuePrefix } from '../mail/testing/queue-keys';
import { AppError } from '../shared/errors';
import { mailboxSyncQueueName, type MailboxSyncQueue } from './mailbox-sync-jobs';
import type { MailboxSyncOutcome } from './run-mailbox-sync';
import { syncMailboxNow } from './sync-now';

// The admin's "Sync" on a real queue (Redis): it adds a run and waits, bounded, for a worker.
// The worker here stands in for the worker role with an outcome chosen by each test.

const prefix = uniqueQueuePrefix();
let connection: Redis;
let queue: MailboxSyncQueue;
let worker: Worker | null = null;

beforeAll(() => {
  connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  queue = new Queue(mailboxSyncQueueName, { connection, prefix });
});
afterEach(async () => {
  await worker?.close();
  worker = null;
});
afterAll(async () => {
  await queue.close();
  connection.disconnect();
  await deleteQueueKeys(testRedisUrl(), prefix);
});

const work = (process: () => Promise<MailboxSyncOutcome>) => {
  worker = new Worker(mailboxSyncQueueName, process, { connection, prefix });
};

describe('syncMailboxNow', () => {
  it('answers the run’s counts and the position of what it recorded', async () => {
    const counts = {
      mailbox: 'INBOX',
      uidValidity: '7',
      read: 3,
      recorded: 2,
      alreadyRecorded: 0,
      notFromClients: 1,
      ownMessages: 0,
      unreadable: 0,
    };
    work(() =>
      Promise.resolve({
        status: 'synced',
        account: 'office@example.com',
        mailboxes: [counts],
        recorded: 2,
        position: '12:34',
      }),
    );
    expect(await syncMailboxNow(queue)).toEqual({
      result: { status: 'synced', account: 'office@example.com', mailboxes: [counts], recorded: 2 },
      position: { commit: 12n, prepare: 34n },
    });
  });

  it('says "not connected" when the run found no mailbox to sign in to', async () => {
    work(() => Promise.resolve({ status: 'not-connected' }));
    const failure = await syncMailboxNow(queue).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 503, code: 'MAILBOX_NOT_CONNECTED' });
  });

  it('says why a run failed, as the mailbox being unreachable', async () => {
    work(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:993')));
    await expect(syncMailboxNow(queue)).rejects.toMatchObject({
      status: 503,
      code: 'MAILBOX_UNREACHABLE',
      message: 'The office mailbox could not be read: connect ECONNREFUSED 127.0.0.1:993',
    });
  });

  it('answers "running" when the run outlasts the wait, and the run goes on', async () => {
    let finished = false;
    work(async () => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      finished = true;
      return { status: 'not-connected' };
    });
    expect(await syncMailboxNow(queue, 200)).toEqual({
      result: { status: 'running' },
      position: null,
    });
    await expect.poll(() => finished, { timeout: 5000 }).toBe(true);
  });
});
