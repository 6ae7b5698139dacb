import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { stateExpired, stateInvalid } from './authorization-errors';
import type { TokenCipher } from './token-cipher';

// The `mailbox_authorization_requests` table: an authorization started and not yet finished,
// bound to the admin who started it. Taking one deletes it, so a state works once; an expired
// one stays a day to be told apart from a forged one.

export interface PendingAuthorization {
  readonly state: string;
  readonly codeVerifier: string;
  /** Set when an ID token was asked for (the openid scope): it must carry this nonce. */
  readonly nonce: string | null;
  readonly redirectUri: string;
  readonly issuer: string;
  readonly scopes: readonly string[];
}

const requestRow = z.object({
  state: z.string(),
  codeVerifierSealed: z.string(),
  nonce: z.string().nullable(),
  redirectUri: z.string(),
  issuer: z.string(),
  scopes: z.array(z.string()),
  fresh: z.boolean(),
});

const returnedColumns = sql.fragment`
  state, code_verifier_sealed AS "codeVerifierSealed", nonce, redirect_uri AS "redirectUri",
  issuer, scopes, expires_at > now() AS fresh`;

/** Links an admin may have waiting at once; generating more drops the oldest. */
const waitingPerAdmin = 20;

export const saveAuthorizationRequest = async (
  db: CommonQueryMethods,
  cipher: TokenCipher,
  request: PendingAuthorization & { readonly userId: string; readonly expiresAt: Date },
) => {
  await db.query(sql.unsafe`
    DELETE FROM mailbox_authorization_requests
    WHERE expires_at < now() - interval '1 day'
       OR (user_id = ${request.userId} AND state NOT IN (
             SELECT state FROM mailbox_authorization_requests WHERE user_id = ${request.userId}
             ORDER BY created_at DESC LIMIT ${waitingPerAdmin - 1}))`);
  await db.query(sql.unsafe`
    INSERT INTO mailbox_authorization_requests
      (state, user_id, code_verifier_sealed, nonce, redirect_uri, issuer, scopes, expires_at)
    VALUES (${request.state}, ${request.userId},
            ${cipher.seal(request.codeVerifier, 'code-verifier')}, ${request.nonce},
            ${request.redirectUri}, ${request.issuer}, ${sql.array(request.scopes, 'text')},
            ${request.expiresAt.toISOString()}::timestamptz)`);
};

/**
 * Takes (deletes) the admin's authorization with this state, or without a state their newest
 * one; throws OAUTH_STATE_INVALID when there is no such authorization of theirs, and
 * OAUTH_STATE_EXPIRED when it is too old or none is waiting.
 */
export const takeAuthorizationRequest = async (
  db: CommonQueryMethods,
  cipher: TokenCipher,
  userId: string,
  state: string | null,
): Promise<PendingAuthorization> => {
  const row = await db.maybeOne(
    state === null
      ? sql.type(requestRow)`
          DELETE FROM mailbox_authorization_requests
          WHERE state = (SELECT state FROM mailbox_authorization_requests
                         WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 1)
          RETURNING ${returnedColumns}`
      : sql.type(requestRow)`
          DELETE FROM mailbox_authorization_requests
          WHERE state = ${state} AND user_id = ${userId}
          RETURNING ${returnedColumns}`,
  );
  if (!row) throw state === null ? stateExpired() : stateInvalid();
  if (!row.fresh) throw stateExpired();
  return {
    state: row.state,
    codeVerifier: cipher.unseal(row.codeVerifierSealed, 'code-verifier'),
    nonce: row.nonce,
    redirectUri: row.redirectUri,
    issuer: row.issuer,
    scopes: row.scopes,
  };
};
