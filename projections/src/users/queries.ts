import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { currentUserSchema, type CurrentUser } from '@memorial-care/contracts/http';

/**
 * A user as the API shows them (GET /api/auth/user); null when the read model has no such user
 * or the account is disabled, so sign-in and the session middleware treat both alike.
 */
export const findCurrentUser = async (
  db: CommonQueryMethods,
  userId: string,
): Promise<CurrentUser | null> => {
  const row = await db.maybeOne(sql.unsafe`
    SELECT id, email, first_name AS "firstName", last_name AS "lastName",
           profile_image_url AS "profileImageUrl", role, client_id AS "clientId",
           caretaker_id AS "caretakerId"
    FROM users WHERE id = ${userId} AND disabled_reason IS NULL`);
  return row ? currentUserSchema.parse(row) : null;
};

/** The accounts tied to a client or a caretaker record (usually one). */
export const findUserIdsLinkedTo = async (
  db: CommonQueryMethods,
  link: { readonly clientId: string } | { readonly caretakerId: string },
): Promise<readonly string[]> =>
  db.anyFirst(
    sql.type(z.object({ id: z.string() }))`
      SELECT id FROM users WHERE ${
        'clientId' in link
          ? sql.fragment`client_id = ${link.clientId}`
          : sql.fragment`caretaker_id = ${link.caretakerId}`
      } ORDER BY id`,
  );
