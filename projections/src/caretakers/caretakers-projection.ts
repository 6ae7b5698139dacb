import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  caretakerEventSchema,
  caretakerEventTypes,
  type CaretakerAdded,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';

type CaretakerFields = Omit<CaretakerAdded, 'caretakerId'>;

/** The column of each field: the fold writes rows and changes under column names. */
const fieldColumns = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  region: 'region',
  isActive: 'is_active',
  preferredVisitDays: 'preferred_visit_days',
  perVisitRate: 'per_visit_rate',
  preferredPaymentMethod: 'preferred_payment_method',
  bankDetails: 'bank_details',
  paymentStatus: 'payment_status',
  holidayDates: 'holiday_dates',
} as const satisfies Record<keyof CaretakerFields, string>;

const toColumns = (fields: Partial<CaretakerFields>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      fieldColumns[key as keyof CaretakerFields],
      value,
    ]),
  );

/** What one batch does to one caretaker row, after folding its events in log order. */
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
 * Folds the batch so that each caretaker ends in one outcome, then writes with at most three
 * set-based statements, whatever the batch size. An add followed by changes becomes one insert
 * of the final row; changes in a row merge, later values winning.
 */
export const foldCaretakerBatch = (events: readonly RecordedEvent[]) => {
  const outcomes = new Map<string, RowOutcome>();
  for (const recorded of events) {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const event = caretakerEventSchema.parse({ type: recorded.type, data: recorded.data });
    const id = event.data.caretakerId;
    const version = Number(recorded.revision);
    const at = recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString();
    const current = outcomes.get(id);
    const patch = (changes: Record<string, unknown>) => {
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
    };
    switch (event.type) {
      case 'CaretakerAdded': {
        const { caretakerId: _id, ...fields } = event.data;
        const row = { id, ...toColumns(fields), version, created_at: at, updated_at: at };
        outcomes.set(id, { kind: 'upsert', row });
        break;
      }
      case 'CaretakerUpdated':
        patch(toColumns(event.data.changes));
        break;
      case 'CaretakerHolidaysChanged':
        patch(toColumns({ holidayDates: event.data.holidayDates }));
        break;
      case 'CaretakerDeleted':
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

const fieldColumnNames = Object.values(fieldColumns);
const rowColumns = [...fieldColumnNames, 'version', 'created_at', 'updated_at'];

const applyCaretakerBatch = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const { upserts, patches, deletes } = foldCaretakerBatch(events);

  if (deletes.length > 0)
    await tx.query(
      sql.unsafe`DELETE FROM caretakers WHERE id = ANY(${sql.array(deletes, 'uuid')})`,
    );

  // jsonb_populate_record over the current row: named columns take the new value (cast to the
  // column's type), the others keep theirs.
  if (patches.length > 0)
    await tx.query(sql.unsafe`
      UPDATE caretakers AS t
      SET (${columnList(fieldColumnNames)}, version, updated_at) = (
        SELECT ${columnList(fieldColumnNames, 'p')}, r.version, r.at
        FROM jsonb_populate_record(t, r.changes) AS p)
      FROM jsonb_to_recordset(${sql.jsonb(patches)})
        AS r(id uuid, changes jsonb, version bigint, at timestamptz)
      WHERE t.id = r.id AND t.version < r.version`);

  if (upserts.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO caretakers AS t (id, ${columnList(rowColumns)})
      SELECT r.id, ${columnList(rowColumns, 'r')}
      FROM jsonb_populate_recordset(NULL::caretakers, ${sql.jsonb(upserts)}) AS r
      ON CONFLICT (id) DO UPDATE
      SET (${columnList(rowColumns)}) = ROW(${columnList(rowColumns, 'excluded')})
      WHERE t.version < EXCLUDED.version`);
};

export const caretakersProjection: Projection = {
  name: 'caretakers',
  eventTypes: caretakerEventTypes,
  tables: ['caretakers'],
  migrations: {
    group: 'projection-caretakers',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: applyCaretakerBatch,
};
