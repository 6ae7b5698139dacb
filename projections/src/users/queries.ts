import { sql, type CommonQueryMethods } from 'slonik';
import { currentUserSchema, type CurrentUser } from '@memorial-care/contracts/http';

/** A user as the API shows them (GET /api/auth/user); null when the read model has no such user. */
export const findCurrentUser = async (
  db: CommonQueryMethods,
  userId: string,
): Promise<CurrentUser | null> => {
  const row = await db.maybeOne(sql.unsafe`
    SELECT id, email, first_name AS "firstName", last_name AS "lastName",
           profile_image_url AS "profileImageUrl", role, client_id AS "clientId",
           caretaker_id AS "caretakerId"
    FROM users WHERE id = ${userId}`);
  return row ? currentUserSchema.parse(row) : null;
};
