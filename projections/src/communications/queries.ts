import { sql, type CommonQueryMethods } from 'slonik';
import { communicationSchema, type Communication } from '@memorial-care/contracts/http';
import { iso } from '../shared/iso-instant';

/**
 * One client's communications, newest first. A mail's status and sent time come from its
 * delivery (mail_deliveries, job id = the row id) once the mail worker has it; the subject too
 * (the mail's real, localized subject).
 */
export const listClientCommunications = async (
  db: CommonQueryMethods,
  clientId: string,
): Promise<Communication[]> => [
  ...(await db.any(sql.type(communicationSchema)`
    SELECT
      c.id::text AS "id",
      c.client_id::text AS "clientId",
      c.type AS "type",
      c.direction AS "direction",
      coalesce(m.subject, c.subject) AS "subject",
      c.content AS "content",
      coalesce(m.status, c.status) AS "status",
      c.attachments AS "attachments",
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
    ORDER BY c.created_at DESC, c.id`)),
];
