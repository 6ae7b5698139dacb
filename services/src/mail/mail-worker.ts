import type { DatabasePool } from 'slonik';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { markAttemptFailed, markSending, markSent } from './delivery-store';
import type { MailJob } from './mail-port';
import { mailQueueName, type MailSendResult } from './mail-queue';
import type { MailTransport } from './transports';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Retries a bookkeeping write a few times: after a mail went out, its record must follow. */
const persistently = async (write: () => Promise<void>, tries = 3) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
};

/**
 * The `mail` queue's processor: marks the delivery `sending`, sends, marks it `sent`. A failed
 * send records the error and rethrows, so BullMQ retries with backoff; after the last attempt
 * the delivery is `failed`, error included, for the admin to see and retry.
 */
export const createMailWorker = ({
  pool,
  transport,
  from,
  concurrency = 4,
}: {
  pool: DatabasePool;
  transport: MailTransport;
  /** The From header, e.g. `Memorial Care <no-reply@memorialcare.example>`. */
  from: string;
  concurrency?: number;
}): QueueWorkerDefinition<MailJob, MailSendResult> => ({
  queueName: mailQueueName,
  concurrency,
  async process(job, { logger }) {
    const mail = job.data;
    if (!(await markSending(pool, mail))) {
      logger.info({ to: mail.message.to }, 'Mail was already sent; not sending it again');
      return { messageId: null, skipped: true };
    }
    let sent;
    try {
      sent = await transport.send({ from, ...mail.message }, mail);
    } catch (error) {
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await markAttemptFailed(pool, { jobId: mail.jobId, error: messageOf(error), final }).catch(
        (writeError: unknown) =>
          logger.error({ err: writeError }, 'Could not record the failed mail attempt'),
      );
      throw error;
    }
    // The mail is out: a failed write now must not fail the job, or a retry would send it twice.
    await persistently(() => markSent(pool, mail.jobId)).catch((error: unknown) =>
      logger.error({ err: error }, 'Mail was sent but could not be marked as sent'),
    );
    logger.info(
      { to: mail.message.to, kind: mail.kind, refId: mail.refId, messageId: sent.messageId },
      'Mail sent',
    );
    return { messageId: sent.messageId, skipped: false };
  },
});
