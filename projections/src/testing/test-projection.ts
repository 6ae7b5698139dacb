import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

export interface TestProjectionOptions {
  readonly name: string;
  /** A table made by createTestProjectionTable. */
  readonly table: string;
  readonly eventTypes: readonly string[];
  /**
   * Runs in the batch's transaction after its rows were written: tests make it throw, sleep or
   * kill the connection there to exercise the runner's failure handling.
   */
  readonly afterWrite?: (
    tx: DatabaseTransactionConnection,
    events: readonly RecordedEvent[],
  ) => Promise<void>;
}

/**
 * Records one row per event, with no unique key: a duplicate delivery shows up as a second row
 * instead of being absorbed. Set-based (one INSERT … jsonb_to_recordset per batch).
 */
export const createTestProjection = ({
  name,
  table,
  eventTypes,
  afterWrite,
}: TestProjectionOptions): Projection => ({
  name,
  eventTypes,
  tables: [table],
  // The table is created by the test, not by a migration; this folder holds no .sql file.
  migrations: { group: `test-${name}`, directory: new URL('./', import.meta.url) },
  async applyBatch(tx, events) {
    const rows = events.map((e) => ({
      event_id: e.id,
      stream_id: e.streamId,
      event_type: e.type,
      value: (e.data as { value?: unknown } | null)?.value ?? null,
      commit_position: e.position.commit.toString(),
      prepare_position: e.position.prepare.toString(),
    }));
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([table])}
        (event_id, stream_id, event_type, value, commit_position, prepare_position)
      SELECT r.event_id, r.stream_id, r.event_type, r.value, r.commit_position, r.prepare_position
      FROM jsonb_to_recordset(${rowsAsJsonb(rows)}) AS r(
        event_id uuid, stream_id text, event_type text, value text,
        commit_position numeric, prepare_position bigint)`);
    await afterWrite?.(tx, events);
  },
});

export const createTestProjectionTable = async (db: CommonQueryMethods, table: string) => {
  await db.query(sql.unsafe`
    CREATE TABLE ${sql.identifier([table])} (
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      event_type text NOT NULL,
      value text,
      commit_position numeric NOT NULL,
      prepare_position bigint NOT NULL
    )`);
};
