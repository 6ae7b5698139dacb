import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

// The `user_credentials` table: the sign-in lookup (lowercased email → user) and the password
// hash. Infrastructure, not a read model: it is written by the service call, never from events.

const credentialsRow = z.object({ userId: z.string(), passwordHash: z.string().nullable() });
export type Credentials = z.infer<typeof credentialsRow>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const findCredentialsByEmail = (
  db: CommonQueryMethods,
  email: string,
): Promise<Credentials | null> =>
  db.maybeOne(sql.type(credentialsRow)`
    SELECT user_id AS "userId", password_hash AS "passwordHash"
    FROM user_credentials WHERE email = ${normalizeEmail(email)}`);

/** Creates or replaces the row of a user; `passwordHash: undefined` keeps the stored hash. */
export const saveCredentials = async (
  db: CommonQueryMethods,
  { userId, email, passwordHash }: { userId: string; email: string; passwordHash?: string | null },
) => {
  await db.query(sql.unsafe`
    INSERT INTO user_credentials (user_id, email, password_hash, updated_at)
    VALUES (${userId}, ${normalizeEmail(email)}, ${passwordHash ?? null}, now())
    ON CONFLICT (user_id) DO UPDATE SET
      email = EXCLUDED.email,
      password_hash = ${
        passwordHash === undefined
          ? sql.fragment`user_credentials.password_hash`
          : sql.fragment`EXCLUDED.password_hash`
      },
      updated_at = now()`);
};
