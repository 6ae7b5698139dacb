import type { DatabasePool } from 'slonik';
import { AppError, ConflictError, DomainRuleError, NotFoundError } from '../shared/errors';
import { findMailDelivery } from './delivery-queries';
import { markRetried } from './delivery-store';
import type { MailQueue } from './mail-queue';
import { withTimeout } from './with-timeout';

const queueTimeoutMs = 5000;

const queueUnavailable = (error: unknown) =>
  new AppError(
    503,
    'The mail queue is not reachable right now. Try again in a moment.',
    'MAIL_QUEUE_UNAVAILABLE',
    { cause: error instanceof Error ? error.message : String(error) },
  );

/**
 * The admin's "send again" for a mail that failed after its last attempt: its BullMQ job gets
 * a fresh set of attempts, and the delivery shows `queued` (with the old error) until then.
 */
export const retryMailDelivery = async (
  { pool, queue }: { pool: DatabasePool; queue: MailQueue },
  jobId: string,
) => {
  const delivery = await findMailDelivery(pool, jobId);
  if (!delivery) throw new NotFoundError('No mail with this id');
  if (delivery.status !== 'failed')
    throw new ConflictError(
      `Only a failed mail can be retried; this one is ${delivery.status}.`,
      'MAIL_NOT_FAILED',
    );
  const inQueue = async () => {
    const job = await queue.getJob(jobId);
    return job ? { job, state: await job.getState() } : null;
  };
  const found = await withTimeout(inQueue(), queueTimeoutMs, 'No answer from Redis').catch(
    (error: unknown) => {
      throw queueUnavailable(error);
    },
  );
  if (!found)
    throw new DomainRuleError(
      'MAIL_JOB_GONE',
      'This mail is no longer in the queue. Send it again from where it was first sent.',
    );
  if (found.state !== 'failed')
    throw new ConflictError(`The mail's job is ${found.state}, not failed.`, 'MAIL_NOT_FAILED');
  await withTimeout(
    found.job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }),
    queueTimeoutMs,
    'No answer from Redis',
  ).catch((error: unknown) => {
    throw queueUnavailable(error);
  });
  // Only from `failed`: the worker may already have picked the job up and said `sending`.
  await markRetried(pool, jobId);
  return (await findMailDelivery(pool, jobId)) ?? delivery;
};
