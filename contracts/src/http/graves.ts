import { z } from 'zod';

/** GET /api/graves: admin may narrow to one client; a client always gets only their own. */
export const graveListQuerySchema = z.object({
  clientId: z.guid('Unknown client').optional(),
});
export type GraveListQuery = z.infer<typeof graveListQuerySchema>;

export const graveSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  cemeteryId: z.string().nullable(),
  graveNumber: z.string().nullable(),
  graveLocation: z.string().nullable(),
  deceasedName: z.string(),
  /** yyyy-MM-dd, or null. */
  deceasedDateOfBirth: z.string().nullable(),
  deceasedDateOfDeath: z.string().nullable(),
  notes: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  cemetery: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  /** Completed date of the newest completed visit (ISO), or null: "No visits yet". */
  lastVisitAt: z.string().nullable(),
  /** Earliest scheduled date of a visit still to come (ISO), or null: "Not scheduled". */
  nextVisitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Grave = z.infer<typeof graveSchema>;
export const graveListSchema = z.array(graveSchema);
