import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  projectionSkipEventSchema,
  projectionSkipEventTypes,
} from '@memorial-care/contracts/events';
import { controlChannel } from '../runner/locks';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared/rows-as-jsonb';

const skipRows = (events: readonly RecordedEvent[]) =>
  events.map((event) => {
    const { data } = projectionSkipEventSchema.parse({ type: event.type, data: event.data });
    return {
      projection: data.projection,
      eventId: data.eventId,
      eventType: data.eventType,
      commit: data.position.commit,
      prepare: data.position.prepare,
      reason: data.reason,
      error: data.error,
      skippedBy: event.metadata?.userId ?? null,
      role: event.metadata?.role ?? null,
      at: event.metadata?.occurredAt ?? event.createdAt.toISOString(),
      skipEventId: event.id,
    };
  });

/**
 * Records the skips, and in the same transaction resumes a projection paused on a skipped
 * event (waking its runner on commit). Doing both here, rather than in the route, means the
 * runner can never retry the event before the skip is visible to it, whichever process runs
 * which projection, and a skip whose answer was lost still takes effect.
 */
const applyBatch = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => {
  const rows = rowsAsJsonb(skipRows(events));
  await tx.query(sql.unsafe`
    INSERT INTO projection_skips (projection_name, event_id, event_type, commit_position,
      prepare_position, reason, error, skipped_by, skipped_by_role, skipped_at, skip_event_id)
    SELECT r.projection, r."eventId", r."eventType", r.commit, r.prepare, r.reason, r.error,
           r."skippedBy", r.role, r.at, r."skipEventId"
    FROM jsonb_to_recordset(${rows}) AS r(
      projection text, "eventId" uuid, "eventType" text, commit numeric, prepare numeric,
      reason text, error text, "skippedBy" uuid, role text, at timestamptz, "skipEventId" uuid)
    ON CONFLICT (projection_name, event_id) DO NOTHING`);
  await tx.query(sql.unsafe`
    WITH resumed AS (
      UPDATE projection_checkpoints c
      SET status = 'running', error_message = NULL, error_event_id = NULL,
          error_event_type = NULL, error_commit_position = NULL, error_prepare_position = NULL,
          error_at = NULL, updated_at = now()
      FROM jsonb_to_recordset(${rows}) AS r(projection text, "eventId" uuid)
      WHERE c.name = r.projection AND c.status = 'paused' AND c.error_event_id = r."eventId"
      RETURNING c.name
    )
    SELECT pg_notify(${controlChannel}, name) FROM resumed`);
};

/** First in the list of projections, so that `rebuild --all` restores the skips before the rest. */
export const projectionSkipsProjection: Projection = {
  name: 'projection-skips',
  eventTypes: projectionSkipEventTypes,
  tables: ['projection_skips'],
  migrations: {
    group: 'projection-skips',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch,
};
