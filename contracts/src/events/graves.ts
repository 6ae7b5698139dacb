import { z } from 'zod';
import { isoDateSchema } from '../domain/constants';

/** One stream per grave: `grave-<uuid>`. */
export const graveStreamId = (graveId: string) => `grave-${graveId}`;

/** The fields of a grave that `GraveUpdated.changes` may carry. */
export const graveDetailsSchema = z.object({
  clientId: z.guid(),
  cemeteryId: z.guid().nullable(),
  graveNumber: z.string().nullable(),
  graveLocation: z.string().nullable(),
  deceasedName: z.string().min(1),
  deceasedDateOfBirth: isoDateSchema.nullable(),
  deceasedDateOfDeath: isoDateSchema.nullable(),
  notes: z.string().nullable(),
});
export type GraveDetails = z.infer<typeof graveDetailsSchema>;

export const graveAddedSchema = graveDetailsSchema.extend({ graveId: z.guid() });
export type GraveAdded = z.infer<typeof graveAddedSchema>;

export const graveChangesSchema = graveDetailsSchema.partial();
export type GraveChanges = z.infer<typeof graveChangesSchema>;

/** Only the fields that changed, with their new values. */
export const graveUpdatedSchema = z.object({ graveId: z.guid(), changes: graveChangesSchema });
export type GraveUpdated = z.infer<typeof graveUpdatedSchema>;

export const graveRemovedSchema = z.object({ graveId: z.guid() });
export type GraveRemoved = z.infer<typeof graveRemovedSchema>;

export const graveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('GraveAdded'), data: graveAddedSchema }),
  z.object({ type: z.literal('GraveUpdated'), data: graveUpdatedSchema }),
  z.object({ type: z.literal('GraveRemoved'), data: graveRemovedSchema }),
]);
export type GraveEvent = z.infer<typeof graveEventSchema>;
export const graveEventTypes = ['GraveAdded', 'GraveUpdated', 'GraveRemoved'] as const;
