import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { inviteEventSchemas } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';
import { applyClientMessages, clientMessageEventTypes } from './client-message-rows';
import { applyMailMessages, mailMessageEventTypes } from './mail-message-rows';

interface CommunicationRow {
  readonly id: string;
  readonly clientId: string;
  readonly refId: string;
  readonly subject: string;
  readonly content: string;
  readonly createdAt: string;
}

const inviteSubject = 'Your Memorial Care invitation – activate your account';

const day = (iso: string) => iso.slice(0, 10);

/** An invite mail for a client: the first one when the invite is issued. */
const issuedRow = (event: RecordedEvent): CommunicationRow | null => {
  const data = inviteEventSchemas.InviteIssued.parse(event.data);
  if (data.accountKind !== 'client') return null;
  return {
    id: event.id,
    clientId: data.accountId,
    refId: data.inviteId,
    subject: inviteSubject,
    content: `Invitation to activate the Memorial Care account, sent to ${data.email}; the link is valid until ${day(data.expiresAt)}.`,
    createdAt: event.metadata.occurredAt,
  };
};

/** The admin's "Send Email": the same invite mailed again. */
const resentRow = (event: RecordedEvent): CommunicationRow => {
  const data = inviteEventSchemas.InviteEmailRequested.parse(event.data);
  return {
    id: event.id,
    clientId: data.accountId,
    refId: data.inviteId,
    subject: inviteSubject,
    content: `Invitation sent again to ${data.email}; the link is valid until ${day(data.expiresAt)}.`,
    createdAt: event.metadata.occurredAt,
  };
};

const insert = (rows: readonly CommunicationRow[], onlyKnownInvites: boolean) => sql.unsafe`
  INSERT INTO communications (id, client_id, type, direction, subject, content, status, source,
                              ref_id, created_at, updated_at)
  SELECT r.id, r."clientId", 'email', 'outbound', r.subject, r.content, 'queued', 'invite',
         r."refId", r."createdAt", r."createdAt"
  FROM jsonb_to_recordset(${rowsAsJsonb(rows)}) AS r(
    id uuid, "clientId" uuid, "refId" text, subject text, content text, "createdAt" timestamptz)
  ${
    onlyKnownInvites
      ? sql.fragment`WHERE EXISTS (SELECT 1 FROM communications k WHERE k.ref_id = r."refId")`
      : sql.fragment``
  }
  ON CONFLICT (id) DO NOTHING`;

/**
 * Idempotent (id = event id). A resent invite names only the account: it belongs to a client
 * when that invite's first mail was recorded here as a client's (a caretaker's invite was not).
 * Issued rows go in first: an invite is always issued before it is resent.
 */
const applyBatch = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  const issued = events
    .filter((e) => e.type === 'InviteIssued')
    .map(issuedRow)
    .filter((row): row is CommunicationRow => row !== null);
  const resent = events.filter((e) => e.type === 'InviteEmailRequested').map(resentRow);
  if (issued.length > 0) await tx.query(insert(issued, false));
  if (resent.length > 0) await tx.query(insert(resent, true));
  await applyClientMessages(tx, events);
  await applyMailMessages(tx, events);
};

export const communicationsProjection: Projection = {
  name: 'communications',
  eventTypes: [
    'InviteIssued',
    'InviteEmailRequested',
    ...clientMessageEventTypes,
    ...mailMessageEventTypes,
  ],
  tables: ['communications'],
  migrations: {
    group: 'projection-communications',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch,
};
