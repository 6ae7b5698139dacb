import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  graveEventSchema,
  graveEventTypes,
  type GraveDetails,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';

/** The column of each field: the fold writes rows and changes under column names. */
const detailColumns = {
  clientId: 'client_id',
  cemeteryId: 'cemetery_id',
  graveNumber: 'grave_number',
  graveLocation: 'grave_location',
  deceasedName: 'deceased_name',
  deceasedDateOfBirth: 'deceased_date_of_birth',
  deceasedDateOfDeath: 'deceased_date_of_death',
  notes: 'notes',
} as const satisfies Record<keyof GraveDetails, string>;

const toColumns = (fields: Partial<GraveDetails>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [detailColumns[key as keyof GraveDetails], value]),
  );

/** What one batch does to one grave row, after folding its events in log order. */
type RowOutcome =
  | { readonly kind: 'upsert'; readonly row: Record<string, unknown> }
  | {
      readonly kind: 'patch';
      readonly changes: Record<string, unknown>;
      readonly version: number;
      readonly at: string;
    }
  | { readonly kind: 'delete' };

/**
 * Folds the batch so that each grave ends in one outcome, then writes with at most three
 * set-based statements, whatever the batch size. An add followed by updates becomes one insert
 * of the final row; updates in a row merge, later values winning.
 */
export const foldGraveBatch = (events: readonly RecordedEvent[]) => {
  const outcomes = new Map<string, RowOutcome>();
  for (const recorded of events) {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const event = graveEventSchema.parse({ type: recorded.type, data: recorded.data });
    const id = event.data.graveId;
    const version = Number(recorded.revision);
    const at = recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString();
    const current = outcomes.get(id);
    switch (event.type) {
      case 'GraveAdded': {
        const { graveId: _id, ...details } = event.data;
        const row = { id, ...toColumns(details), version, created_at: at, updated_at: at };
        outcomes.set(id, { kind: 'upsert', row });
        break;
      }
      case 'GraveUpdated': {
        const changes = toColumns(event.data.changes);
        if (current?.kind === 'upsert')
          outcomes.set(id, {
            kind: 'upsert',
            row: { ...current.row, ...changes, version, updated_at: at },
          });
        else if (current?.kind === 'patch')
          outcomes.set(id, {
            kind: 'patch',
            changes: { ...current.changes, ...changes },
            version,
            at,
          });
        else if (!current) outcomes.set(id, { kind: 'patch', changes, version, at });
        break;
      }
      case 'GraveRemoved':
        outcomes.set(id, { kind: 'delete' });
        break;
    }
  }
  const upserts: Record<string, unknown>[] = [];
  const patches: { id: string; changes: Record<string, unknown>; version: number; at: string }[] =
    [];
  const deletes: string[] = [];
  for (const [id, outcome] of outcomes) {
    if (outcome.kind === 'upsert') upserts.push(outcome.row);
    else if (outcome.kind === 'patch') patches.push({ id, ...outcome });
    else deletes.push(id);
  }
  return { upserts, patches, deletes };
};

const columnList = (columns: readonly string[], table?: string) =>
  sql.join(
    columns.map((column) => sql.identifier(table ? [table, column] : [column])),
    sql.fragment`, `,
  );

const detailColumnNames = Object.values(detailColumns);
const rowColumns = [...detailColumnNames, 'version', 'created_at', 'updated_at'];

const applyGraveBatch = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const { upserts, patches, deletes } = foldGraveBatch(events);

  if (deletes.length > 0)
    await tx.query(sql.unsafe`DELETE FROM graves WHERE id = ANY(${sql.array(deletes, 'uuid')})`);

  // jsonb_populate_record over the current row: named columns take the new value (cast to the
  // column's type), the others keep theirs.
  if (patches.length > 0)
    await tx.query(sql.unsafe`
      UPDATE graves AS t
      SET (${columnList(detailColumnNames)}, version, updated_at) = (
        SELECT ${columnList(detailColumnNames, 'p')}, r.version, r.at
        FROM jsonb_populate_record(t, r.changes) AS p)
      FROM jsonb_to_recordset(${sql.jsonb(patches)})
        AS r(id uuid, changes jsonb, version bigint, at timestamptz)
      WHERE t.id = r.id AND t.version < r.version`);

  if (upserts.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO graves AS t (id, ${columnList(rowColumns)})
      SELECT r.id, ${columnList(rowColumns, 'r')}
      FROM jsonb_populate_recordset(NULL::graves, ${sql.jsonb(upserts)}) AS r
      ON CONFLICT (id) DO UPDATE
      SET (${columnList(rowColumns)}) = ROW(${columnList(rowColumns, 'excluded')})
      WHERE t.version < EXCLUDED.version`);
};

export const gravesProjection: Projection = {
  name: 'graves',
  eventTypes: graveEventTypes,
  tables: ['graves'],
  migrations: { group: 'projection-graves', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: applyGraveBatch,
};
