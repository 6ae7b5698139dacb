import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { mailMessageRecordedSchema } from '@memorial-care/contracts/events';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

/** The events this file makes rows of. */
export const mailMessageEventTypes = ['MailMessageRecorded'] as const;

/**
 * Mail read from the office mailbox: one email row per client the message belongs to, id =
 * md5(event id || ':' || client id), so a replayed event inserts nothing. Inbound mail is
 * `received`, the office's own mail `sent`; both dated by the message's Date.
 */
export const applyMailMessages = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const messages = events
    .filter((event) => event.type === 'MailMessageRecorded')
    .map((event) => {
      const data = mailMessageRecordedSchema.parse(event.data);
      return {
        eventId: event.id,
        clientIds: data.clientIds,
        direction: data.direction,
        subject: data.subject,
        text: data.text,
        messageId: data.messageId,
        threadId: data.threadId,
        inReplyTo: data.inReplyTo,
        from: data.from,
        to: [...data.to, ...data.cc],
        attachments: data.attachments,
        sentAt: data.sentAt,
      };
    });
  if (messages.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO communications (id, client_id, type, direction, subject, content, status, source,
                                ref_id, message_id, thread_id, in_reply_to, from_address,
                                to_addresses, attachment_files, sent_at, created_at, updated_at)
    SELECT md5(m."eventId" || ':' || c.id)::uuid, c.id::uuid, 'email', m.direction, m.subject,
           m.text, CASE m.direction WHEN 'inbound' THEN 'received' ELSE 'sent' END, 'mailbox',
           m."messageId", m."messageId", m."threadId", m."inReplyTo", nullif(m."from", ''),
           ARRAY(SELECT jsonb_array_elements_text(m."to")), m.attachments,
           m."sentAt", m."sentAt", m."sentAt"
    FROM jsonb_to_recordset(${rowsAsJsonb(messages)}) AS m(
      "eventId" text, "clientIds" jsonb, direction text, subject text, text text,
      "messageId" text, "threadId" text, "inReplyTo" text, "from" text, "to" jsonb,
      attachments jsonb, "sentAt" timestamptz)
    CROSS JOIN LATERAL jsonb_array_elements_text(m."clientIds") AS c(id)
    ON CONFLICT (id) DO NOTHING`);
};
