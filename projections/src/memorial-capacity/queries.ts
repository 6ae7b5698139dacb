import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  dayCapacity,
  serviceTimeZone,
  type BusyMemorialDayKind,
  type DayCapacity,
} from '@memorial-care/contracts/domain';
import type { CityCapacity, MemorialDayCapacity } from '@memorial-care/contracts/http';

// How full the busy memorial days are: visits booked at each cemetery against the caretakers
// who can work there that day, read from the service-request, cemetery and caretaker models.

const loadRowSchema = z.object({
  level: z.enum(['cemetery', 'city', 'day']),
  date: z.string(),
  city: z.string().nullable(),
  cemeteryId: z.string().nullable(),
  name: z.string().nullable(),
  booked: z.number().int(),
  caretakersAvailable: z.number().int(),
});
type LoadRow = z.infer<typeof loadRowSchema>;

/**
 * One statement for any number of days and cemeteries. A visit counts on its day in Serbia
 * unless cancelled. A caretaker can work at a cemetery when active and either assigned to it or
 * living in its region or city (a caretaker's region is a city, spec part 1), and on a day that
 * is one of their weekdays (none named: every day) and not a holiday. Grouping sets answer each
 * cemetery, each city and each day, counting a caretaker once per city and per day however many
 * cemeteries they serve.
 */
const loadRows = async (
  db: CommonQueryMethods,
  dates: readonly string[],
  cemeteryId?: string,
): Promise<readonly LoadRow[]> => {
  if (dates.length === 0) return [];
  const onlyCemetery = (column: FragmentSqlToken) =>
    cemeteryId ? sql.fragment`AND ${column} = ${cemeteryId}::uuid` : sql.fragment``;
  const zone = sql.fragment`${serviceTimeZone}::text`;
  return db.any(sql.type(loadRowSchema)`
    WITH days AS (
      SELECT
        given.day,
        given.day::timestamp AT TIME ZONE ${zone} AS starts_at,
        (given.day + 1)::timestamp AT TIME ZONE ${zone} AS ends_at,
        to_char(given.day, 'FMDay') AS weekday
      FROM (SELECT DISTINCT unnest(${sql.array(dates, 'date')}) AS day) AS given
    ),
    booked AS (
      SELECT d.day, sr.cemetery_id, NULL::uuid AS caretaker_id, count(*) AS visits
      FROM days d
      JOIN service_requests sr
        ON sr.scheduled_date >= d.starts_at AND sr.scheduled_date < d.ends_at
      WHERE sr.status <> 'cancelled'
        AND sr.cemetery_id IS NOT NULL
        ${onlyCemetery(sql.fragment`sr.cemetery_id`)}
      GROUP BY d.day, sr.cemetery_id
    ),
    available AS (
      SELECT d.day, c.id AS cemetery_id, ct.id AS caretaker_id, 0 AS visits
      FROM days d
      CROSS JOIN cemeteries c
      JOIN caretakers ct
        ON ct.is_active
        AND (
          ct.id = ANY(c.caretaker_ids)
          OR lower(btrim(ct.region)) IN (lower(btrim(c.region)), lower(btrim(c.city)))
        )
      WHERE NOT (d.day = ANY(ct.holiday_dates))
        AND (
          cardinality(ct.preferred_visit_days) = 0
          OR EXISTS (
            SELECT 1 FROM unnest(ct.preferred_visit_days) AS preferred(weekday)
            WHERE lower(btrim(preferred.weekday)) = lower(d.weekday)
          )
        )
        ${onlyCemetery(sql.fragment`c.id`)}
    ),
    load AS (
      SELECT * FROM booked
      UNION ALL
      SELECT * FROM available
    )
    SELECT
      CASE GROUPING(c.city, c.id)
        WHEN 0 THEN 'cemetery'
        WHEN 1 THEN 'city'
        ELSE 'day'
      END AS "level",
      to_char(load.day, 'YYYY-MM-DD') AS "date",
      c.city AS "city",
      c.id::text AS "cemeteryId",
      c.name AS "name",
      coalesce(sum(load.visits), 0)::int AS "booked",
      count(DISTINCT load.caretaker_id)::int AS "caretakersAvailable"
    FROM load
    JOIN cemeteries c ON c.id = load.cemetery_id
    GROUP BY GROUPING SETS ((load.day, c.city, c.id, c.name), (load.day, c.city), (load.day))
    ORDER BY
      load.day,
      c.city COLLATE "sr-Latn-x-icu" NULLS FIRST,
      c.name COLLATE "sr-Latn-x-icu" NULLS FIRST,
      c.id NULLS FIRST`);
};

const noLoad = { booked: 0, caretakersAvailable: 0 };
const figures = ({ booked, caretakersAvailable }: LoadRow): DayCapacity =>
  dayCapacity({ booked, caretakersAvailable });

/**
 * The capacity of each given day (in the order given): totals, and per city (by name) each
 * cemetery with bookings or caretakers that day.
 */
export async function memorialDaysCapacity(
  db: CommonQueryMethods,
  days: readonly { readonly date: string; readonly kind: BusyMemorialDayKind }[],
): Promise<MemorialDayCapacity[]> {
  const rows = await loadRows(
    db,
    days.map(({ date }) => date),
  );
  const totals = new Map<string, DayCapacity>();
  const cities = new Map<string, CityCapacity[]>();
  for (const row of rows) {
    if (row.level === 'day') totals.set(row.date, figures(row));
    else if (row.level === 'city') {
      const ofDay = cities.get(row.date) ?? [];
      ofDay.push({ city: row.city ?? '', ...figures(row), cemeteries: [] });
      cities.set(row.date, ofDay);
    } else {
      // The city's own row comes first (NULLS FIRST): its cemeteries follow it.
      cities
        .get(row.date)
        ?.at(-1)
        ?.cemeteries.push({
          cemeteryId: row.cemeteryId ?? '',
          name: row.name ?? '',
          ...figures(row),
        });
    }
  }
  return days.map(({ date, kind }) => ({
    date,
    kind,
    totals: totals.get(date) ?? dayCapacity(noLoad),
    cities: cities.get(date) ?? [],
  }));
}

/** One cemetery's capacity on one day (yyyy-MM-dd): what an order for that day checks. */
export async function cemeteryDayCapacity(
  db: CommonQueryMethods,
  { cemeteryId, date }: { readonly cemeteryId: string; readonly date: string },
): Promise<DayCapacity> {
  const rows = await loadRows(db, [date], cemeteryId);
  const day = rows.find((row) => row.level === 'day');
  return day ? figures(day) : dayCapacity(noLoad);
}
