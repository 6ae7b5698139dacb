import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { serviceTimeZone } from '@memorial-care/contracts/domain';

const visitCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  preferredVisitDays: z.array(z.string()),
  holidayDates: z.array(z.string()),
  /** Requests (not cancelled) scheduled for them on that day, in Serbia. */
  visitsThatDay: z.number(),
});
export type VisitCandidate = z.infer<typeof visitCandidateSchema>;

/**
 * The active caretakers assigned to a cemetery, in the cemetery's order, with their working
 * days and how many visits they have on `date` (yyyy-MM-dd, in Serbia): whom a visit there that
 * day may go to. Whether they work that day is the availability rule's to say. `notCounting`:
 * requests the caller counts itself (ones it just created, which the read model may not have).
 */
export const listVisitCandidates = async (
  db: CommonQueryMethods,
  {
    cemeteryId,
    date,
    notCounting = [],
  }: {
    readonly cemeteryId: string;
    readonly date: string;
    readonly notCounting?: readonly string[];
  },
): Promise<VisitCandidate[]> => [
  ...(await db.any(sql.type(visitCandidateSchema)`
    SELECT
      ct.id::text AS "id",
      ct.name AS "name",
      ct.preferred_visit_days AS "preferredVisitDays",
      ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM unnest(ct.holiday_dates) AS day)
        AS "holidayDates",
      (SELECT count(*)::int FROM service_requests sr
        WHERE sr.caretaker_id = ct.id AND sr.status <> 'cancelled'
          AND sr.id <> ALL(${sql.array(notCounting, 'uuid')})
          AND sr.scheduled_date >= (${date}::date)::timestamp AT TIME ZONE ${serviceTimeZone}
          AND sr.scheduled_date < (${date}::date + 1)::timestamp AT TIME ZONE ${serviceTimeZone})
        AS "visitsThatDay"
    FROM cemeteries c
    CROSS JOIN LATERAL unnest(c.caretaker_ids) WITH ORDINALITY AS assigned(id, ord)
    JOIN caretakers ct ON ct.id = assigned.id
    WHERE c.id = ${cemeteryId}::uuid AND ct.is_active
    ORDER BY assigned.ord`)),
];
