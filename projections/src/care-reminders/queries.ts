import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { reminderDaysBeforeLimits } from '@memorial-care/contracts/domain';
import { importantDatesSchema, visitFrequencySchema } from '@memorial-care/contracts/events';

export const reminderCandidateSchema = z.object({
  graveId: z.string(),
  clientId: z.string(),
  reminderDaysBefore: z.number(),
  importantDates: importantDatesSchema,
  visitFrequency: visitFrequencySchema.nullable(),
  deceasedDateOfBirth: z.string().nullable(),
  deceasedDateOfDeath: z.string().nullable(),
});
export type ReminderCandidate = z.infer<typeof reminderCandidateSchema>;

/**
 * Graves whose family wants reminders (their setting, or the default, is above 0) and that
 * wish for care on some day, by id after `after` (keyset pages). Graves under a scheduled or
 * recurring plan are left out: their plan books each occasion by itself.
 */
export const listReminderCandidates = async (
  db: CommonQueryMethods,
  { after, limit }: { readonly after: string | null; readonly limit: number },
): Promise<ReminderCandidate[]> => [
  ...(await db.any(sql.type(reminderCandidateSchema)`
    SELECT
      g.id::text AS "graveId",
      g.client_id::text AS "clientId",
      coalesce(c.reminder_days_before, ${reminderDaysBeforeLimits.default}::int)
        AS "reminderDaysBefore",
      g.important_dates AS "importantDates",
      g.visit_frequency AS "visitFrequency",
      to_char(g.deceased_date_of_birth, 'YYYY-MM-DD') AS "deceasedDateOfBirth",
      to_char(g.deceased_date_of_death, 'YYYY-MM-DD') AS "deceasedDateOfDeath"
    FROM graves g
    JOIN clients c ON c.id = g.client_id
    WHERE (${after}::uuid IS NULL OR g.id > ${after}::uuid)
      AND coalesce(c.reminder_days_before, ${reminderDaysBeforeLimits.default}::int) > 0
      AND g.visit_frequency IS DISTINCT FROM 'scheduled'
      AND g.visit_frequency IS DISTINCT FROM 'recurring'
      AND (
        (g.important_dates->>'deathAnniversary')::boolean
        OR (g.important_dates->>'birthday')::boolean
        OR (g.important_dates->>'easter')::boolean
        OR (g.important_dates->>'christmas')::boolean
        OR (g.important_dates->>'zadusnice')::boolean
        OR jsonb_typeof(g.important_dates->'slava') = 'object'
        OR jsonb_typeof(g.important_dates->'other') = 'object'
      )
    ORDER BY g.id
    LIMIT ${limit}`)),
];

export interface GraveOccasion {
  readonly graveId: string;
  readonly occasionKey: string;
}

/**
 * Of these occasions, the ones not to remind of: already reminded, booked (a request for the
 * grave's occasion that is not cancelled), or skipped by the family in the grave's care plan.
 * Answers `<graveId>/<occasionKey>` strings.
 */
export const settledOccasions = async (
  db: CommonQueryMethods,
  occasions: readonly GraveOccasion[],
): Promise<Set<string>> => {
  if (occasions.length === 0) return new Set();
  const rows = await db.any(sql.type(z.object({ settled: z.string() }))`
    SELECT o.grave_id::text || '/' || o.occasion_key AS "settled"
    FROM unnest(
      ${sql.array(
        occasions.map((o) => o.graveId),
        'uuid',
      )},
      ${sql.array(
        occasions.map((o) => o.occasionKey),
        'text',
      )}
    ) AS o(grave_id, occasion_key)
    WHERE EXISTS (
        SELECT 1 FROM care_reminders r
        WHERE r.grave_id = o.grave_id AND r.occasion_key = o.occasion_key)
      OR EXISTS (
        SELECT 1 FROM service_requests sr
        WHERE sr.grave_id = o.grave_id AND sr.occasion_key = o.occasion_key
          AND sr.status <> 'cancelled')
      OR EXISTS (
        SELECT 1 FROM grave_skipped_occasions s
        WHERE s.grave_id = o.grave_id AND s.occasion_key = o.occasion_key AND s.skipped)`);
  return new Set(rows.map((row) => row.settled));
};

export const settledOccasionId = (occasion: GraveOccasion) =>
  `${occasion.graveId}/${occasion.occasionKey}`;
