import { z } from 'zod';
import { careOccasionKinds, parseCareOccasionKey } from '../domain/care-occasions';
import { personalMemorialKinds } from '../domain/personal-memorial-days';
import { requestStatusSchema } from '../domain/constants';
import { idPathParam } from '../domain/input-bounds';

/** The care plan's settings (the job's lead time comes from the server's configuration). */
export const carePlanLimits = {
  /** How far ahead the grave's care plan lists its occasions. */
  horizonDays: 366,
} as const;

/** `/api/graves/:id/care-plan/occasions/:key/skip|restore`. */
export const careOccasionParamsSchema = z.object({
  id: idPathParam,
  key: z
    .string()
    .max(40)
    .refine((key) => parseCareOccasionKey(key) !== null, 'Unknown occasion'),
});

export const careOccasionSchema = z.object({
  key: z.string(),
  kind: z.enum(careOccasionKinds),
  date: z.string(),
  visitDate: z.string(),
  inEasterPause: z.boolean(),
  years: z.number().nullable(),
  label: z.string().nullable(),
  skipped: z.boolean(),
  /** The request booked for this occasion (by the plan or an order), if any. */
  request: z.object({ id: z.string(), status: requestStatusSchema }).nullable(),
});
export type CareOccasionView = z.infer<typeof careOccasionSchema>;

/**
 * GET /api/graves/:id/care-plan: the grave's own memorial days (from the date of death) and the
 * occasions of its care plan over the coming year, with what is booked and what is skipped.
 */
export const carePlanSchema = z.object({
  graveId: z.string(),
  visitFrequency: z.enum(['on_demand', 'scheduled', 'recurring']).nullable(),
  /** Scheduled or recurring care: the plan creates the requests by itself. */
  automatic: z.boolean(),
  paused: z.boolean(),
  /** Days ahead of an occasion at which the plan creates its request. */
  leadDays: z.number(),
  memorialDays: z.array(
    z.object({
      kind: z.enum(personalMemorialKinds),
      date: z.string(),
      years: z.number().nullable(),
      inEasterPause: z.boolean(),
      proposedDate: z.string().nullable(),
    }),
  ),
  occasions: z.array(careOccasionSchema),
});
export type CarePlan = z.infer<typeof carePlanSchema>;
