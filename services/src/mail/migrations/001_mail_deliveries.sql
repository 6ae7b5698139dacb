-- One row per mail job (job_id = the BullMQ job id, derived from the event that caused the
-- mail). The outbox inserts it as `queued` before adding the job; the `mail` worker moves it to
-- `sending`, then `sent`, or back to `queued` with the error between retries and `failed` after
-- the last attempt, so an undelivered mail stays visible with its error. ref_id is text: it
-- names whatever the mail is about (an invite id, …).
CREATE TABLE mail_deliveries (
  job_id text PRIMARY KEY,
  kind text NOT NULL,
  ref_id text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CONSTRAINT mail_deliveries_status CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- The deliveries of one invite (newest first), and the admin's list (optionally by status).
CREATE INDEX mail_deliveries_ref ON mail_deliveries (ref_id, created_at DESC);
CREATE INDEX mail_deliveries_recent ON mail_deliveries (created_at DESC, job_id);
CREATE INDEX mail_deliveries_status_recent ON mail_deliveries (status, created_at DESC, job_id);
