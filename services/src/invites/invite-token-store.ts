import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

// The `invite_tokens` table: infrastructure beside the event log, like `user_credentials`.
// It maps a token's hash to its invite and holds the activation claim (see the migration; its
// credentials_revealed_at column is no longer used: lookups reveal no password).

const tokenRow = z.object({ inviteId: z.string(), accountId: z.string() });
export type InviteTokenRow = z.infer<typeof tokenRow>;

/** An activation that has not finished after this long (its process died) frees the link. */
const staleActivationSeconds = 60;

export const saveInviteToken = async (
  db: CommonQueryMethods,
  row: { tokenHash: string; inviteId: string; accountId: string; expiresAt: string },
) => {
  await db.query(sql.unsafe`
    INSERT INTO invite_tokens (token_hash, invite_id, account_id, expires_at)
    VALUES (${row.tokenHash}, ${row.inviteId}, ${row.accountId}, ${row.expiresAt}::timestamptz)`);
};

export const deleteInviteToken = async (db: CommonQueryMethods, inviteId: string) => {
  await db.query(sql.unsafe`DELETE FROM invite_tokens WHERE invite_id = ${inviteId}`);
};

export const findInviteToken = (
  db: CommonQueryMethods,
  tokenHash: string,
): Promise<InviteTokenRow | null> =>
  db.maybeOne(sql.type(tokenRow)`
    SELECT invite_id::text AS "inviteId", account_id::text AS "accountId"
    FROM invite_tokens WHERE token_hash = ${tokenHash}`);

/** True when this caller may activate: no other activation of the link is under way. */
export const claimActivation = async (db: CommonQueryMethods, tokenHash: string) =>
  (
    await db.query(sql.unsafe`
      UPDATE invite_tokens SET activation_claimed_at = now()
      WHERE token_hash = ${tokenHash}
        AND (activation_claimed_at IS NULL
          OR activation_claimed_at < now() - make_interval(secs => ${staleActivationSeconds}))`)
  ).rowCount === 1;

export const releaseActivation = async (db: CommonQueryMethods, tokenHash: string) => {
  await db.query(sql.unsafe`
    UPDATE invite_tokens SET activation_claimed_at = NULL WHERE token_hash = ${tokenHash}`);
};
