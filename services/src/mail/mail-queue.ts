import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { MailJob } from './mail-port';

/** The BullMQ queue that carries every outgoing mail. */
export const mailQueueName = 'mail';

export interface MailSendResult {
  readonly messageId: string | null;
  /** True when the delivery row said it was already sent (a duplicate job), so nothing went out. */
  readonly skipped: boolean;
}

export type MailQueue = Queue<MailJob, MailSendResult, 'send'>;

export interface MailRetryPolicy {
  /** Delivery attempts per job, the first included. */
  readonly attempts: number;
  /** The first retry waits this long; each further one twice as long as the one before. */
  readonly backoffDelayMs: number;
}

// 2 s, 4 s, … 128 s: eight attempts span about four minutes, enough for a restarting server.
export const defaultMailRetryPolicy: MailRetryPolicy = { attempts: 8, backoffDelayMs: 2000 };

export const mailJobOptions = (jobId: string, policy: MailRetryPolicy): JobsOptions => ({
  // BullMQ ignores an add whose job id it already holds: a replayed event adds nothing.
  jobId,
  attempts: policy.attempts,
  backoff: { type: 'exponential', delay: policy.backoffDelayMs },
  removeOnComplete: 1000,
  // Failed jobs stay, so the admin can retry them.
  removeOnFail: false,
});

/**
 * The mail queue on a caller-owned connection (closed by the caller after `queue.close()`).
 * `prefix` keeps deployments (and parallel test files) on one Redis apart.
 */
export const createMailQueue = ({
  connection,
  prefix,
  logger,
}: {
  connection: Redis;
  prefix?: string | undefined;
  logger: Logger;
}): MailQueue => {
  const queue: MailQueue = new Queue(mailQueueName, {
    connection,
    ...(prefix ? { prefix } : {}),
  });
  // The connection logs outages; without a listener an 'error' event would end the process.
  queue.on('error', (error) => logger.debug({ err: error }, 'mail queue error'));
  return queue;
};
