import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  clientEventSchema,
  clientEventTypes,
  inviteAcceptedSchema,
  type ClientChanges,
  type ClientPaymentDates,
  type ClientProfile,
  type ClientEvent,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import {
  foldRowOutcomes,
  renameToColumns,
  writeRowOutcomes,
  type RowInstruction,
  type RowTable,
} from '../shared';

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
  reminderDaysBefore: 'reminder_days_before',
  alternativeEmails: 'alternative_emails',
  lastPaymentDate: 'last_payment_date',
  nextPaymentDue: 'next_payment_due',
} as const satisfies Record<keyof ClientProfile | keyof ClientPaymentDates, string>;

const renamed = renameToColumns(profileColumns);

/** The columns of some profile fields; alternative addresses lowercased, so lookups match them. */
const toColumns = (fields: ClientChanges) =>
  renamed(
    fields.alternativeEmails === undefined
      ? fields
      : { ...fields, alternativeEmails: fields.alternativeEmails.map((e) => e.toLowerCase()) },
  );

const clientsTable: RowTable = {
  name: 'clients',
  columns: [...Object.values(profileColumns), 'approved_at'],
  insertOnlyColumns: ['source'],
};

const clientInstruction = (event: ClientEvent): RowInstruction => {
  const id = event.data.clientId;
  switch (event.type) {
    case 'ClientRegistered': {
      const { clientId: _id, source, ...profile } = event.data;
      // Registrations from before alternative addresses (and without any) have none.
      const row = toColumns({ alternativeEmails: [], ...profile });
      return { kind: 'insert', id, row: { ...row, source } };
    }
    case 'ClientUpdated':
      return { kind: 'patch', id, changes: toColumns(event.data.changes) };
    case 'ClientDeleted':
      return { kind: 'delete', id };
    case 'ClientApproved':
      return { kind: 'patch', id, changes: { approved_at: event.data.approvedAt } };
  }
};

/** One outcome per client of the batch: see foldRowOutcomes. */
export const foldClientBatch = (events: readonly RecordedEvent[]) =>
  foldRowOutcomes(events, clientEventSchema, clientInstruction);

const applyClientBatch = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const accepted = events.filter((e) => e.type === 'InviteAccepted');
  await writeRowOutcomes(
    tx,
    clientsTable,
    foldClientBatch(events.filter((e) => e.type !== 'InviteAccepted')),
  );

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
