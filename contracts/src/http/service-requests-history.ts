import { z } from 'zod';

/** Who recorded an event: the metadata's user and role, with the name from the users list. */
export const historyActorSchema = z.object({
  userId: z.string().nullable(),
  role: z.string(),
  name: z.string().optional(),
});

/** One event of a service request's stream and the request's state right after it. */
export const serviceRequestHistoryEntrySchema = z.object({
  revision: z.number().int().nonnegative(),
  type: z.string(),
  occurredAt: z.string(),
  actor: historyActorSchema,
  data: z.unknown(),
  stateAfter: z.unknown(),
  /**
   * The request's fields (and status) this event changed, each with its value before and after:
   * a moved visit is `{ scheduledDate: { from, to } }`. Empty for the creation and for events
   * that change no field (photos).
   */
  changed: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).optional(),
});
export type ServiceRequestHistoryEntry = z.infer<typeof serviceRequestHistoryEntrySchema>;

export const serviceRequestHistorySchema = z.array(serviceRequestHistoryEntrySchema);
export type ServiceRequestHistory = z.infer<typeof serviceRequestHistorySchema>;
