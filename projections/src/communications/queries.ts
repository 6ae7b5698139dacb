import { sql, type CommonQueryMethods, type ValueExpression } from 'slonik';
import { z } from 'zod';
import { communicationSchema, type Communication } from '@memorial-care/contracts/http';
import { iso } from '../shared/iso-instant';

const isUuid = (value: string) => z.guid().safeParse(value).success;

/** A Message-ID match that can use the prefix index (a Message-ID may be 998 characters). */
const sameMessageId = (column: ValueExpression, messageId: ValueExpression) =>
  sql.fragment`left(${column}, 200) = left(${messageId}, 200) AND ${column} = ${messageId}`;

/**
 * One client's communications, oldest first (a conversation reads in time order):
 * - the read model's rows (invite mails, messages written from the tab, the office mailbox's
 *   mail). A mail the app queued takes its live status, subject and sent time from its
 *   delivery (mail_deliveries, job id = the row id). The mailbox's copy of a message written
 *   here is left out: the message's own row shows it, with its delivery;
 * - every other mail the app queued for the client (notifications, invoices, care reminders:
 *   deliveries that name the client), unless a row above is that mail (same job or Message-ID).
 */
export const listClientCommunications = async (
  db: CommonQueryMethods,
  clientId: string,
): Promise<Communication[]> =>
  isUuid(clientId)
    ? [
        ...(await db.any(sql.type(communicationSchema)`
    SELECT
      c.id::text AS "id",
      c.client_id::text AS "clientId",
      c.type AS "type",
      c.direction AS "direction",
      coalesce(m.subject, c.subject) AS "subject",
      c.content AS "content",
      coalesce(m.status, c.status) AS "status",
      c.source AS "source",
      c.attachment_files AS "attachments",
      c.message_id AS "messageId",
      c.thread_id AS "threadId",
      c.in_reply_to AS "inReplyTo",
      c.from_address AS "from",
      c.to_addresses AS "to",
      ${iso(sql.fragment`c.scheduled_at`)} AS "scheduledAt",
      ${iso(sql.fragment`coalesce(m.sent_at, c.sent_at)`)} AS "sentAt",
      ${iso(sql.fragment`c.delivered_at`)} AS "deliveredAt",
      ${iso(sql.fragment`c.read_at`)} AS "readAt",
      ${iso(sql.fragment`c.replied_at`)} AS "repliedAt",
      ${iso(sql.fragment`c.created_at`)} AS "createdAt",
      ${iso(sql.fragment`greatest(c.updated_at, m.updated_at)`)} AS "updatedAt"
    FROM communications c
    LEFT JOIN mail_deliveries m ON m.job_id = c.id::text
    WHERE c.client_id = ${clientId}::uuid
      AND NOT (c.source <> 'message' AND c.message_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM communications s
        WHERE s.client_id = c.client_id AND s.source = 'message'
          AND ${sameMessageId(sql.identifier(['s', 'message_id']), sql.identifier(['c', 'message_id']))}))
    UNION ALL
    SELECT
      m.job_id AS "id",
      m.client_id::text AS "clientId",
      'email' AS "type",
      'outbound' AS "direction",
      m.subject AS "subject",
      NULL AS "content",
      m.status AS "status",
      m.kind AS "source",
      '[]'::jsonb AS "attachments",
      m.message_id AS "messageId",
      NULL AS "threadId",
      NULL AS "inReplyTo",
      NULL AS "from",
      ARRAY[m.recipient] AS "to",
      NULL AS "scheduledAt",
      ${iso(sql.fragment`m.sent_at`)} AS "sentAt",
      NULL AS "deliveredAt",
      NULL AS "readAt",
      NULL AS "repliedAt",
      ${iso(sql.fragment`m.created_at`)} AS "createdAt",
      ${iso(sql.fragment`m.updated_at`)} AS "updatedAt"
    FROM mail_deliveries m
    WHERE m.client_id = ${clientId}::uuid
      AND NOT EXISTS (
        SELECT 1 FROM communications c
        WHERE c.client_id = m.client_id
          AND (c.id::text = m.job_id OR (m.message_id IS NOT NULL
            AND ${sameMessageId(sql.identifier(['c', 'message_id']), sql.identifier(['m', 'message_id']))})))
    ORDER BY "createdAt", "id"`)),
      ]
    : [];

const answerableSchema = z.object({
  messageId: z.string().nullable(),
  threadId: z.string().nullable(),
  subject: z.string().nullable(),
});
export type AnswerableCommunication = z.infer<typeof answerableSchema>;

/**
 * The communication of this client that `reference` names (its id or its Message-ID), as a
 * reply needs it; null when the client has none such. A message written here wins over the
 * mailbox's copy of it.
 */
export const findClientCommunication = async (
  db: CommonQueryMethods,
  clientId: string,
  reference: string,
): Promise<AnswerableCommunication | null> => {
  if (!isUuid(clientId)) return null;
  const byMessageId = sameMessageId(sql.identifier(['c', 'message_id']), reference);
  return db.maybeOne(sql.type(answerableSchema)`
    SELECT c.message_id AS "messageId", c.thread_id AS "threadId", c.subject AS "subject"
    FROM communications c
    WHERE c.client_id = ${clientId}::uuid
      AND ${isUuid(reference) ? sql.fragment`(c.id = ${reference}::uuid OR (${byMessageId}))` : byMessageId}
    ORDER BY (c.source = 'message') DESC, c.created_at
    LIMIT 1`);
};
