import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { requestStatusSchema } from '@memorial-care/contracts/domain';
import { calendarFeedRoleSchema } from '@memorial-care/contracts/events';

/** timestamptz as an ISO-8601 UTC string, like `Date.prototype.toISOString`. */
const iso = (column: FragmentSqlToken) =>
  sql.fragment`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const issuedFeedSchema = z.object({
  feedId: z.string(),
  userId: z.string(),
  role: calendarFeedRoleSchema,
  caretakerId: z.string().nullable(),
  clientId: z.string().nullable(),
  /** ISO instant. */
  issuedAt: z.string(),
});
export type IssuedCalendarFeed = z.infer<typeof issuedFeedSchema>;

const feedColumns = sql.fragment`
  f.feed_id::text AS "feedId", f.id::text AS "userId", f.role AS "role",
  f.caretaker_id::text AS "caretakerId", f.client_id::text AS "clientId",
  ${iso(sql.fragment`f.updated_at`)} AS "issuedAt"`;

/** The user's current feed; null before their first. */
export const findCalendarFeedOfUser = (
  db: CommonQueryMethods,
  userId: string,
): Promise<IssuedCalendarFeed | null> =>
  db.maybeOne(sql.type(issuedFeedSchema)`
    SELECT ${feedColumns} FROM calendar_feeds f WHERE f.id = ${userId}::uuid`);

/**
 * The feed a URL names, while its account may still sign in and is still linked to the record
 * the feed was issued for (an account moved to another caretaker or client must not keep
 * reading the old one's visits); null otherwise, and for a feed id that is nobody's current one.
 */
export const findCalendarFeed = (
  db: CommonQueryMethods,
  feedId: string,
): Promise<IssuedCalendarFeed | null> =>
  db.maybeOne(sql.type(issuedFeedSchema)`
    SELECT ${feedColumns}
    FROM calendar_feeds f
    JOIN users u ON u.id = f.id AND u.disabled_reason IS NULL AND u.role = f.role
    WHERE f.feed_id = ${feedId}::uuid
      AND (u.caretaker_id = f.caretaker_id OR u.client_id = f.client_id)`);

export const calendarVisitSchema = z.object({
  id: z.string(),
  /** The request's stream revision: bumped by every change, the event's SEQUENCE. */
  version: z.number().int(),
  serviceType: z.string(),
  status: requestStatusSchema,
  /** ISO instant. */
  scheduledDate: z.string(),
  specialInstructions: z.string().nullable(),
  caretakerName: z.string().nullable(),
  grave: z.object({ deceasedName: z.string(), graveNumber: z.string().nullable() }).nullable(),
  cemetery: z.object({ name: z.string(), city: z.string() }).nullable(),
  /** ISO instant of the last change. */
  updatedAt: z.string(),
});
/**
 * What a calendar shows of a visit: no money and no family contact details, for anyone (a
 * caretaker's feed must not carry them, and a family's needs neither).
 */
export type CalendarVisit = z.infer<typeof calendarVisitSchema>;

export interface CalendarVisitWindow {
  readonly now: Date;
  readonly daysBack: number;
  readonly daysAhead: number;
  readonly maxVisits: number;
}

/** Whose visits: a caretaker's assigned ones, or the ones a client requested. */
export type CalendarVisitOwner = { readonly caretakerId: string } | { readonly clientId: string };

/** The owner's scheduled visits from `daysBack` days before `now` to `daysAhead` after, soonest first. */
export const listCalendarVisits = async (
  db: CommonQueryMethods,
  owner: CalendarVisitOwner,
  { now, daysBack, daysAhead, maxVisits }: CalendarVisitWindow,
): Promise<CalendarVisit[]> => {
  const whose =
    'caretakerId' in owner
      ? sql.fragment`sr.caretaker_id = ${owner.caretakerId}::uuid`
      : sql.fragment`sr.client_id = ${owner.clientId}::uuid`;
  const at = sql.fragment`${now.toISOString()}::timestamptz`;
  const rows = await db.any(sql.type(calendarVisitSchema)`
    SELECT
      sr.id::text AS "id",
      sr.version::int AS "version",
      sr.service_type AS "serviceType",
      sr.status AS "status",
      ${iso(sql.fragment`sr.scheduled_date`)} AS "scheduledDate",
      sr.special_instructions AS "specialInstructions",
      ct.name AS "caretakerName",
      CASE WHEN g.id IS NULL THEN NULL ELSE jsonb_build_object(
        'deceasedName', g.deceased_name, 'graveNumber', g.grave_number) END AS "grave",
      CASE WHEN ce.id IS NULL THEN NULL ELSE jsonb_build_object(
        'name', ce.name, 'city', ce.city) END AS "cemetery",
      ${iso(sql.fragment`sr.updated_at`)} AS "updatedAt"
    FROM service_requests sr
    LEFT JOIN caretakers ct ON ct.id = sr.caretaker_id
    LEFT JOIN graves g ON g.id = sr.grave_id
    LEFT JOIN cemeteries ce ON ce.id = coalesce(sr.cemetery_id, g.cemetery_id)
    WHERE ${whose}
      AND sr.scheduled_date >= ${at} - make_interval(days => ${daysBack})
      AND sr.scheduled_date < ${at} + make_interval(days => ${daysAhead})
    ORDER BY sr.scheduled_date, sr.id
    LIMIT ${maxVisits}`);
  return [...rows];
};
