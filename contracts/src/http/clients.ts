import { z } from 'zod';
import { planStatusSchema, preferredLanguageSchema, servicePlanSchema } from '../domain/constants';

/** GET /api/clients (admin): every client, by name. */
export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
  instagram: z.string().nullable(),
  preferredLanguage: preferredLanguageSchema,
  selectedPlan: servicePlanSchema.nullable(),
  planStatus: planStatusSchema,
  /** yyyy-MM-dd, or null. */
  lastPaymentDate: z.string().nullable(),
  nextPaymentDue: z.string().nullable(),
  /** Decimal EUR as a string with 2 places. */
  totalPaid: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;
export const clientListSchema = z.array(clientSchema);
