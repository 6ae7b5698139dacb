import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { mailDeliveryStatuses, type MailDeliveryStatus } from '@memorial-care/contracts/http';
import type { MailJob } from './mail-port';

export { mailDeliveryStatuses, type MailDeliveryStatus };

const statusRow = z.object({ status: z.enum(mailDeliveryStatuses) });

/**
 * Records the job as queued unless it is already known; answers the row's status. Only a
 * `queued` delivery still needs its job added (a replayed event whose mail is being sent, was
 * sent or finally failed adds nothing).
 */
export const recordQueued = async (
  db: CommonQueryMethods,
  job: MailJob,
): Promise<MailDeliveryStatus> => {
  const row = await db.maybeOne(sql.type(statusRow)`
    WITH inserted AS (
      INSERT INTO mail_deliveries (job_id, kind, ref_id, client_id, recipient, subject, status)
      VALUES (${job.jobId}, ${job.kind}, ${job.refId}, ${job.clientId ?? null}::uuid,
              ${job.message.to}, ${job.message.subject}, 'queued')
      ON CONFLICT (job_id) DO NOTHING
      RETURNING status
    )
    SELECT status FROM inserted
    UNION ALL
    SELECT status FROM mail_deliveries WHERE job_id = ${job.jobId}
    LIMIT 1`);
  // No row: a concurrent enqueue of the same job won the insert; adding again is harmless.
  return row?.status ?? 'queued';
};

/**
 * Counts the attempt and marks the delivery as being sent; false when it was already sent
 * (a duplicate job must not send twice). Creates the row if it went missing.
 */
export const markSending = async (db: CommonQueryMethods, job: MailJob) => {
  const row = await db.maybeOne(sql.type(z.object({ attempts: z.number() }))`
    INSERT INTO mail_deliveries (job_id, kind, ref_id, client_id, recipient, subject, status,
                                 attempts)
    VALUES (${job.jobId}, ${job.kind}, ${job.refId}, ${job.clientId ?? null}::uuid,
            ${job.message.to}, ${job.message.subject}, 'sending', 1)
    ON CONFLICT (job_id) DO UPDATE
      SET status = 'sending', attempts = mail_deliveries.attempts + 1, updated_at = now()
      WHERE mail_deliveries.status <> 'sent'
    RETURNING attempts`);
  return row !== null;
};

/** `messageId`: the Message-ID it went out with, so a mailbox copy of it is known as ours. */
export const markSent = async (
  db: CommonQueryMethods,
  jobId: string,
  messageId: string | null = null,
) => {
  await db.query(sql.unsafe`
    UPDATE mail_deliveries
    SET status = 'sent', last_error = NULL, sent_at = now(), updated_at = now(),
        message_id = coalesce(${messageId}, message_id)
    WHERE job_id = ${jobId}`);
};

/** Keeps the error visible: `queued` while retries remain, `failed` after the last attempt. */
export const markAttemptFailed = async (
  db: CommonQueryMethods,
  args: { jobId: string; error: string; final: boolean },
) => {
  await db.query(sql.unsafe`
    UPDATE mail_deliveries
    SET status = ${args.final ? 'failed' : 'queued'}, last_error = ${args.error},
        updated_at = now()
    WHERE job_id = ${args.jobId}`);
};

/** A failed delivery goes back to `queued` (its error stays until it is sent); false otherwise. */
export const markRetried = async (db: CommonQueryMethods, jobId: string) => {
  const result = await db.query(sql.unsafe`
    UPDATE mail_deliveries SET status = 'queued', updated_at = now()
    WHERE job_id = ${jobId} AND status = 'failed'`);
  return result.rowCount === 1;
};
