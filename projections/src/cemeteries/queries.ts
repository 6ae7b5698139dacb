import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  cemeteryDetailsSchema,
  cemeterySchema,
  publicCemeterySchema,
  type Cemetery,
  type CemeteryDetails,
  type PublicCemetery,
} from '@memorial-care/contracts/http';
import { limits, openVisitStatuses } from '@memorial-care/contracts/domain';
import { iso } from '../shared/iso-instant';

/** Requests that will still happen: listed as a grave's upcoming visits. */
const upcomingVisitStatuses = ['pending', 'scheduled', 'in_progress'] as const;

/** Serbian Latin order: Č and Ć after C, Š after S, Ž after Z. */
const serbianOrder = (column: FragmentSqlToken) => sql.fragment`${column} COLLATE "sr-Latn-x-icu"`;

const containsText = (column: FragmentSqlToken, search: string) =>
  sql.fragment`strpos(lower(${column}), lower(${search})) > 0`;

/**
 * One statement for any number of cemeteries: the grave and request figures come from lateral
 * aggregates over the graves and service-request read models (indexed by cemetery), not N+1.
 */
const selectCemeteries = (where: FragmentSqlToken) => sql.type(cemeterySchema)`
  SELECT
    c.id::text AS "id",
    c.name AS "name",
    c.city AS "city",
    c.region AS "region",
    c.country AS "country",
    c.address AS "address",
    c.contact AS "contact",
    c.phone_email AS "phoneEmail",
    c.phones AS "phones",
    c.emails AS "emails",
    ARRAY(
      SELECT assigned.id::text
      FROM unnest(c.caretaker_ids) WITH ORDINALITY AS assigned(id, ord)
      WHERE EXISTS (SELECT 1 FROM caretakers ct WHERE ct.id = assigned.id)
      ORDER BY assigned.ord
    ) AS "caretakerIds",
    c.preferred_visit_hours AS "preferredVisitHours",
    c.access_notes AS "accessNotes",
    c.latitude AS "latitude",
    c.longitude AS "longitude",
    grave_figures.graves_count::int AS "gravesCount",
    visit_figures.open_count::int AS "openVisitsCount",
    visit_figures.scheduled_count::int AS "scheduledVisitsCount",
    ${iso(sql.fragment`visit_figures.next_visit_at`)} AS "nextVisitAt",
    ${iso(sql.fragment`c.created_at`)} AS "createdAt",
    ${iso(sql.fragment`c.updated_at`)} AS "updatedAt"
  FROM cemeteries c
  CROSS JOIN LATERAL (
    SELECT count(*) AS graves_count FROM graves g WHERE g.cemetery_id = c.id
  ) AS grave_figures
  CROSS JOIN LATERAL (
    SELECT
      count(*) FILTER (WHERE sr.status = ANY(${sql.array(openVisitStatuses, 'text')})) AS open_count,
      count(*) FILTER (WHERE sr.status = 'scheduled') AS scheduled_count,
      -- The spec reads "earliest scheduled date among open visits"; a visit already
      -- scheduled for a later day is the next visit to anyone reading the card, and a
      -- date before today is overdue rather than next.
      min(sr.scheduled_date) FILTER (
        WHERE sr.scheduled_date >= date_trunc('day', now())
      ) AS next_visit_at
    FROM service_requests sr
    WHERE sr.cemetery_id = c.id
      AND sr.status = ANY(${sql.array([...openVisitStatuses, 'scheduled'], 'text')})
  ) AS visit_figures
  WHERE ${where}
  ORDER BY ${serbianOrder(sql.fragment`c.city`)}, ${serbianOrder(sql.fragment`c.name`)}, c.id`;

const searchCondition = (search: string | undefined) =>
  search
    ? sql.fragment`(${containsText(sql.fragment`c.name`, search)}
        OR ${containsText(sql.fragment`c.city`, search)}
        OR ${containsText(sql.fragment`c.region`, search)})`
    : sql.fragment`TRUE`;

const isUuid = (value: string) => z.guid().safeParse(value).success;

/** The whole list (small), sorted by city then name; `search` matches name, city or region. */
export const listCemeteries = async (
  db: CommonQueryMethods,
  { search }: { search?: string } = {},
): Promise<Cemetery[]> => [...(await db.any(selectCemeteries(searchCondition(search))))];

/** What anyone may see: enough to pick a cemetery on the landing page or registration form. */
export const listPublicCemeteries = async (
  db: CommonQueryMethods,
  { search }: { search?: string } = {},
): Promise<PublicCemetery[]> => [
  ...(await db.any(sql.type(publicCemeterySchema)`
    SELECT c.id::text AS "id", c.name AS "name", c.city AS "city", c.region AS "region",
           c.country AS "country"
    FROM cemeteries c
    WHERE ${searchCondition(search)}
    ORDER BY ${serbianOrder(sql.fragment`c.city`)}, ${serbianOrder(sql.fragment`c.name`)}, c.id`)),
];

/** One cemetery with its figures, or null (also for an id that is not a UUID). */
export const getCemetery = async (db: CommonQueryMethods, id: string): Promise<Cemetery | null> =>
  isUuid(id) ? db.maybeOne(selectCemeteries(sql.fragment`c.id = ${id}::uuid`)) : null;

const caretakerNameSchema = cemeteryDetailsSchema.shape.caretakers.element;
const graveDetailsSchema = cemeteryDetailsSchema.shape.graves.element;

/**
 * The details view: the cemetery, its assigned caretakers by name (in assignment order), and
 * each grave with its client and its next visits (future, not completed or cancelled, soonest
 * first, at most two) plus how many more there are.
 */
export const getCemeteryDetails = async (
  db: CommonQueryMethods,
  id: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<CemeteryDetails | null> => {
  const cemetery = await getCemetery(db, id);
  if (!cemetery) return null;
  const shown = limits.cemeteryUpcomingVisitsPerGrave;
  const from = now.toISOString();
  const upcoming = sql.fragment`
    sr.grave_id = g.id
    AND sr.scheduled_date >= ${from}::timestamptz
    AND sr.status = ANY(${sql.array(upcomingVisitStatuses, 'text')})`;
  const [caretakers, graves] = await Promise.all([
    db.any(sql.type(caretakerNameSchema)`
      SELECT ct.id::text AS "id", ct.name AS "name"
      FROM cemeteries c
      CROSS JOIN LATERAL unnest(c.caretaker_ids) WITH ORDINALITY AS assigned(id, ord)
      JOIN caretakers ct ON ct.id = assigned.id
      WHERE c.id = ${id}::uuid
      ORDER BY assigned.ord`),
    db.any(sql.type(graveDetailsSchema)`
      SELECT
        g.id::text AS "id",
        g.deceased_name AS "deceasedName",
        g.grave_number AS "graveNumber",
        cl.name AS "clientName",
        coalesce(next_visits.visits, '[]'::jsonb) AS "upcomingVisits",
        greatest(visit_count.total - ${shown}, 0)::int AS "moreUpcomingVisits"
      FROM graves g
      LEFT JOIN clients cl ON cl.id = g.client_id
      LEFT JOIN LATERAL (
        SELECT jsonb_agg(
          jsonb_build_object(
            'id', soonest.id::text,
            'serviceType', soonest.service_type,
            'status', soonest.status,
            'scheduledDate', ${iso(sql.fragment`soonest.scheduled_date`)}
          ) ORDER BY soonest.scheduled_date, soonest.id) AS visits
        FROM (
          SELECT sr.id, sr.service_type, sr.status, sr.scheduled_date
          FROM service_requests sr
          WHERE ${upcoming}
          ORDER BY sr.scheduled_date, sr.id
          LIMIT ${shown}
        ) AS soonest
      ) AS next_visits ON TRUE
      CROSS JOIN LATERAL (
        SELECT count(*) AS total FROM service_requests sr WHERE ${upcoming}
      ) AS visit_count
      WHERE g.cemetery_id = ${id}::uuid
      ORDER BY ${serbianOrder(sql.fragment`g.deceased_name`)}, g.id`),
  ]);
  return { ...cemetery, caretakers: [...caretakers], graves: [...graves] };
};

/** Equal ignoring case and runs of whitespace (the small table makes an index pointless). */
const sameText = (column: FragmentSqlToken, value: string) =>
  sql.fragment`lower(regexp_replace(${column}, '[[:space:]]+', ' ', 'g')) = lower(regexp_replace(${value}, '[[:space:]]+', ' ', 'g'))`;

/** Another cemetery with the same name in the same city (case-insensitive), if any. */
export const findCemeteryByNameAndCity = async (
  db: CommonQueryMethods,
  { name, city, exceptId }: { name: string; city: string; exceptId?: string },
): Promise<{ id: string } | null> =>
  db.maybeOne(sql.type(z.object({ id: z.string() }))`
    SELECT c.id::text AS "id"
    FROM cemeteries c
    WHERE ${sameText(sql.fragment`c.name`, name)} AND ${sameText(sql.fragment`c.city`, city)}
      ${exceptId ? sql.fragment`AND c.id <> ${exceptId}::uuid` : sql.fragment``}
    LIMIT 1`);

/** Name and city of every cemetery: what an import compares against. */
export const listCemeteryNamesAndCities = async (db: CommonQueryMethods) => [
  ...(await db.any(sql.type(z.object({ name: z.string(), city: z.string() }))`
    SELECT c.name AS "name", c.city AS "city" FROM cemeteries c`)),
];

/** The ids among `ids` that are not in the caretakers read model. */
export const findUnknownCaretakerIds = async (
  db: CommonQueryMethods,
  ids: readonly string[],
): Promise<string[]> => {
  if (ids.length === 0) return [];
  const known = await db.anyFirst(sql.type(z.object({ id: z.string() }))`
    SELECT ct.id::text AS "id" FROM caretakers ct WHERE ct.id = ANY(${sql.array(ids, 'uuid')})`);
  const knownIds = new Set(known);
  return ids.filter((id) => !knownIds.has(id.toLowerCase()));
};

/** The graves that lie in a cemetery: a cemetery with graves is not deleted (they would be orphaned). */
export const countGravesInCemetery = (db: CommonQueryMethods, cemeteryId: string) =>
  db.oneFirst(
    sql.type(z.object({ count: z.number() }))`
      SELECT count(*)::int AS "count" FROM graves WHERE cemetery_id = ${cemeteryId}::uuid`,
  );
