import { randomUUID } from 'node:crypto';
import { positionFromToken, type Position } from '@memorial-care/contracts/event-store';
import type { MailboxSyncResult } from '@memorial-care/contracts/http';
import { withTimeout } from '../mail/with-timeout';
import { AppError } from '../shared/errors';
import type { MailboxSyncQueue } from './mailbox-sync-jobs';

/** How long the admin's "Sync" waits for its run before answering that it is still running. */
export const syncWaitMs = 60_000;
const pollMs = 150;
const queueTimeoutMs = 5000;

export const mailboxNotConnected = () =>
  new AppError(503, 'The office mailbox is not connected', 'MAILBOX_NOT_CONNECTED');

const queueUnavailable = () =>
  new AppError(
    503,
    'The job queue is not reachable right now. Try again in a moment.',
    'MAIL_QUEUE_UNAVAILABLE',
  );

/** The reason of a failed run, bounded (imapflow's and the server's words; no credentials). */
const mailboxUnreachable = (reason: string) =>
  new AppError(
    503,
    `The office mailbox could not be read: ${reason.slice(0, 300) || 'unknown error'}`,
    'MAILBOX_UNREACHABLE',
  );

/** A queue call that fails fast while Redis is away (BullMQ would wait for the reconnect). */
const fromQueue = <T>(call: Promise<T>) =>
  withTimeout(call, queueTimeoutMs, 'No answer from Redis').catch(() => {
    throw queueUnavailable();
  });

/**
 * Adds a run of the mailbox sync and waits (bounded) for its outcome. The run goes on when the
 * wait ends first; its messages appear when it is done.
 */
export const syncMailboxNow = async (
  queue: MailboxSyncQueue,
  waitMs = syncWaitMs,
): Promise<{ readonly result: MailboxSyncResult; readonly position: Position | null }> => {
  const jobId = `sync-now-${randomUUID()}`;
  await fromQueue(queue.add('sync-now', {}, { jobId, removeOnComplete: 100, removeOnFail: 100 }));
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const job = await fromQueue(queue.getJob(jobId));
    if (job?.finishedOn) {
      if (job.failedReason) throw mailboxUnreachable(job.failedReason);
      const outcome = job.returnvalue;
      if (outcome.status === 'not-connected') throw mailboxNotConnected();
      return {
        result: {
          status: 'synced',
          account: outcome.account,
          mailboxes: [...outcome.mailboxes],
          recorded: outcome.recorded,
        },
        position: outcome.position === null ? null : positionFromToken(outcome.position),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return { result: { status: 'running' }, position: null };
};
