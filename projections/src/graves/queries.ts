import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { graveSchema, type Grave } from '@memorial-care/contracts/http';
import { iso } from '../shared/iso-instant';

/** Requests that will still happen: a grave's next visit is the soonest of them. */
const upcomingStatuses = ['pending', 'scheduled', 'in_progress'];

/** Graves with their client, cemetery and visits, narrowed by `where`. */
const selectGraves = (where: FragmentSqlToken, now: Date) => sql.type(graveSchema)`
    SELECT
      g.id::text AS "id",
      g.client_id::text AS "clientId",
      g.cemetery_id::text AS "cemeteryId",
      g.grave_number AS "graveNumber",
      g.grave_location AS "graveLocation",
      g.deceased_name AS "deceasedName",
      to_char(g.deceased_date_of_birth, 'YYYY-MM-DD') AS "deceasedDateOfBirth",
      to_char(g.deceased_date_of_death, 'YYYY-MM-DD') AS "deceasedDateOfDeath",
      g.notes AS "notes",
      g.important_dates AS "importantDates",
      g.visit_frequency AS "visitFrequency",
      g.preferred_service_type AS "preferredServiceType",
      g.service_notes AS "serviceNotes",
      CASE WHEN cl.id IS NULL THEN NULL
        ELSE jsonb_build_object('id', cl.id::text, 'name', cl.name) END AS "client",
      CASE WHEN ce.id IS NULL THEN NULL
        ELSE jsonb_build_object('id', ce.id::text, 'name', ce.name, 'city', ce.city) END
        AS "cemetery",
      ${iso(sql.fragment`visits.last_visit_at`)} AS "lastVisitAt",
      ${iso(sql.fragment`visits.next_visit_at`)} AS "nextVisitAt",
      ${iso(sql.fragment`g.created_at`)} AS "createdAt",
      ${iso(sql.fragment`g.updated_at`)} AS "updatedAt"
    FROM graves g
    LEFT JOIN clients cl ON cl.id = g.client_id
    LEFT JOIN cemeteries ce ON ce.id = g.cemetery_id
    CROSS JOIN LATERAL (
      SELECT
        max(sr.completed_date) FILTER (WHERE sr.status = 'completed') AS last_visit_at,
        min(sr.scheduled_date) FILTER (
          WHERE sr.status = ANY(${sql.array(upcomingStatuses, 'text')})
            AND sr.scheduled_date >= ${now.toISOString()}::timestamptz
        ) AS next_visit_at
      FROM service_requests sr
      WHERE sr.grave_id = g.id
    ) AS visits
    ${where}
    ORDER BY g.deceased_name COLLATE "sr-Latn-x-icu", g.id`;

/**
 * Graves with their client and cemetery, and their last and next visit from the service
 * requests; all graves, or one client's. Sorted by deceased name (Serbian Latin order).
 */
export const listGraves = async (
  db: CommonQueryMethods,
  { clientId, now = new Date() }: { clientId?: string; now?: Date } = {},
): Promise<Grave[]> => [
  ...(await db.any(
    selectGraves(
      clientId ? sql.fragment`WHERE g.client_id = ${clientId}::uuid` : sql.fragment``,
      now,
    ),
  )),
];

/** One grave as the list shows it, or null when there is none (or it was removed). */
export const getGrave = (
  db: CommonQueryMethods,
  graveId: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<Grave | null> =>
  db.maybeOne(selectGraves(sql.fragment`WHERE g.id = ${graveId}::uuid`, now));

/** Who a grave belongs to, for authorization; null when there is no such grave. */
export const findGraveOwner = (db: CommonQueryMethods, graveId: string) =>
  db.maybeOne(
    sql.type(z.object({ clientId: z.string() }))`
      SELECT client_id::text AS "clientId" FROM graves WHERE id = ${graveId}::uuid`,
  );

/** The service requests of a grave that will still happen (pending, scheduled, in progress). */
export const countOpenRequestsOfGrave = (db: CommonQueryMethods, graveId: string) =>
  db.oneFirst(
    sql.type(z.object({ count: z.number() }))`
      SELECT count(*)::int AS "count" FROM service_requests
      WHERE grave_id = ${graveId}::uuid
        AND status = ANY(${sql.array(upcomingStatuses, 'text')})`,
  );
