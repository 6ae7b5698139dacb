import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { clientMessageSentSchema } from '@memorial-care/contracts/events';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

/** The events this file makes rows of. */
export const clientMessageEventTypes = ['ClientMessageSent'] as const;

/**
 * Messages the office wrote from the Communications tab: an outbound email each, id = the event
 * id (the mail job id too, so the query reads the delivery's live status), stored as `queued`.
 * Idempotent: a replayed event inserts nothing.
 */
export const applyClientMessages = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const rows = events
    .filter((event) => event.type === 'ClientMessageSent')
    .map((event) => {
      const data = clientMessageSentSchema.parse(event.data);
      return {
        id: event.id,
        clientId: data.clientId,
        subject: data.subject,
        text: data.text,
        to: data.to,
        messageId: data.messageId,
        threadId: data.threadId,
        inReplyTo: data.inReplyTo,
        createdAt: event.metadata.occurredAt,
      };
    });
  if (rows.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO communications (id, client_id, type, direction, subject, content, status, source,
                                ref_id, message_id, thread_id, in_reply_to, to_addresses,
                                created_at, updated_at)
    SELECT r.id, r."clientId", 'email', 'outbound', r.subject, r.text, 'queued', 'message',
           r."messageId", r."messageId", r."threadId", r."inReplyTo", ARRAY[r."to"],
           r."createdAt", r."createdAt"
    FROM jsonb_to_recordset(${rowsAsJsonb(rows)}) AS r(
      id uuid, "clientId" uuid, subject text, text text, "to" text, "messageId" text,
      "threadId" text, "inReplyTo" text, "createdAt" timestamptz)
    ON CONFLICT (id) DO NOTHING`);
};
