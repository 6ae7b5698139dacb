import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { inviteEventSchemas, inviteEventTypes } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

const occurredAt = (event: RecordedEvent) =>
  event.metadata?.occurredAt ?? event.createdAt.toISOString();

interface Marks {
  /** invite id → when; the earliest time wins (a replay changes nothing). */
  readonly superseded: Map<string, string>;
  readonly accepted: Map<string, string>;
  /** invite id → when; the latest time wins. */
  readonly emailRequested: Map<string, string>;
}

const keepEarliest = (map: Map<string, string>, id: string, at: string) => {
  const current = map.get(id);
  if (!current || at < current) map.set(id, at);
};

/** Parses the batch (a payload that does not parse pauses the projection) into set-based rows. */
const collect = (events: readonly RecordedEvent[]) => {
  const issued: Record<string, unknown>[] = [];
  const marks: Marks = { superseded: new Map(), accepted: new Map(), emailRequested: new Map() };
  for (const event of events) {
    const at = occurredAt(event);
    switch (event.type) {
      case 'InviteIssued': {
        const data = inviteEventSchemas.InviteIssued.parse(event.data);
        issued.push({ ...data, at });
        for (const id of data.supersedes) keepEarliest(marks.superseded, id, at);
        break;
      }
      case 'InviteAccepted':
        keepEarliest(
          marks.accepted,
          inviteEventSchemas.InviteAccepted.parse(event.data).inviteId,
          at,
        );
        break;
      case 'InviteEmailRequested': {
        const { inviteId } = inviteEventSchemas.InviteEmailRequested.parse(event.data);
        const current = marks.emailRequested.get(inviteId);
        if (!current || at > current) marks.emailRequested.set(inviteId, at);
        break;
      }
    }
  }
  return { issued, marks };
};

const asRows = (map: Map<string, string>) => [...map].map(([id, at]) => ({ id, at }));

const applyBatch = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  const { issued, marks } = collect(events);
  // Inserts first: a later event of the same batch may mark an invite issued in it.
  if (issued.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO invites (invite_id, account_id, account_kind, user_id, email, expires_at,
                           issued_at)
      SELECT r."inviteId", r."accountId", r."accountKind", r."userId", r.email, r."expiresAt",
             r.at
      FROM jsonb_to_recordset(${rowsAsJsonb(issued)}) AS r(
        "inviteId" uuid, "accountId" uuid, "accountKind" text, "userId" uuid, email text,
        "expiresAt" timestamptz, at timestamptz)
      ON CONFLICT (invite_id) DO NOTHING`);
  const mark = async (column: 'superseded_at' | 'accepted_at', rows: Map<string, string>) => {
    if (rows.size === 0) return;
    await tx.query(sql.unsafe`
      UPDATE invites AS i SET ${sql.identifier([column])} = r.at
      FROM jsonb_to_recordset(${rowsAsJsonb(asRows(rows))}) AS r(id uuid, at timestamptz)
      WHERE i.invite_id = r.id AND ${sql.identifier(['i', column])} IS NULL`);
  };
  await mark('superseded_at', marks.superseded);
  await mark('accepted_at', marks.accepted);
  if (marks.emailRequested.size > 0)
    await tx.query(sql.unsafe`
      UPDATE invites AS i SET email_requested_at = GREATEST(i.email_requested_at, r.at)
      FROM jsonb_to_recordset(${rowsAsJsonb(asRows(marks.emailRequested))})
        AS r(id uuid, at timestamptz)
      WHERE i.invite_id = r.id`);
};

export const invitesProjection: Projection = {
  name: 'invites',
  eventTypes: inviteEventTypes,
  tables: ['invites'],
  migrations: { group: 'projection-invites', directory: new URL('./migrations/', import.meta.url) },
  applyBatch,
};
