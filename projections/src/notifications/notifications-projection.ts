import { sql, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  allNotificationsReadSchema,
  notificationMailsChosenSchema,
  notificationReadEventTypes,
  notificationsReadSchema,
  serviceRequestEventTypes,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';
import { notificationEntries, type RequestParties } from './notification-entries';

const partiesRow = z.object({
  requestId: z.string(),
  clientId: z.string().nullable(),
  caretakerId: z.string().nullable(),
  serviceType: z.string(),
  scheduledDate: z.string().nullable(),
});

/** What users did (read marks, mail choices) rather than what notifies them. */
const userChoiceTypes: ReadonlySet<string> = new Set([
  ...notificationReadEventTypes,
  'NotificationMailsChosen',
]);

/** What earlier batches left for the batch's requests, by lower-case id. */
const loadParties = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  const ids = [
    ...new Set(
      events.flatMap((e) => {
        const requestId = (e.data as { requestId?: unknown } | null)?.requestId;
        return serviceRequestEventTypes.includes(e.type as never) && typeof requestId === 'string'
          ? [requestId.toLowerCase()]
          : [];
      }),
    ),
  ];
  if (ids.length === 0) return new Map<string, RequestParties>();
  const rows = await tx.any(sql.type(partiesRow)`
    SELECT request_id::text AS "requestId", client_id::text AS "clientId",
           caretaker_id::text AS "caretakerId", service_type AS "serviceType",
           scheduled_date AS "scheduledDate"
    FROM notification_request_parties WHERE request_id = ANY(${sql.array(ids, 'uuid')})`);
  return new Map(rows.map((row) => [row.requestId, row]));
};

const saveParties = async (
  tx: DatabaseTransactionConnection,
  parties: readonly RequestParties[],
) => {
  if (parties.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO notification_request_parties
      (request_id, client_id, caretaker_id, service_type, scheduled_date)
    SELECT r."requestId", r."clientId", r."caretakerId", r."serviceType", r."scheduledDate"
    FROM jsonb_to_recordset(${rowsAsJsonb(parties)}) AS r(
      "requestId" uuid, "clientId" uuid, "caretakerId" uuid, "serviceType" text,
      "scheduledDate" text)
    ON CONFLICT (request_id) DO UPDATE SET
      client_id = excluded.client_id, caretaker_id = excluded.caretaker_id,
      service_type = excluded.service_type, scheduled_date = excluded.scheduled_date`);
};

/** Read marks: set-based, and a replay changes nothing (a horizon only moves forward). */
const applyReads = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  const reads = events.flatMap((e) => {
    if (e.type !== 'NotificationsRead') return [];
    const { userId, ids } = notificationsReadSchema.parse(e.data);
    return ids.map((id) => ({ userId, id }));
  });
  const horizons = events.flatMap((e) =>
    e.type === 'AllNotificationsRead' ? [allNotificationsReadSchema.parse(e.data)] : [],
  );
  if (reads.length > 0) {
    await tx.query(sql.unsafe`
      INSERT INTO notification_reads (user_id, notification_id)
      SELECT r."userId", r.id FROM jsonb_to_recordset(${rowsAsJsonb(reads)}) AS r("userId" uuid, id uuid)
      ON CONFLICT DO NOTHING`);
  }
  if (horizons.length > 0) {
    await tx.query(sql.unsafe`
      INSERT INTO notification_read_horizons (user_id, up_to)
      SELECT r."userId", max(r."upTo")
      FROM jsonb_to_recordset(${rowsAsJsonb(horizons)}) AS r("userId" uuid, "upTo" timestamptz)
      GROUP BY r."userId"
      ON CONFLICT (user_id) DO UPDATE
        SET up_to = greatest(notification_read_horizons.up_to, excluded.up_to)`);
  }
};

/** The last choice of each family in the batch wins (events come in log order). */
const applyMailChoices = async (
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
) => {
  const latest = new Map(
    events.flatMap((e) => {
      if (e.type !== 'NotificationMailsChosen') return [];
      const choice = notificationMailsChosenSchema.parse(e.data);
      return [[choice.clientId.toLowerCase(), choice] as const];
    }),
  );
  if (latest.size === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO notification_mail_choices (client_id, kinds)
    SELECT r."clientId", r.kinds
    FROM jsonb_to_recordset(${rowsAsJsonb([...latest.values()])}) AS r("clientId" uuid, kinds jsonb)
    ON CONFLICT (client_id) DO UPDATE SET kinds = excluded.kinds`);
};

const applyBatch = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  if (events.length === 0) return;
  const sources = events.filter((e) => !userChoiceTypes.has(e.type));
  const parties = await loadParties(tx, sources);
  const entries = notificationEntries(sources, parties);
  await saveParties(tx, [...parties.values()]);
  if (entries.length > 0) {
    // The id is the event's with the audience folded in: one event may notify two audiences.
    await tx.query(sql.unsafe`
      INSERT INTO notifications (id, kind, params, audience, recipient_id, created_at)
      SELECT md5(r."eventId" || ':' || r.audience)::uuid, r.kind, r.params, r.audience,
             r."recipientId", r."createdAt"
      FROM jsonb_to_recordset(${rowsAsJsonb(entries)}) AS r(
        "eventId" text, kind text, params jsonb, audience text, "recipientId" uuid,
        "createdAt" timestamptz)
      ON CONFLICT (id) DO NOTHING`);
  }
  await applyReads(tx, events);
  await applyMailChoices(tx, events);
};

export const notificationsProjection: Projection = {
  name: 'notifications',
  eventTypes: [
    ...serviceRequestEventTypes,
    'ClientRegistered',
    'InvoiceIssued',
    'InvoiceBecameOverdue',
    'MailDeliveryFailed',
    ...notificationReadEventTypes,
    'NotificationMailsChosen',
  ],
  tables: [
    'notifications',
    'notification_request_parties',
    'notification_reads',
    'notification_read_horizons',
    'notification_mail_choices',
  ],
  queryIndexes: ['notifications_by_recipient'],
  migrations: {
    group: 'projection-notifications',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch,
};
