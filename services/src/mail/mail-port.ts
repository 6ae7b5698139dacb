/**
 * The mail feature's port. Features hand a rendered message to `MailOutbox.enqueue`; the `mail`
 * BullMQ queue and its worker deliver it (SMTP via SMTP_URL, or the development outbox),
 * retrying with backoff, and record each delivery in the `mail_deliveries` table (job_id,
 * kind, ref_id, client_id, recipient, subject, status queued|sending|sent|failed, attempts,
 * last_error, created_at, updated_at, sent_at, message_id) so a failed mail stays visible.
 */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The Message-ID (`<id@host>`) when the sender must know it; else the transport makes one. */
  readonly messageId?: string;
  /** The Message-ID this mail answers, and the thread's ids (space-separated), for replies. */
  readonly inReplyTo?: string;
  readonly references?: string;
}

export interface MailJob {
  /** Idempotency key: derived from the event that caused the mail (its event id). */
  readonly jobId: string;
  /** What kind of mail (e.g. `invite`), for the admin's view. */
  readonly kind: string;
  /** What it is about (e.g. the invite id), so screens can show its delivery status. */
  readonly refId: string;
  /** The client the mail is for, so it shows in their communications with its delivery. */
  readonly clientId?: string;
  readonly message: MailMessage;
}

export interface MailOutbox {
  /** Records the delivery as queued and adds the job; a second call with the same id is a no-op. */
  enqueue(job: MailJob): Promise<void>;
}
