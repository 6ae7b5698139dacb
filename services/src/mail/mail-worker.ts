import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { mailDeliveryStreamId, type MailDeliveryFailed } from '@memorial-care/contracts/events';
import { eventToAppend, metadataOf, systemContext } from '../shared/command-handler';
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
 * Records that the worker gave up on a mail, for the office to hear of it. A plain append, not a
 * decider's: it is an observation with no rule to check, and every final failure is a fact (a
 * retried mail that fails again is told again).
 */
const recordFailure = (eventStore: EventStore, failure: MailDeliveryFailed) =>
  eventStore.appendToStream(
    mailDeliveryStreamId(failure.jobId),
    [eventToAppend({ type: 'MailDeliveryFailed', data: failure }, metadataOf(systemContext()))],
    { expectedRevision: 'any' },
  );

/**
 * The `mail` queue's processor: marks the delivery `sending`, sends, marks it `sent`. A failed
 * send records the error and rethrows, so BullMQ retries with backoff; after the last attempt
 * the delivery is `failed`, error included, for the admin to see and retry.
 */
export const createMailWorker = ({
  pool,
  eventStore,
  transport,
  from,
  concurrency = 4,
}: {
  pool: DatabasePool;
  /** Where a mail given up on is recorded (MailDeliveryFailed). */
  eventStore: EventStore;
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
      if (final) {
        await recordFailure(eventStore, {
          jobId: mail.jobId.slice(0, 200),
          kind: mail.kind.slice(0, 100),
          refId: mail.refId.slice(0, 200),
          recipient: mail.message.to.slice(0, 254),
          subject: mail.message.subject.slice(0, 998),
          error: messageOf(error).slice(0, 2000),
          attempts: job.attemptsMade + 1,
        }).catch((appendError: unknown) =>
          logger.error({ err: appendError }, 'Could not record the mail given up on'),
        );
      }
      throw error;
    }
    // The mail is out: a failed write now must not fail the job, or a retry would send it twice.
    await persistently(() => markSent(pool, mail.jobId, sent.messageId)).catch((error: unknown) =>
      logger.error({ err: error }, 'Mail was sent but could not be marked as sent'),
    );
    logger.info(
      { to: mail.message.to, kind: mail.kind, refId: mail.refId, messageId: sent.messageId },
      'Mail sent',
    );
    return { messageId: sent.messageId, skipped: false };
  },
});
