import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** The ids of the events an admin skipped for this projection (a handful at most, usually none). */
export const skippedEventIds = async (db: CommonQueryMethods, projection: string) =>
  new Set(
    await db.anyFirst(sql.type(z.object({ id: z.string() }))`
      SELECT event_id::text AS id FROM projection_skips WHERE projection_name = ${projection}`),
  );

const skipKeyRow = z.object({ projection: z.string(), id: z.string() });

/** The skipped event ids of every projection, read once per page of `$all` by the consumer. */
export const skippedEventIdsByProjection = async (db: CommonQueryMethods) => {
  const rows = await db.any(sql.type(skipKeyRow)`
    SELECT projection_name AS projection, event_id::text AS id FROM projection_skips`);
  const byProjection = new Map<string, Set<string>>();
  for (const { projection, id } of rows)
    byProjection.set(projection, (byProjection.get(projection) ?? new Set()).add(id));
  return byProjection;
};

const skipRow = z.object({
  projection: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  commitPosition: z.string(),
  preparePosition: z.string(),
  reason: z.string(),
  error: z.string(),
  skippedBy: z.string().nullable(),
  skippedByEmail: z.string().nullable(),
  skippedAt: z.string(),
});

export interface ProjectionSkipView {
  readonly eventId: string;
  readonly eventType: string;
  readonly position: { readonly commit: string; readonly prepare: string };
  readonly reason: string;
  /** The error the projection was paused with. */
  readonly error: string;
  readonly skippedBy: { readonly userId: string | null; readonly email: string | null };
  readonly skippedAt: string;
}

/** Every skip, per projection name, oldest first (with the admin's email while they exist). */
export const listProjectionSkips = async (
  db: CommonQueryMethods,
): Promise<Map<string, ProjectionSkipView[]>> => {
  const rows = await db.any(sql.type(skipRow)`
    SELECT s.projection_name AS projection, s.event_id::text AS "eventId",
           s.event_type AS "eventType", s.commit_position::text AS "commitPosition",
           s.prepare_position::text AS "preparePosition", s.reason, s.error,
           s.skipped_by::text AS "skippedBy", u.email AS "skippedByEmail",
           to_char(s.skipped_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "skippedAt"
    FROM projection_skips s LEFT JOIN users u ON u.id = s.skipped_by
    ORDER BY s.skipped_at, s.event_id`);
  const byProjection = new Map<string, ProjectionSkipView[]>();
  for (const row of rows) {
    const list = byProjection.get(row.projection) ?? [];
    list.push({
      eventId: row.eventId,
      eventType: row.eventType,
      position: { commit: row.commitPosition, prepare: row.preparePosition },
      reason: row.reason,
      error: row.error,
      skippedBy: { userId: row.skippedBy, email: row.skippedByEmail },
      skippedAt: row.skippedAt,
    });
    byProjection.set(row.projection, list);
  }
  return byProjection;
};
