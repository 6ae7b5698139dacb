import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** Where one folder of one account stands: the folder as the server numbers it now. */
export interface FolderPosition {
  readonly account: string;
  readonly mailbox: string;
  readonly uidValidity: string;
}

/** The highest UID handled in the folder under this UIDVALIDITY; 0 when it was never read. */
export const readLastUid = async (db: CommonQueryMethods, at: FolderPosition): Promise<number> => {
  // float8: a UID fits (32 bits), and the driver answers bigint columns as BigInt.
  const row = await db.maybeOne(sql.type(z.object({ lastUid: z.number() }))`
    SELECT last_uid::float8 AS "lastUid" FROM mailbox_sync_state
    WHERE account = ${at.account} AND mailbox = ${at.mailbox} AND uid_validity = ${at.uidValidity}`);
  return row?.lastUid ?? 0;
};

/** Moves the folder's position on; never back (two runs at once each move it to their own). */
export const saveLastUid = async (db: CommonQueryMethods, at: FolderPosition, uid: number) => {
  await db.query(sql.unsafe`
    INSERT INTO mailbox_sync_state (account, mailbox, uid_validity, last_uid)
    VALUES (${at.account}, ${at.mailbox}, ${at.uidValidity}, ${uid})
    ON CONFLICT (account, mailbox, uid_validity) DO UPDATE
      SET last_uid = greatest(mailbox_sync_state.last_uid, excluded.last_uid), updated_at = now()`);
};
