-- Mail read from the office mailbox (MailMessageRecorded, one row per message and client, id =
-- md5(event id || client id)) and mail written from the Communications tab (ClientMessageSent,
-- id = the event id = the mail job id). The thread groups a conversation; the Message-ID lets the
-- mailbox sync recognize mail the app itself sent.
ALTER TABLE communications
  ADD COLUMN message_id text,
  ADD COLUMN thread_id text,
  ADD COLUMN in_reply_to text,
  ADD COLUMN from_address text,
  ADD COLUMN to_addresses text[] NOT NULL DEFAULT '{}',
  -- [{ attachmentId, fileName, contentType, sizeBytes }]: served to admins only.
  ADD COLUMN attachment_files jsonb NOT NULL DEFAULT '[]';
-- Bounded keys: a Message-ID may be up to 998 characters, a btree entry holds ~2,700 bytes.
CREATE INDEX communications_message ON communications (left(message_id, 200));
CREATE INDEX communications_thread ON communications (client_id, left(thread_id, 200));
