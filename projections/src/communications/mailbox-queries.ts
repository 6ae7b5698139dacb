import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { communicationAttachmentSchema } from '@memorial-care/contracts/http';

/**
 * Of these Message-IDs, the ones of mail the app sent itself: a message written from the
 * Communications tab (its row, source `message`) or any mail the mail worker delivered
 * (mail_deliveries keeps the id it went out with). Their copies in the office mailbox are not
 * recorded again.
 */
export const findOwnMessageIds = async (
  db: CommonQueryMethods,
  messageIds: readonly string[],
): Promise<Set<string>> => {
  if (messageIds.length === 0) return new Set();
  const ids = sql.array([...new Set(messageIds)], 'text');
  const rows = await db.any(sql.type(z.object({ id: z.string() }))`
    SELECT c.message_id AS id FROM communications c
    WHERE left(c.message_id, 200) = ANY(SELECT left(w, 200) FROM unnest(${ids}) w)
      AND c.message_id = ANY(${ids}) AND c.source <> 'mailbox'
    UNION
    SELECT m.message_id AS id FROM mail_deliveries m
    WHERE left(m.message_id, 200) = ANY(SELECT left(w, 200) FROM unnest(${ids}) w)
      AND m.message_id = ANY(${ids})`);
  return new Set(rows.map((row) => row.id));
};

/** A recorded mail's attachment by its id (the file itself is in the attachment storage). */
export const findMailAttachment = async (db: CommonQueryMethods, attachmentId: string) =>
  db.maybeOne(sql.type(communicationAttachmentSchema)`
    SELECT a."attachmentId", a."fileName", a."contentType", a."sizeBytes"
    FROM communications c,
      jsonb_to_recordset(c.attachment_files) AS a(
        "attachmentId" text, "fileName" text, "contentType" text, "sizeBytes" double precision)
    WHERE c.attachment_files @> ${JSON.stringify([{ attachmentId }])}::jsonb
      AND a."attachmentId" = ${attachmentId}
    LIMIT 1`);
