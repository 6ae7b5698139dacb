import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { userEventSchemas, type UserEventType } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

// The `users` read model: who can sign in, with which role and links. The session middleware
// loads the signed-in user from here on every request.

const handledTypes = [
  'UserRegistered',
  'UserEmailVerified',
  'UserRoleChanged',
  'UserLinked',
  'UserAccountDisabled',
  'UserAccountEnabled',
] as const satisfies readonly UserEventType[];
type HandledType = (typeof handledTypes)[number];

const occurredAt = (event: RecordedEvent) =>
  event.metadata?.occurredAt ?? event.createdAt.toISOString();

/** Parsed rows per event type, the last event per user winning within the batch. */
const collect = <T extends HandledType>(events: readonly RecordedEvent[], type: T) => {
  const rows = new Map<
    string,
    ReturnType<(typeof userEventSchemas)[T]['parse']> & { at: string }
  >();
  for (const event of events) {
    if (event.type !== type) continue;
    const data = userEventSchemas[type].parse(event.data) as ReturnType<
      (typeof userEventSchemas)[T]['parse']
    >;
    rows.delete(data.userId);
    rows.set(data.userId, { ...data, at: occurredAt(event) });
  }
  return [...rows.values()];
};

/**
 * Disabled and enabled write the same column, so they are folded together in log order: the
 * last of them per user in the batch decides.
 */
const collectAccess = (events: readonly RecordedEvent[]) => {
  const rows = new Map<string, { userId: string; reason: string | null; at: string }>();
  for (const event of events) {
    if (event.type === 'UserAccountDisabled') {
      const { userId, reason } = userEventSchemas.UserAccountDisabled.parse(event.data);
      rows.delete(userId);
      rows.set(userId, { userId, reason, at: occurredAt(event) });
    } else if (event.type === 'UserAccountEnabled') {
      const { userId } = userEventSchemas.UserAccountEnabled.parse(event.data);
      rows.delete(userId);
      rows.set(userId, { userId, reason: null, at: occurredAt(event) });
    }
  }
  return [...rows.values()];
};

/**
 * Set-based: one statement per event type for the whole batch. Registration comes first (it
 * always precedes a user's other events); the updates touch disjoint columns, so their relative
 * order does not matter, and `updated_at` keeps the latest time.
 */
const applyBatch = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  const registered = collect(events, 'UserRegistered');
  if (registered.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO users (id, email, first_name, last_name, role, client_id, caretaker_id,
                         email_verified, created_at, updated_at)
      SELECT r."userId", r.email, r."firstName", r."lastName", r.role, r."clientId",
             r."caretakerId", false, r.at, r.at
      FROM jsonb_to_recordset(${rowsAsJsonb(registered)}) AS r(
        "userId" uuid, email text, "firstName" text, "lastName" text, role text,
        "clientId" uuid, "caretakerId" uuid, at timestamptz)
      ON CONFLICT (id) DO UPDATE SET
        email = EXCLUDED.email,
        first_name = EXCLUDED.first_name,
        last_name = EXCLUDED.last_name,
        role = EXCLUDED.role,
        client_id = EXCLUDED.client_id,
        caretaker_id = EXCLUDED.caretaker_id,
        updated_at = GREATEST(users.updated_at, EXCLUDED.updated_at)`);

  const verified = collect(events, 'UserEmailVerified');
  if (verified.length > 0)
    await tx.query(sql.unsafe`
      UPDATE users SET email_verified = true, updated_at = GREATEST(users.updated_at, r.at)
      FROM jsonb_to_recordset(${rowsAsJsonb(verified)}) AS r("userId" uuid, at timestamptz)
      WHERE users.id = r."userId"`);

  const roleChanged = collect(events, 'UserRoleChanged');
  if (roleChanged.length > 0)
    await tx.query(sql.unsafe`
      UPDATE users SET role = r.role, updated_at = GREATEST(users.updated_at, r.at)
      FROM jsonb_to_recordset(${rowsAsJsonb(roleChanged)}) AS r("userId" uuid, role text, at timestamptz)
      WHERE users.id = r."userId"`);

  const linked = collect(events, 'UserLinked');
  if (linked.length > 0)
    await tx.query(sql.unsafe`
      UPDATE users SET client_id = r."clientId", caretaker_id = r."caretakerId",
                       updated_at = GREATEST(users.updated_at, r.at)
      FROM jsonb_to_recordset(${rowsAsJsonb(linked)})
        AS r("userId" uuid, "clientId" uuid, "caretakerId" uuid, at timestamptz)
      WHERE users.id = r."userId"`);

  const access = collectAccess(events);
  if (access.length > 0)
    await tx.query(sql.unsafe`
      UPDATE users SET disabled_reason = r.reason, updated_at = GREATEST(users.updated_at, r.at)
      FROM jsonb_to_recordset(${rowsAsJsonb(access)})
        AS r("userId" uuid, reason text, at timestamptz)
      WHERE users.id = r."userId"`);
};

export const usersProjection: Projection = {
  name: 'users',
  eventTypes: handledTypes,
  tables: ['users'],
  migrations: { group: 'projection-users', directory: new URL('./migrations/', import.meta.url) },
  applyBatch,
};
