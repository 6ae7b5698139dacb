import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { bankStatementEventSchema, bankStatementEventTypes } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

const occurredAt = (event: RecordedEvent) =>
  event.metadata?.occurredAt ?? event.createdAt.toISOString();

/**
 * Set-based and idempotent: an import inserts its unmatched transfers (a replay finds them by
 * their key), a resolution sets the same values again on a replay. A line is resolved only
 * after its statement was imported, so the inserts go first.
 */
const applyBatch = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  const transfers: Record<string, unknown>[] = [];
  const resolutions: Record<string, unknown>[] = [];
  for (const event of events) {
    const parsed = bankStatementEventSchema.parse({ type: event.type, data: event.data });
    if (parsed.type === 'BankStatementImported')
      for (const line of parsed.data.unmatched)
        transfers.push({
          ...line,
          statementId: parsed.data.statementId,
          fileName: parsed.data.fileName,
          importedAt: occurredAt(event),
        });
    else
      resolutions.push({
        statementId: parsed.data.statementId,
        line: parsed.data.line,
        resolution: parsed.data.resolution,
        resolvedAt: occurredAt(event),
      });
  }
  if (transfers.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO unmatched_transfers (statement_id, line, file_name, booked_on, amount, currency,
                                       bank_reference, remittance, payer, reason, imported_at)
      SELECT r."statementId", r.line, r."fileName", r."bookedOn", r.amount, r.currency,
             r."bankReference", r.remittance, r.payer, r.reason, r."importedAt"
      FROM jsonb_to_recordset(${rowsAsJsonb(transfers)}) AS r(
        "statementId" text, line integer, "fileName" text, "bookedOn" date, amount numeric,
        currency text, "bankReference" text, remittance text, payer text, reason text,
        "importedAt" timestamptz)
      ON CONFLICT (statement_id, line) DO NOTHING`);
  if (resolutions.length > 0)
    await tx.query(sql.unsafe`
      UPDATE unmatched_transfers AS t
      SET resolution = r.resolution, resolved_at = r."resolvedAt"
      FROM jsonb_to_recordset(${rowsAsJsonb(resolutions)})
        AS r("statementId" text, line integer, resolution text, "resolvedAt" timestamptz)
      WHERE t.statement_id = r."statementId" AND t.line = r.line`);
};

export const bankStatementsProjection: Projection = {
  name: 'bank-statements',
  eventTypes: bankStatementEventTypes,
  tables: ['unmatched_transfers'],
  migrations: {
    group: 'projection-bank-statements',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch,
};
