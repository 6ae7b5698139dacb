import { z } from 'zod';
import {
  prioritySchema,
  requestPaymentStatusSchema,
  requestStatusSchema,
  servicePlanSchema,
} from '../domain/constants';

/** GET /api/service-requests: newest first, paged on the server. */
export const serviceRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: requestStatusSchema.optional(),
});
export type ServiceRequestListQuery = z.input<typeof serviceRequestListQuerySchema>;

export const serviceRequestSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  graveId: z.string().nullable(),
  cemeteryId: z.string().nullable(),
  caretakerId: z.string().nullable(),
  serviceType: z.string(),
  status: requestStatusSchema,
  priority: prioritySchema,
  /** ISO timestamps, or null: "Not scheduled" / "Not completed". */
  scheduledDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  /** Decimal EUR as a string with 2 places. */
  amount: z.string(),
  paymentStatus: requestPaymentStatusSchema,
  specialInstructions: z.string().nullable(),
  planSelected: servicePlanSchema.nullable(),
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  guestPhone: z.string().nullable(),
  description: z.string().nullable(),
  /** The client's name and email; a guest's own for a guest request. */
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  caretakerName: z.string().nullable(),
  grave: z
    .object({ id: z.string(), deceasedName: z.string(), graveNumber: z.string().nullable() })
    .nullable(),
  cemetery: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const serviceRequestPageSchema = z.object({
  items: z.array(serviceRequestSchema),
  total: z.number().int(),
});
export type ServiceRequestPage = z.infer<typeof serviceRequestPageSchema>;
