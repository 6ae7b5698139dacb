import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { requestStatusSchema } from '@memorial-care/contracts/domain';
import { iso } from '../shared/iso-instant';
import { graveAndCemetery, nameJoins } from './query-parts';

// The visits a calendar feed shows (services/src/calendar-feeds), read like the lists' rows.

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
      ${graveAndCemetery},
      ${iso(sql.fragment`sr.updated_at`)} AS "updatedAt"
    FROM service_requests sr
    ${nameJoins}
    WHERE ${whose}
      AND sr.scheduled_date >= ${at} - make_interval(days => ${daysBack})
      AND sr.scheduled_date < ${at} + make_interval(days => ${daysAhead})
    ORDER BY sr.scheduled_date, sr.id
    LIMIT ${maxVisits}`);
  return [...rows];
};
