import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { requestStatusSchema } from '@memorial-care/contracts/domain';
import {
  graveServiceTypeSchema,
  importantDatesSchema,
  visitFrequencySchema,
} from '@memorial-care/contracts/events';

// What a grave's care plan adds to its wishes: paused or not, the occasions skipped, and the
// requests booked for its occasions (service_requests.occasion_key; a cancelled one books none).

const bookingSchema = z.object({
  occasionKey: z.string(),
  requestId: z.string(),
  status: requestStatusSchema,
});
export type CareOccasionBooking = z.infer<typeof bookingSchema>;

const carePlanFactsSchema = z.object({
  paused: z.boolean(),
  skipped: z.array(z.string()),
  bookings: z.array(bookingSchema),
});
export type CarePlanFacts = z.infer<typeof carePlanFactsSchema>;

const skippedKeys = (grave: string) => sql.fragment`ARRAY(
  SELECT s.occasion_key FROM grave_skipped_occasions s
  WHERE s.grave_id = ${sql.identifier([grave])}.id AND s.skipped ORDER BY s.occasion_key)`;

/** The earliest request still booked for each occasion of the grave. */
const bookings = (grave: string) => sql.fragment`coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'occasionKey', b.occasion_key, 'requestId', b.id::text, 'status', b.status)
    ORDER BY b.occasion_key)
  FROM (
    SELECT DISTINCT ON (sr.occasion_key) sr.occasion_key, sr.id, sr.status
    FROM service_requests sr
    WHERE sr.grave_id = ${sql.identifier([grave])}.id
      AND sr.occasion_key IS NOT NULL AND sr.status <> 'cancelled'
    ORDER BY sr.occasion_key, sr.created_at, sr.id
  ) b), '[]'::jsonb)`;

/** The grave's care-plan facts; null when there is no such grave. */
export const getCarePlanFacts = (
  db: CommonQueryMethods,
  graveId: string,
): Promise<CarePlanFacts | null> =>
  db.maybeOne(sql.type(carePlanFactsSchema)`
    SELECT
      g.care_plan_paused AS "paused",
      ${skippedKeys('g')} AS "skipped",
      ${bookings('g')} AS "bookings"
    FROM graves g
    WHERE g.id = ${graveId}::uuid`);

const dateText = (column: string) =>
  sql.fragment`to_char(${sql.identifier(['g', column])}, 'YYYY-MM-DD')`;

const plannedGraveSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  cemeteryId: z.string().nullable(),
  importantDates: importantDatesSchema,
  visitFrequency: visitFrequencySchema.nullable(),
  deceasedDateOfBirth: z.string().nullable(),
  deceasedDateOfDeath: z.string().nullable(),
  preferredServiceType: graveServiceTypeSchema.nullable(),
  serviceNotes: z.string().nullable(),
  skipped: z.array(z.string()),
  booked: z.array(z.string()),
});
export type PlannedGrave = z.infer<typeof plannedGraveSchema>;

/**
 * One page (by id) of the graves whose plan creates requests by itself (scheduled or recurring
 * care) and is not paused, with their wishes, skipped occasions and occasions already booked.
 */
export const listPlannedGraves = async (
  db: CommonQueryMethods,
  { after, limit }: { readonly after: string | null; readonly limit: number },
): Promise<PlannedGrave[]> => [
  ...(await db.any(sql.type(plannedGraveSchema)`
    SELECT
      g.id::text AS "id",
      g.client_id::text AS "clientId",
      g.cemetery_id::text AS "cemeteryId",
      g.important_dates AS "importantDates",
      g.visit_frequency AS "visitFrequency",
      ${dateText('deceased_date_of_birth')} AS "deceasedDateOfBirth",
      ${dateText('deceased_date_of_death')} AS "deceasedDateOfDeath",
      g.preferred_service_type AS "preferredServiceType",
      g.service_notes AS "serviceNotes",
      ${skippedKeys('g')} AS "skipped",
      ARRAY(
        SELECT DISTINCT sr.occasion_key FROM service_requests sr
        WHERE sr.grave_id = g.id AND sr.occasion_key IS NOT NULL AND sr.status <> 'cancelled'
      ) AS "booked"
    FROM graves g
    WHERE g.visit_frequency IN ('scheduled', 'recurring') AND NOT g.care_plan_paused
      ${after ? sql.fragment`AND g.id > ${after}::uuid` : sql.fragment``}
    ORDER BY g.id
    LIMIT ${limit}`)),
];
