import { z } from 'zod';
import {
  caretakerPaymentStatusSchema,
  paymentMethodSchema,
  weekdaySchema,
} from '../domain/constants';

/** GET /api/caretakers (admin): the whole list, small. */
export const caretakerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  region: z.string().nullable(),
  isActive: z.boolean(),
  preferredVisitDays: z.array(weekdaySchema),
  /** Decimal EUR as a string with 2 places, or null. */
  perVisitRate: z.string().nullable(),
  preferredPaymentMethod: paymentMethodSchema.nullable(),
  bankDetails: z.string().nullable(),
  paymentStatus: caretakerPaymentStatusSchema,
  holidayDates: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Caretaker = z.infer<typeof caretakerSchema>;
export const caretakerListSchema = z.array(caretakerSchema);
