import { z } from 'zod';
import {
  caretakerPaymentStatusSchema,
  isoDateSchema,
  paymentMethodSchema,
  preferredLanguageSchema,
  weekdaySchema,
} from '../domain/constants';

/** One stream per caretaker: `caretaker-<uuid>`. */
export const caretakerStreamId = (caretakerId: string) => `caretaker-${caretakerId}`;

/** EUR with exactly two decimal places, as text: money never travels as a float. */
const euroAmountText = z.string().regex(/^\d+\.\d{2}$/, 'Use a decimal with two places');

/** The fields of a caretaker's profile that `CaretakerUpdated.changes` may carry. */
export const caretakerProfileSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().min(1),
  region: z.string().nullable(),
  isActive: z.boolean(),
  preferredVisitDays: z.array(weekdaySchema),
  perVisitRate: euroAmountText.nullable(),
  preferredPaymentMethod: paymentMethodSchema.nullable(),
  bankDetails: z.string().nullable(),
  paymentStatus: caretakerPaymentStatusSchema,
  /**
   * The language of the mails to the caretaker (the invite). Absent in events stored before it
   * existed, and when never chosen: Serbian.
   */
  preferredLanguage: preferredLanguageSchema.optional(),
});
export type CaretakerProfile = z.infer<typeof caretakerProfileSchema>;

export const caretakerAddedSchema = caretakerProfileSchema.extend({
  caretakerId: z.guid(),
  /** Sorted, distinct yyyy-MM-dd dates. */
  holidayDates: z.array(isoDateSchema),
});
export type CaretakerAdded = z.infer<typeof caretakerAddedSchema>;

export const caretakerChangesSchema = caretakerProfileSchema.partial();
export type CaretakerChanges = z.infer<typeof caretakerChangesSchema>;

/** Only the fields that changed, with their new values. Holidays have their own event. */
export const caretakerUpdatedSchema = z.object({
  caretakerId: z.guid(),
  changes: caretakerChangesSchema,
});
export type CaretakerUpdated = z.infer<typeof caretakerUpdatedSchema>;

/** The whole new set of holiday dates (sorted, distinct), as the holiday planner saves it. */
export const caretakerHolidaysChangedSchema = z.object({
  caretakerId: z.guid(),
  holidayDates: z.array(isoDateSchema),
});
export type CaretakerHolidaysChanged = z.infer<typeof caretakerHolidaysChangedSchema>;

export const caretakerDeletedSchema = z.object({ caretakerId: z.guid() });
export type CaretakerDeleted = z.infer<typeof caretakerDeletedSchema>;

export const caretakerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CaretakerAdded'), data: caretakerAddedSchema }),
  z.object({ type: z.literal('CaretakerUpdated'), data: caretakerUpdatedSchema }),
  z.object({ type: z.literal('CaretakerHolidaysChanged'), data: caretakerHolidaysChangedSchema }),
  z.object({ type: z.literal('CaretakerDeleted'), data: caretakerDeletedSchema }),
]);
export type CaretakerEvent = z.infer<typeof caretakerEventSchema>;
export const caretakerEventTypes = [
  'CaretakerAdded',
  'CaretakerUpdated',
  'CaretakerHolidaysChanged',
  'CaretakerDeleted',
] as const;
