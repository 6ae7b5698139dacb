import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import type { RequestStatus } from '@memorial-care/contracts/domain';
import {
  scheduleItemSchema,
  scheduleLimits,
  scheduleSchema,
  type Schedule,
} from '@memorial-care/contracts/http';
import {
  filterConditions,
  graveAndCemetery,
  likePattern,
  nameJoins,
  visitColumns,
  whereOf,
  type ServiceRequestFilter,
} from './query-parts';

const scheduleCountsSchema = scheduleSchema.omit({ items: true, caretaker: true });

/** The schedule's visits and counts; whose working days they are is the caller's to add. */
export type ScheduleVisits = Omit<Schedule, 'caretaker'>;

export interface ScheduleRange {
  /** First and last day shown, `yyyy-MM-dd`, both inclusive, calendar days in `timeZone`. */
  readonly from: string;
  readonly to: string;
  /** IANA name; PostgreSQL knows the same zones (tzdata). */
  readonly timeZone: string;
  /** What "today" and "this week" are relative to. */
  readonly now: Date;
  /** Requests answered at most (scheduleLimits.maxItems unless a test wants fewer). */
  readonly maxItems?: number;
  /** Requests answered at most per day (in `timeZone`), soonest first; none for no limit. */
  readonly perDay?: number;
}

export type ScheduleFilter = Pick<ServiceRequestFilter, 'caretakerId' | 'cemeteryId' | 'search'> & {
  readonly status?: readonly RequestStatus[];
  /**
   * Search the deceased's name and the cemetery's name and city only: a caretaker may not look
   * a family up by name or e-mail (the list's search text holds those too).
   */
  readonly searchPlacesOnly?: boolean;
};

/** The search among the names a caretaker sees (a caretaker's few visits need no index). */
const placeSearch = (search: string) => {
  const pattern = likePattern(search);
  return sql.fragment`(
    EXISTS (SELECT FROM graves g WHERE g.id = sr.grave_id AND g.deceased_name ILIKE ${pattern})
    OR EXISTS (SELECT FROM cemeteries ce
      WHERE ce.id = sr.cemetery_id AND (ce.name ILIKE ${pattern} OR ce.city ILIKE ${pattern})))`;
};

const conditionsOf = ({ searchPlacesOnly, search, ...filter }: ScheduleFilter) =>
  searchPlacesOnly && search
    ? [...filterConditions(filter), placeSearch(search)]
    : filterConditions({ ...filter, search });

/**
 * The instant a day (a `date` expression) begins in the time zone. Compared with the bare
 * `scheduled_date` column, so the range reads its index.
 */
const startOf = (day: FragmentSqlToken, timeZone: string) =>
  sql.fragment`((${day})::timestamp AT TIME ZONE ${timeZone}::text)`;

/** `scheduled_date` within the days `first` … `last` (date expressions, both inclusive). */
const onDays = (first: FragmentSqlToken, last: FragmentSqlToken, timeZone: string) =>
  sql.fragment`sr.scheduled_date >= ${startOf(first, timeZone)}
    AND sr.scheduled_date < ${startOf(sql.fragment`(${last}) + 1`, timeZone)}`;

/**
 * The range's requests as rows, soonest first. With `perDay`, each day's first ones only: the
 * rows of the range are numbered per day (the range scan reads them all for the counts anyway,
 * a month's few thousand are numbered in a few milliseconds).
 */
const visitRows = (
  inRange: FragmentSqlToken,
  { timeZone, maxItems, perDay }: Pick<ScheduleRange, 'timeZone' | 'maxItems' | 'perDay'>,
) => {
  const columns = sql.fragment`sr.id, sr.status, sr.priority, sr.service_type, sr.scheduled_date,
    sr.completed_date, sr.caretaker_id, sr.client_id, sr.guest_name, sr.grave_id,
    sr.cemetery_id, sr.version`;
  if (perDay === undefined)
    return sql.fragment`SELECT ${columns} FROM service_requests sr ${inRange}
      ORDER BY sr.scheduled_date, sr.id LIMIT ${maxItems ?? scheduleLimits.maxItems}`;
  return sql.fragment`SELECT * FROM (
      SELECT ${columns}, row_number() OVER (
        PARTITION BY (sr.scheduled_date AT TIME ZONE ${timeZone}::text)::date
        ORDER BY sr.scheduled_date, sr.id) AS day_rank
      FROM service_requests sr ${inRange}
    ) AS ranked
    WHERE day_rank <= ${perDay}
    ORDER BY scheduled_date, id LIMIT ${maxItems ?? scheduleLimits.maxItems}`;
};

/**
 * The Schedule screen: the requests scheduled on the range's days (soonest first, at most
 * `maxItems`, and at most `perDay` a day when given), how many there are in all and per day, and the summary cards — today and this
 * week (Monday to Sunday) around `now`, pending and completed in the range. The filters apply
 * to all of it; unscheduled requests are on no day. Two statements side by side: the items as
 * rows (building hundreds of them as JSON in the database costs more than the query), the counts
 * in one row.
 */
export const findSchedule = async (
  db: CommonQueryMethods,
  filter: ScheduleFilter,
  { from, to, timeZone, now, maxItems, perDay }: ScheduleRange,
): Promise<ScheduleVisits> => {
  const conditions = conditionsOf(filter);
  const inRange = whereOf([
    ...conditions,
    onDays(sql.fragment`${from}::date`, sql.fragment`${to}::date`, timeZone),
  ]);
  const today = sql.fragment`(${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}::text)::date`;
  const monday = sql.fragment`${today} - (extract(isodow FROM ${today})::int - 1)`;
  const thisWeek = whereOf([...conditions, onDays(monday, sql.fragment`${monday} + 6`, timeZone)]);
  const [items, counts] = await Promise.all([
    db.any(sql.type(scheduleItemSchema)`
      SELECT
        sr.id::text AS "id",
        ${visitColumns},
        ct.name AS "caretakerName",
        coalesce(cl.name, sr.guest_name) AS "clientName",
        ${graveAndCemetery},
        sr.version::int AS "version"
      FROM (${visitRows(inRange, { timeZone, maxItems, perDay })}) AS sr
      ${nameJoins}
      ORDER BY sr.scheduled_date, sr.id`),
    db.one(sql.type(scheduleCountsSchema)`
      WITH in_range AS (
        SELECT sr.status, (sr.scheduled_date AT TIME ZONE ${timeZone}::text)::date AS day
        FROM service_requests sr
        ${inRange}
      ),
      totals AS (
        SELECT
          count(*)::int AS "total",
          count(*) FILTER (WHERE status = 'pending')::int AS "pending",
          count(*) FILTER (WHERE status = 'completed')::int AS "completed"
        FROM in_range
      ),
      days AS (SELECT day, count(*)::int AS count FROM in_range GROUP BY day),
      week AS (
        SELECT
          count(*)::int AS "thisWeek",
          count(*) FILTER (WHERE ${onDays(today, today, timeZone)})::int AS "today"
        FROM service_requests sr
        ${thisWeek}
      )
      SELECT
        totals."total",
        coalesce((SELECT json_agg(json_build_object(
            'date', to_char(day, 'YYYY-MM-DD'), 'count', count) ORDER BY day) FROM days),
          '[]') AS "days",
        json_build_object(
          'today', week."today",
          'thisWeek', week."thisWeek",
          'pending', totals."pending",
          'completed', totals."completed"
        ) AS "summary"
      FROM totals, week`),
  ]);
  return { items: [...items], ...counts };
};
