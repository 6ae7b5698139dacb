import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

// The `mailbox_authorizations` table: the one connected office mailbox, its refresh token
// sealed (token-cipher.ts). Only this module reads or writes it.

export interface StoredMailbox {
  readonly connectionId: string;
  readonly account: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly scopes: readonly string[];
  readonly refreshTokenSealed: string;
  readonly tokenHint: string;
  readonly connectedAt: Date;
  readonly lastRefreshError: string | null;
  readonly lastRefreshErrorAt: Date | null;
}

const mailboxRow = z.object({
  connectionId: z.string(),
  account: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  scopes: z.array(z.string()),
  refreshTokenSealed: z.string(),
  tokenHint: z.string(),
  connectedAt: z.number(),
  lastRefreshError: z.string().nullable(),
  lastRefreshErrorAt: z.number().nullable(),
});

const toMailbox = (row: z.infer<typeof mailboxRow>): StoredMailbox => ({
  ...row,
  connectedAt: new Date(row.connectedAt),
  lastRefreshErrorAt: row.lastRefreshErrorAt === null ? null : new Date(row.lastRefreshErrorAt),
});

const columns = sql.fragment`
  connection_id::text AS "connectionId", account, issuer, client_id AS "clientId", scopes,
  refresh_token_sealed AS "refreshTokenSealed", token_hint AS "tokenHint",
  connected_at AS "connectedAt", last_refresh_error AS "lastRefreshError",
  last_refresh_error_at AS "lastRefreshErrorAt"`;

/** The connected mailbox; `forUpdate` holds its row until the transaction ends. */
export const findStoredMailbox = async (
  db: CommonQueryMethods,
  { forUpdate = false } = {},
): Promise<StoredMailbox | null> => {
  const row = await db.maybeOne(sql.type(mailboxRow)`
    SELECT ${columns} FROM mailbox_authorizations WHERE id = 1
    ${forUpdate ? sql.fragment`FOR UPDATE` : sql.fragment``}`);
  return row ? toMailbox(row) : null;
};

/** Connects a mailbox in place of any connected before. */
export const storeMailbox = async (
  db: CommonQueryMethods,
  mailbox: Omit<StoredMailbox, 'lastRefreshError' | 'lastRefreshErrorAt'> & {
    readonly connectedBy: string | null;
  },
) => {
  await db.query(sql.unsafe`
    INSERT INTO mailbox_authorizations
      (id, connection_id, account, issuer, client_id, scopes, refresh_token_sealed, token_hint,
       connected_at, connected_by)
    VALUES (1, ${mailbox.connectionId}, ${mailbox.account}, ${mailbox.issuer},
            ${mailbox.clientId}, ${sql.array(mailbox.scopes, 'text')},
            ${mailbox.refreshTokenSealed}, ${mailbox.tokenHint},
            ${mailbox.connectedAt.toISOString()}::timestamptz, ${mailbox.connectedBy})
    ON CONFLICT (id) DO UPDATE SET
      connection_id = EXCLUDED.connection_id, account = EXCLUDED.account,
      issuer = EXCLUDED.issuer, client_id = EXCLUDED.client_id, scopes = EXCLUDED.scopes,
      refresh_token_sealed = EXCLUDED.refresh_token_sealed, token_hint = EXCLUDED.token_hint,
      connected_at = EXCLUDED.connected_at, connected_by = EXCLUDED.connected_by,
      refreshed_at = NULL, last_refresh_error = NULL, last_refresh_error_at = NULL`);
};

/** Deletes the mailbox of this connection (any when null); answers what was deleted. */
export const deleteStoredMailbox = async (
  db: CommonQueryMethods,
  connectionId: string | null = null,
): Promise<StoredMailbox | null> => {
  const row = await db.maybeOne(sql.type(mailboxRow)`
    DELETE FROM mailbox_authorizations
    WHERE id = 1 ${connectionId === null ? sql.fragment`` : sql.fragment`AND connection_id = ${connectionId}`}
    RETURNING ${columns}`);
  return row ? toMailbox(row) : null;
};

/** A renewal of the access: the provider may have rotated the refresh token. */
export const recordRefresh = async (
  db: CommonQueryMethods,
  connectionId: string,
  rotated: { readonly refreshTokenSealed: string; readonly tokenHint: string } | null,
) => {
  await db.query(sql.unsafe`
    UPDATE mailbox_authorizations SET
      refreshed_at = now(), last_refresh_error = NULL, last_refresh_error_at = NULL,
      refresh_token_sealed = COALESCE(${rotated?.refreshTokenSealed ?? null}, refresh_token_sealed),
      token_hint = COALESCE(${rotated?.tokenHint ?? null}, token_hint)
    WHERE id = 1 AND connection_id = ${connectionId}`);
};

/** The provider refused to renew the access: shown on the admin's page until the next success. */
export const recordRefreshFailure = async (
  db: CommonQueryMethods,
  connectionId: string,
  reason: string,
) => {
  await db.query(sql.unsafe`
    UPDATE mailbox_authorizations SET last_refresh_error = ${reason}, last_refresh_error_at = now()
    WHERE id = 1 AND connection_id = ${connectionId}`);
};
