import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { photoEventTypes, serviceRequestEventTypes } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { activityEntry, caretakerPlaceholder } from './activity-entries';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

/**
 * Caretaker names are resolved from the caretakers read model in SQL when the row is written
 * (no lookup table of our own); a caretaker that model does not know yet reads "a caretaker".
 */
const applyBatch = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  if (events.length === 0) return;
  const rows = events.map(activityEntry);
  await tx.query(sql.unsafe`
    INSERT INTO activity_logs (id, type, description, entity_type, entity_id, user_id, metadata,
                               created_at)
    SELECT r.id, r.type,
           replace(r.description, ${caretakerPlaceholder}, COALESCE(c.name, 'a caretaker')),
           r."entityType", r."entityId", r."userId",
           r.metadata || CASE WHEN c.name IS NULL THEN '{}'::jsonb
                              ELSE jsonb_build_object('caretakerName', c.name) END,
           r."createdAt"
    FROM jsonb_to_recordset(${rowsAsJsonb(rows)}) AS r(
      id uuid, type text, description text, "entityType" text, "entityId" uuid, "userId" uuid,
      "caretakerId" uuid, metadata jsonb, "createdAt" timestamptz)
    LEFT JOIN caretakers AS c ON c.id = r."caretakerId"
    ON CONFLICT (id) DO NOTHING`);
};

export const activityLogsProjection: Projection = {
  name: 'activity-logs',
  eventTypes: [
    ...serviceRequestEventTypes,
    ...photoEventTypes,
    'ClientRegistered',
    'ClientApproved',
  ],
  tables: ['activity_logs'],
  queryIndexes: ['activity_logs_created_at'],
  migrations: {
    group: 'projection-activity-logs',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch,
};
