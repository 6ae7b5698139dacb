import { z } from 'zod';
import { entityId, requiredText } from '../domain/input-bounds';
import { projectionSkipReasonMaxLength } from '../events/projection-skips';

/**
 * Body of POST /api/admin/projections/:name/skip: the event the projection is paused on, and
 * why the admin passes over it (kept in the log with who did it).
 */
export const skipProjectionEventRequestSchema = z.object({
  eventId: entityId('The id of the event the projection is paused on'),
  reason: requiredText('Say why this event is skipped', projectionSkipReasonMaxLength, {
    multiline: true,
  }),
});
export type SkipProjectionEventRequest = z.infer<typeof skipProjectionEventRequestSchema>;
