import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { serviceTimeZone } from '@memorial-care/contracts/domain';

// The visits booked ahead of the Orthodox memorial days (GET /api/cultural-events/upcoming).

const windowCountSchema = z.object({ date: z.string(), requests: z.number().int() });

/**
 * For each day (yyyy-MM-dd), the requests not cancelled scheduled in the `windowDays` days up to
 * and including it, counted in Serbian time: one statement for all the days.
 */
export async function requestsInDayWindows(
  db: CommonQueryMethods,
  dates: readonly string[],
  windowDays: number,
): Promise<ReadonlyMap<string, number>> {
  if (dates.length === 0) return new Map();
  const zone = sql.fragment`${serviceTimeZone}::text`;
  const rows = await db.any(sql.type(windowCountSchema)`
    SELECT to_char(given.day, 'YYYY-MM-DD') AS "date", count(sr.id)::int AS "requests"
    FROM (SELECT DISTINCT unnest(${sql.array(dates, 'date')}) AS day) AS given
    LEFT JOIN service_requests sr
      ON sr.status <> 'cancelled'
      AND sr.scheduled_date >= (given.day - ${windowDays - 1}::int)::timestamp AT TIME ZONE ${zone}
      AND sr.scheduled_date < (given.day + 1)::timestamp AT TIME ZONE ${zone}
    GROUP BY given.day`);
  return new Map(rows.map((row) => [row.date, row.requests]));
}
