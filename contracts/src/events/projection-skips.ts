import { z } from 'zod';

/**
 * An admin's way out of a poisoned read model: one event one projection passes over, decided
 * on purpose and kept in the log like any other change. One stream per projection.
 */
export const projectionSkipsStreamId = (projection: string) => `projection-skips-${projection}`;

export const projectionSkipReasonMaxLength = 500;

export const projectionEventSkippedSchema = z.object({
  projection: z.string().min(1).max(100),
  /** The event passed over: its id, type and `$all` position (decimal text, bigint-safe). */
  eventId: z.guid(),
  eventType: z.string().min(1).max(200),
  position: z.object({ commit: z.string().regex(/^\d+$/), prepare: z.string().regex(/^\d+$/) }),
  /** Why, in the admin's words. The actor is in the event's metadata. */
  reason: z.string().min(1).max(projectionSkipReasonMaxLength),
  /** The error that paused the projection on it. */
  error: z.string().max(2000),
});
export type ProjectionEventSkipped = z.infer<typeof projectionEventSkippedSchema>;

export const projectionSkipEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ProjectionEventSkipped'), data: projectionEventSkippedSchema }),
]);
export type ProjectionSkipEvent = z.infer<typeof projectionSkipEventSchema>;
export const projectionSkipEventTypes = projectionSkipEventSchema.options.map(
  (o) => o.shape.type.value,
);
