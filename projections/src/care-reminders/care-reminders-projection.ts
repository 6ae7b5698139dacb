import { sql } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { careReminderEventSchema, careReminderEventTypes } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared';

/** One row per occasion reminded of: a reminder's own, or those a memorial-days mail covered. */
export const careReminderRowsOf = (events: readonly RecordedEvent[]) =>
  events.flatMap((recorded) => {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const event = careReminderEventSchema.parse({ type: recorded.type, data: recorded.data });
    const at = recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString();
    const { graveId, clientId } = event.data;
    if (event.type === 'CareReminderDue')
      return [
        {
          grave_id: graveId,
          occasion_key: event.data.occasionKey,
          client_id: clientId,
          visit_date: event.data.visitDate,
          reminded_at: at,
        },
      ];
    const visitDates = new Map(event.data.days.map((day) => [day.occasionKey, day.visitDate]));
    return event.data.coveredOccasionKeys.map((key) => ({
      grave_id: graveId,
      occasion_key: key,
      client_id: clientId,
      visit_date: visitDates.get(key) ?? null,
      reminded_at: at,
    }));
  });

export const careRemindersProjection: Projection = {
  name: 'care-reminders',
  eventTypes: careReminderEventTypes,
  tables: ['care_reminders'],
  migrations: {
    group: 'projection-care-reminders',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: async (tx, events) => {
    const rows = careReminderRowsOf(events);
    if (rows.length === 0) return;
    await tx.query(sql.unsafe`
      INSERT INTO care_reminders (grave_id, occasion_key, client_id, visit_date, reminded_at)
      SELECT grave_id, occasion_key, client_id, visit_date, reminded_at
      FROM jsonb_to_recordset(${rowsAsJsonb(rows)})
        AS r(grave_id uuid, occasion_key text, client_id uuid, visit_date date,
             reminded_at timestamptz)
      ON CONFLICT (grave_id, occasion_key) DO NOTHING`);
  },
};
