import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  serviceRequestEventSchema,
  serviceRequestEventTypes,
  type ServiceRequested,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';

/** Every column an event may set; the fold writes rows and changes under these names. */
const fieldColumns = [
  'client_id',
  'grave_id',
  'cemetery_id',
  'caretaker_id',
  'service_type',
  'status',
  'priority',
  'scheduled_date',
  'completed_date',
  'amount',
  'payment_status',
  'special_instructions',
  'plan_selected',
  'guest_name',
  'guest_email',
  'guest_phone',
  'description',
] as const;
type FieldColumn = (typeof fieldColumns)[number];
type Columns = Partial<Record<FieldColumn, unknown>>;

const requestedColumns = (data: ServiceRequested): Columns => ({
  client_id: data.clientId,
  grave_id: data.graveId,
  cemetery_id: data.cemeteryId,
  caretaker_id: data.caretakerId,
  service_type: data.serviceType,
  status: 'pending',
  priority: data.priority,
  scheduled_date: data.scheduledDate,
  completed_date: null,
  amount: data.amount,
  payment_status: data.paymentStatus,
  special_instructions: data.specialInstructions,
  plan_selected: data.planSelected,
  guest_name: data.guest?.name ?? null,
  guest_email: data.guest?.email ?? null,
  guest_phone: data.guest?.phone ?? null,
  description: data.description,
});

/** What one batch does to one request row, after folding its events in log order. */
type RowOutcome =
  | { readonly kind: 'upsert'; readonly row: Record<string, unknown> }
  | {
      readonly kind: 'patch';
      readonly changes: Columns;
      readonly version: number;
      readonly at: string;
    };

/**
 * Folds the batch so that each request ends in one outcome, then writes with at most two
 * set-based statements, whatever the batch size: a request created and carried through its
 * lifecycle in one batch becomes one insert of its final row.
 */
export const foldServiceRequestBatch = (events: readonly RecordedEvent[]) => {
  const outcomes = new Map<string, RowOutcome>();
  for (const recorded of events) {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const event = serviceRequestEventSchema.parse({ type: recorded.type, data: recorded.data });
    const id = event.data.requestId;
    const version = Number(recorded.revision);
    const at = recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString();
    const current = outcomes.get(id);
    const patch = (changes: Columns) => {
      if (current?.kind === 'upsert')
        outcomes.set(id, {
          kind: 'upsert',
          row: { ...current.row, ...changes, version, updated_at: at },
        });
      else
        outcomes.set(id, {
          kind: 'patch',
          changes: { ...current?.changes, ...changes },
          version,
          at,
        });
    };
    switch (event.type) {
      case 'ServiceRequested': {
        const row = {
          id,
          ...requestedColumns(event.data),
          version,
          created_at: at,
          updated_at: at,
        };
        outcomes.set(id, { kind: 'upsert', row });
        break;
      }
      case 'ServiceRequestScheduled':
        patch({
          status: 'scheduled',
          caretaker_id: event.data.caretakerId,
          scheduled_date: event.data.scheduledDate,
        });
        break;
      case 'ServiceRequestStarted':
        patch({ status: 'in_progress' });
        break;
      case 'ServiceRequestCompleted':
        patch({ status: 'completed', completed_date: event.data.completedDate });
        break;
      case 'ServiceRequestCancelled':
        patch({ status: 'cancelled' });
        break;
    }
  }
  const upserts: Record<string, unknown>[] = [];
  const patches: { id: string; changes: Columns; version: number; at: string }[] = [];
  for (const [id, outcome] of outcomes) {
    if (outcome.kind === 'upsert') upserts.push(outcome.row);
    else patches.push({ id, ...outcome });
  }
  return { upserts, patches };
};

const columnList = (columns: readonly string[], table?: string) =>
  sql.join(
    columns.map((column) => sql.identifier(table ? [table, column] : [column])),
    sql.fragment`, `,
  );

const rowColumns = [...fieldColumns, 'version', 'created_at', 'updated_at'];

const applyServiceRequestBatch = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const { upserts, patches } = foldServiceRequestBatch(events);

  // jsonb_populate_record over the current row: named columns take the new value (cast to the
  // column's type), the others keep theirs.
  if (patches.length > 0)
    await tx.query(sql.unsafe`
      UPDATE service_requests AS t
      SET (${columnList(fieldColumns)}, version, updated_at) = (
        SELECT ${columnList(fieldColumns, 'p')}, r.version, r.at
        FROM jsonb_populate_record(t, r.changes) AS p)
      FROM jsonb_to_recordset(${sql.jsonb(patches)})
        AS r(id uuid, changes jsonb, version bigint, at timestamptz)
      WHERE t.id = r.id AND t.version < r.version`);

  if (upserts.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO service_requests AS t (id, ${columnList(rowColumns)})
      SELECT r.id, ${columnList(rowColumns, 'r')}
      FROM jsonb_populate_recordset(NULL::service_requests, ${sql.jsonb(upserts)}) AS r
      ON CONFLICT (id) DO UPDATE
      SET (${columnList(rowColumns)}) = ROW(${columnList(rowColumns, 'excluded')})
      WHERE t.version < EXCLUDED.version`);
};

export const serviceRequestsProjection: Projection = {
  name: 'service-requests',
  eventTypes: serviceRequestEventTypes,
  tables: ['service_requests'],
  migrations: {
    group: 'projection-service-requests',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: applyServiceRequestBatch,
};
