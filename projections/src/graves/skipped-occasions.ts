import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  graveCareOccasionSkippedSchema,
  graveRemovedSchema,
} from '@memorial-care/contracts/events';
import { rowsAsJsonb } from '../shared';

// A skip names one occasion, so it cannot be a column the row fold overwrites: each grave's
// skipped occasions are rows of their own, folded here to the last word on each in the batch.

interface SkipRow {
  readonly grave_id: string;
  readonly occasion_key: string;
  readonly skipped: boolean;
  readonly version: number;
}

export interface SkippedOccasionOutcomes {
  readonly rows: readonly SkipRow[];
  /** Removed graves: their skips go with them. */
  readonly removedGraves: readonly string[];
}

export const foldSkippedOccasions = (events: readonly RecordedEvent[]): SkippedOccasionOutcomes => {
  const rows = new Map<string, SkipRow>();
  const removed = new Set<string>();
  for (const event of events) {
    if (event.type === 'GraveRemoved') {
      const { graveId } = graveRemovedSchema.parse(event.data);
      removed.add(graveId);
      for (const [key, row] of rows) if (row.grave_id === graveId) rows.delete(key);
      continue;
    }
    const skipped = event.type === 'GraveCareOccasionSkipped';
    if (!skipped && event.type !== 'GraveCareOccasionRestored') continue;
    const { graveId, occasionKey } = graveCareOccasionSkippedSchema.parse(event.data);
    rows.set(`${graveId} ${occasionKey}`, {
      grave_id: graveId,
      occasion_key: occasionKey,
      skipped,
      version: Number(event.revision),
    });
  }
  return { rows: [...rows.values()], removedGraves: [...removed] };
};

/** Guarded by the version, as every row write: a replayed or older batch changes nothing. */
export const writeSkippedOccasions = async (
  tx: DatabaseTransactionConnection,
  { rows, removedGraves }: SkippedOccasionOutcomes,
) => {
  if (removedGraves.length > 0)
    await tx.query(sql.unsafe`
      DELETE FROM grave_skipped_occasions
      WHERE grave_id = ANY(${sql.array(removedGraves, 'uuid')})`);
  if (rows.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO grave_skipped_occasions AS t (grave_id, occasion_key, skipped, version)
      SELECT r.grave_id, r.occasion_key, r.skipped, r.version
      FROM jsonb_to_recordset(${rowsAsJsonb(rows)})
        AS r(grave_id uuid, occasion_key text, skipped boolean, version bigint)
      ON CONFLICT (grave_id, occasion_key) DO UPDATE
      SET skipped = EXCLUDED.skipped, version = EXCLUDED.version
      WHERE t.version < EXCLUDED.version`);
};
