import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { defaultPreferredLanguage } from '@memorial-care/contracts/domain';
import {
  caretakerSchema,
  scheduleCaretakerSchema,
  type Caretaker,
  type ScheduleCaretaker,
} from '@memorial-care/contracts/http';
import { iso } from '../shared/iso-instant';

/**
 * Every caretaker, by name (Serbian Latin order): a small list, sent whole. Each carries the
 * counts of the service requests assigned to it (total, active = pending/scheduled/in_progress,
 * done = completed), read from the service-request read model.
 */
export const listCaretakers = async (db: CommonQueryMethods): Promise<Caretaker[]> => [
  ...(await db.any(sql.type(caretakerSchema)`
    SELECT
      ct.id::text AS "id",
      ct.name AS "name",
      ct.email AS "email",
      ct.phone AS "phone",
      ct.region AS "region",
      ct.is_active AS "isActive",
      ct.preferred_visit_days AS "preferredVisitDays",
      ct.per_visit_rate::text AS "perVisitRate",
      ct.preferred_payment_method AS "preferredPaymentMethod",
      ct.bank_details AS "bankDetails",
      ct.payment_status AS "paymentStatus",
      ${holidayDates} AS "holidayDates",
      coalesce(ct.preferred_language, ${defaultPreferredLanguage}) AS "preferredLanguage",
      ${iso(sql.fragment`ct.created_at`)} AS "createdAt",
      ${iso(sql.fragment`ct.updated_at`)} AS "updatedAt",
      json_build_object(
        'total', coalesce(counts.total, 0),
        'active', coalesce(counts.active, 0),
        'done', coalesce(counts.done, 0)
      ) AS "requestCounts"
    FROM caretakers ct
    LEFT JOIN (
      SELECT
        sr.caretaker_id,
        count(*)::int AS total,
        (count(*) FILTER (WHERE sr.status IN ('pending', 'scheduled', 'in_progress')))::int AS active,
        (count(*) FILTER (WHERE sr.status = 'completed'))::int AS done
      FROM service_requests sr
      WHERE sr.caretaker_id IS NOT NULL
      GROUP BY sr.caretaker_id
    ) counts ON counts.caretaker_id = ct.id
    ORDER BY ct.name COLLATE "sr-Latn-x-icu", ct.id`)),
];

/** The holidays, oldest first, as yyyy-MM-dd. */
const holidayDates = sql.fragment`ARRAY(
  SELECT to_char(day, 'YYYY-MM-DD') FROM unnest(ct.holiday_dates) AS day ORDER BY day
)`;

/**
 * One caretaker's working days (their weekdays and holidays) with their name, for the schedule
 * to shade the days they do not work; null when there is no such caretaker.
 */
export const findCaretakerWorkingDays = async (
  db: CommonQueryMethods,
  id: string,
): Promise<ScheduleCaretaker | null> =>
  db.maybeOne(sql.type(scheduleCaretakerSchema)`
    SELECT
      ct.id::text AS "id",
      ct.name AS "name",
      ct.preferred_visit_days AS "preferredVisitDays",
      ${holidayDates} AS "holidayDates"
    FROM caretakers ct
    WHERE ct.id = ${id}::uuid`);

/** One caretaker as the list shows it, or null. */
export const getCaretaker = async (db: CommonQueryMethods, id: string): Promise<Caretaker | null> =>
  (await listCaretakers(db)).find((caretaker) => caretaker.id === id) ?? null;

/** Another caretaker with this email (case-insensitive), for the "email is unique" rule. */
export const findCaretakerByEmail = async (
  db: CommonQueryMethods,
  { email, exceptId }: { email: string; exceptId?: string },
): Promise<{ id: string; name: string } | null> =>
  db.maybeOne(sql.type(z.object({ id: z.string(), name: z.string() }))`
    SELECT id::text AS "id", name AS "name"
    FROM caretakers
    WHERE lower(email) = lower(${email})
      ${exceptId ? sql.fragment`AND id <> ${exceptId}::uuid` : sql.fragment``}
    LIMIT 1`);

/** How many requests assigned to the caretaker are still open (pending, scheduled, in progress). */
export const countOpenRequestsOfCaretaker = async (
  db: CommonQueryMethods,
  caretakerId: string,
): Promise<number> =>
  db.oneFirst(sql.type(z.object({ count: z.number() }))`
    SELECT count(*)::int AS "count"
    FROM service_requests
    WHERE caretaker_id = ${caretakerId}::uuid
      AND status IN ('pending', 'scheduled', 'in_progress')`);
