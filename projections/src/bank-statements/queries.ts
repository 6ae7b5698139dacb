import { sql, type CommonQueryMethods } from 'slonik';
import { unmatchedTransferSchema, type UnmatchedTransfer } from '@memorial-care/contracts/http';

/** The transfers still waiting for an admin, newest booking first. */
export const listUnmatchedTransfers = async (
  db: CommonQueryMethods,
): Promise<UnmatchedTransfer[]> => [
  ...(await db.any(sql.type(unmatchedTransferSchema)`
    SELECT statement_id AS "statementId", file_name AS "fileName", line AS "line",
           to_char(booked_on, 'YYYY-MM-DD') AS "bookedOn", amount::text AS "amount",
           currency AS "currency", bank_reference AS "bankReference", remittance AS "remittance",
           payer AS "payer", reason AS "reason",
           to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "importedAt"
    FROM unmatched_transfers
    WHERE resolution IS NULL
    ORDER BY booked_on DESC, statement_id, line
    LIMIT 1000`)),
];
