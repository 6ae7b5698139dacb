import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  clientEventSchema,
  clientEventTypes,
  inviteAcceptedSchema,
  type ClientProfile,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';

/** The column of each profile field: the fold writes rows and changes under column names. */
const profileColumns = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  country: 'country',
  notes: 'notes',
  instagram: 'instagram',
  preferredLanguage: 'preferred_language',
  selectedPlan: 'selected_plan',
  planStatus: 'plan_status',
} as const satisfies Record<keyof ClientProfile, string>;

const toColumns = (fields: Partial<ClientProfile>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      profileColumns[key as keyof ClientProfile],
      value,
    ]),
  );

/** What one batch does to one client row, after folding its events in log order. */
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
 * Folds the batch so that each client ends in one outcome, then writes with at most three
 * set-based statements, whatever the batch size. An add followed by updates becomes one insert
 * of the final row; updates in a row merge, later values winning.
 */
export const foldClientBatch = (events: readonly RecordedEvent[]) => {
  const outcomes = new Map<string, RowOutcome>();
  for (const recorded of events) {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const event = clientEventSchema.parse({ type: recorded.type, data: recorded.data });
    const id = event.data.clientId;
    const version = Number(recorded.revision);
    const at = recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString();
    const current = outcomes.get(id);
    switch (event.type) {
      case 'ClientRegistered': {
        const { clientId: _id, source, ...profile } = event.data;
        const row = { id, ...toColumns(profile), source, version, created_at: at, updated_at: at };
        outcomes.set(id, { kind: 'upsert', row });
        break;
      }
      case 'ClientUpdated': {
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
      case 'ClientDeleted':
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

const profileColumnNames = Object.values(profileColumns);
const rowColumns = [...profileColumnNames, 'source', 'version', 'created_at', 'updated_at'];

const applyClientBatch = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const accepted = events.filter((e) => e.type === 'InviteAccepted');
  const { upserts, patches, deletes } = foldClientBatch(
    events.filter((e) => e.type !== 'InviteAccepted'),
  );

  // Deletes first, then patches, then inserts: an email freed in this batch (deleted client,
  // changed address) is free before a new client takes it, as the log ordered it.
  if (deletes.length > 0)
    await tx.query(sql.unsafe`DELETE FROM clients WHERE id = ANY(${sql.array(deletes, 'uuid')})`);

  if (patches.length > 0)
    await tx.query(sql.unsafe`
      UPDATE clients AS t
      SET (${columnList(profileColumnNames)}, version, updated_at) = (
        SELECT ${columnList(profileColumnNames, 'p')}, r.version, r.at
        FROM jsonb_populate_record(t, r.changes) AS p)
      FROM jsonb_to_recordset(${sql.jsonb(patches)})
        AS r(id uuid, changes jsonb, version bigint, at timestamptz)
      WHERE t.id = r.id AND t.version < r.version`);

  if (upserts.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO clients AS t (id, ${columnList(rowColumns)})
      SELECT r.id, ${columnList(rowColumns, 'r')}
      FROM jsonb_populate_recordset(NULL::clients, ${sql.jsonb(upserts)}) AS r
      ON CONFLICT (id) DO UPDATE
      SET (${columnList(rowColumns)}) = ROW(${columnList(rowColumns, 'excluded')})
      WHERE t.version < EXCLUDED.version`);

  // An accepted invite proves the address: the client's email is verified from then on. The
  // invite's account id is the client's id (a caretaker's invite matches no client row).
  if (accepted.length > 0)
    await tx.query(sql.unsafe`
      UPDATE clients SET email_verified = true
      WHERE id = ANY(${sql.array(
        accepted.map((e) => inviteAcceptedSchema.parse(e.data).accountId),
        'uuid',
      )})`);
};

export const clientsProjection: Projection = {
  name: 'clients',
  eventTypes: [...clientEventTypes, 'InviteAccepted'],
  tables: ['clients'],
  migrations: { group: 'projection-clients', directory: new URL('./migrations/', import.meta.url) },
  applyBatch: applyClientBatch,
};
