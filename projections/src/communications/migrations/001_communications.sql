-- The messages exchanged with each client (the Clients screen's Communications tab). Fed from
-- events: each invite mail queued for a client is an outbound email, id = the event id (which is
-- also the mail job id), so a replayed event inserts nothing. The mail's delivery state lives in
-- mail_deliveries (job_id = id); the query reads it over the stored status.
CREATE TABLE communications (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL,
  type text NOT NULL,
  direction text NOT NULL CONSTRAINT communications_direction CHECK (direction IN ('inbound', 'outbound')),
  subject text,
  content text,
  status text NOT NULL DEFAULT 'sent',
  attachments text[] NOT NULL DEFAULT '{}',
  scheduled_at timestamptz,
  sent_at timestamptz,
  delivered_at timestamptz,
  read_at timestamptz,
  replied_at timestamptz,
  -- What caused it: `invite` and the invite id.
  source text NOT NULL,
  ref_id text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX communications_client ON communications (client_id, created_at DESC, id);
CREATE INDEX communications_ref ON communications (ref_id);
