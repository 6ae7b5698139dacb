import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { notificationMailKindsSchema } from '@memorial-care/contracts/domain';

/** The kinds the family chose to also get by mail; none when they never chose. */
export const getNotificationMailKinds = async (db: CommonQueryMethods, clientId: string) => {
  const row = await db.maybeOne(sql.type(z.object({ kinds: notificationMailKindsSchema }))`
    SELECT kinds AS "kinds" FROM notification_mail_choices WHERE client_id = ${clientId}`);
  return row?.kinds ?? [];
};

/**
 * The client a request concerns as this model has it: undefined while the model has not seen
 * the request yet, null when the request has no client (a guest's).
 */
export const getRequestClientId = async (db: CommonQueryMethods, requestId: string) => {
  const row = await db.maybeOne(sql.type(z.object({ clientId: z.string().nullable() }))`
    SELECT client_id::text AS "clientId" FROM notification_request_parties
    WHERE request_id = ${requestId}`);
  return row === null ? undefined : row.clientId;
};
