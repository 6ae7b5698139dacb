-- Every mail the app sends a client belongs in their communications with its delivery state:
-- client_id names the client (null for mail to no client, and for invite mails, which the
-- communications read model records from their events). message_id is the Message-ID the mail
-- went out with, so a copy of it read back from the office mailbox is known as the app's own.
ALTER TABLE mail_deliveries
  ADD COLUMN client_id uuid,
  ADD COLUMN message_id text;

CREATE INDEX mail_deliveries_client ON mail_deliveries (client_id, created_at)
  WHERE client_id IS NOT NULL;
-- Message-IDs the transports make are short; a longer one is never indexed.
CREATE INDEX mail_deliveries_message ON mail_deliveries (left(message_id, 200))
  WHERE message_id IS NOT NULL;

-- The notification mails queued before: their ref_id is the client's id.
UPDATE mail_deliveries
SET client_id = ref_id::uuid
WHERE kind LIKE 'notification-%'
  AND ref_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
