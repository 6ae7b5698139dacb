import type { DatabasePool } from 'slonik';
import { recordQueued } from './delivery-store';
import type { MailOutbox } from './mail-port';
import {
  defaultMailRetryPolicy,
  mailJobOptions,
  type MailQueue,
  type MailRetryPolicy,
} from './mail-queue';
import { withTimeout } from './with-timeout';

export interface MailOutboxOptions {
  readonly queue: MailQueue;
  readonly pool: DatabasePool;
  readonly retryPolicy?: MailRetryPolicy;
  /** How long adding a job may take before the enqueue fails (and the reactor retries). */
  readonly addTimeoutMs?: number;
}

/**
 * Records the delivery, then adds the job. Both steps are idempotent on the job id, so the
 * caller (a reactor) simply repeats a failed enqueue: a row left `queued` by a failed add gets
 * its job on the repeat, and a mail already with the worker is not added again.
 */
export const createMailOutbox = ({
  queue,
  pool,
  retryPolicy = defaultMailRetryPolicy,
  addTimeoutMs = 5000,
}: MailOutboxOptions): MailOutbox => ({
  async enqueue(job) {
    const status = await recordQueued(pool, job);
    if (status !== 'queued') return;
    await withTimeout(
      queue.add('send', job, mailJobOptions(job.jobId, retryPolicy)),
      addTimeoutMs,
      `The mail queue did not take job ${job.jobId} within ${addTimeoutMs} ms (is Redis up?)`,
    );
  },
});
