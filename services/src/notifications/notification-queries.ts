import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import {
  notificationListSchema,
  notificationSchema,
  notificationsPageSize,
  type NotificationList,
} from '@memorial-care/contracts/http';
import type { SessionUser } from '../http/route';

/**
 * The rows the user's role and links reach: every admin the `admins` rows, a client or a
 * caretaker the rows addressed to the record their account is linked to.
 */
const reachedBy = (user: SessionUser) => {
  if (user.role === 'admin') return sql.fragment`n.audience = 'admins'`;
  if (user.role === 'client' && user.clientId) {
    return sql.fragment`n.audience = 'client' AND n.recipient_id = ${user.clientId}`;
  }
  if (user.role === 'caretaker' && user.caretakerId) {
    return sql.fragment`n.audience = 'caretaker' AND n.recipient_id = ${user.caretakerId}`;
  }
  return sql.fragment`false`;
};

const isRead = (userId: string) => sql.fragment`(
  EXISTS (SELECT 1 FROM notification_reads r
          WHERE r.user_id = ${userId} AND r.notification_id = n.id)
  OR n.created_at <= coalesce(
       (SELECT h.up_to FROM notification_read_horizons h WHERE h.user_id = ${userId}),
       '-infinity'))`;

/** The newest notifications of the user, and how many of all of theirs are unread. */
export const listNotifications = async (
  db: CommonQueryMethods,
  user: SessionUser,
): Promise<NotificationList> => {
  const items = await db.any(sql.type(notificationSchema)`
    SELECT n.id::text AS "id", n.kind AS "kind", n.params AS "params",
           to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           ${isRead(user.id)} AS "read"
    FROM notifications n
    WHERE ${reachedBy(user)}
    ORDER BY n.created_at DESC, n.id DESC
    LIMIT ${notificationsPageSize}`);
  const { unread } = await db.one(sql.type(z.object({ unread: z.number() }))`
    SELECT count(*)::int AS "unread" FROM notifications n
    WHERE ${reachedBy(user)} AND NOT ${isRead(user.id)}`);
  return notificationListSchema.parse({ items, unread });
};

/** Whether the notification is one the user may see (another's reads as not found). */
export const reachesUser = async (db: CommonQueryMethods, user: SessionUser, id: string) =>
  db.exists(sql.unsafe`SELECT 1 FROM notifications n WHERE n.id = ${id} AND ${reachedBy(user)}`);
