import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { upsertJobScheduler, type SchedulerConnection } from '../shared/job-scheduler';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { runMailboxSync, type MailboxSyncDeps, type MailboxSyncOutcome } from './run-mailbox-sync';

/** The office mailbox's reading: every few minutes, and when an admin asks for it. */
export const mailboxSyncQueueName = 'mailbox-sync';
export const mailboxSyncSchedulerId = 'read-office-mailbox';
/** A client's mail shows in their conversation within minutes; "Sync" reads it at once. */
export const mailboxSyncEveryMs = 5 * 60 * 1000;

export type MailboxSyncQueue = Queue<unknown, MailboxSyncOutcome>;

export const createMailboxSyncWorker = ({
  clock = () => new Date(),
  ...deps
}: Omit<MailboxSyncDeps, 'logger'> & {
  /** The job's clock (tests move it on). */
  readonly clock?: () => Date;
}): QueueWorkerDefinition<unknown, MailboxSyncOutcome> => ({
  queueName: mailboxSyncQueueName,
  // One run at a time per worker; runs on several workers are safe anyway (see runMailboxSync).
  concurrency: 1,
  process: (_job, { logger }) => runMailboxSync({ ...deps, logger }, clock),
});

/** Registers the run every few minutes (every worker upserts the same scheduler; BullMQ keeps one). */
export const scheduleMailboxSync = (connection: SchedulerConnection) =>
  upsertJobScheduler(connection, {
    queueName: mailboxSyncQueueName,
    schedulerId: mailboxSyncSchedulerId,
    everyMs: mailboxSyncEveryMs,
  });

/** The queue on a caller-owned connection (the API adds the admins' runs to it). */
export const createMailboxSyncQueue = ({
  connection,
  prefix,
  logger,
}: {
  readonly connection: Redis;
  readonly prefix?: string | undefined;
  readonly logger: Logger;
}): MailboxSyncQueue => {
  const queue: MailboxSyncQueue = new Queue(mailboxSyncQueueName, {
    connection,
    ...(prefix ? { prefix } : {}),
  });
  // The connection logs outages; without a listener an 'error' event would end the process.
  queue.on('error', (error) => logger.debug({ err: error }, 'mailbox-sync queue error'));
  return queue;
};
