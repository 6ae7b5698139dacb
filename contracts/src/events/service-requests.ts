import { z } from 'zod';
import {
  guestServiceTypeSchema,
  prioritySchema,
  requestPaymentStatusSchema,
  requestStatusSchema,
  serviceTypes,
  servicePlanSchema,
} from '../domain/constants';

/** One stream per service request: `service-request-<uuid>`. */
export const serviceRequestStreamId = (requestId: string) => `service-request-${requestId}`;

/** A request is for one of the request form's services or one of the guest form's. */
export const requestServiceTypeSchema = z.union([z.enum(serviceTypes), guestServiceTypeSchema]);
export type RequestServiceType = z.infer<typeof requestServiceTypeSchema>;

/** EUR with exactly two decimal places, as text: money never travels as a float. */
const euroAmountText = z.string().regex(/^\d+\.\d{2}$/, 'Use a decimal with two places');
const isoTimestamp = z.iso.datetime({ offset: true });

/** Someone without an account who asked through the landing page. */
export const serviceRequestGuestSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().min(1),
});
export type ServiceRequestGuest = z.infer<typeof serviceRequestGuestSchema>;

export const serviceRequestedSchema = z.object({
  requestId: z.guid(),
  clientId: z.guid().nullable(),
  graveId: z.guid().nullable(),
  cemeteryId: z.guid().nullable(),
  caretakerId: z.guid().nullable(),
  serviceType: requestServiceTypeSchema,
  priority: prioritySchema,
  /** The wished-for visit time (ISO); the request is still pending until it is scheduled. */
  scheduledDate: isoTimestamp.nullable(),
  amount: euroAmountText,
  paymentStatus: requestPaymentStatusSchema,
  specialInstructions: z.string().nullable(),
  planSelected: servicePlanSchema.nullable(),
  guest: serviceRequestGuestSchema.nullable(),
  description: z.string().nullable(),
  /**
   * The grave's care occasion the request is for (`<kind>:<yyyy-MM-dd>`, see care-occasions.ts):
   * set by the care-plan job and by a client's order for an occasion. Absent in events stored
   * before care plans, which read as null.
   */
  occasionKey: z.string().nullable().optional(),
});
export type ServiceRequested = z.infer<typeof serviceRequestedSchema>;

export const serviceRequestScheduledSchema = z.object({
  requestId: z.guid(),
  caretakerId: z.guid(),
  scheduledDate: isoTimestamp,
});
export type ServiceRequestScheduled = z.infer<typeof serviceRequestScheduledSchema>;

/** Version 1 of `ServiceRequestStarted`: when the work started was only in the metadata. */
export const serviceRequestStartedV1Schema = z.object({ requestId: z.guid() });

/**
 * Version 2 says when the caretaker started the work (the owner's StartWork), as
 * `ServiceRequestCompleted` says when it was completed: the time is a fact of the visit (its
 * duration is completed − started), not the bookkeeping `metadata.occurredAt`, which an import
 * or a replayed command records differently.
 */
export const serviceRequestStartedSchema = serviceRequestStartedV1Schema.extend({
  startedAt: isoTimestamp,
});
export type ServiceRequestStarted = z.infer<typeof serviceRequestStartedSchema>;

/**
 * A version 1 start was recorded when the caretaker pressed Start Work: the moment the command
 * was decided is when the work started.
 */
export const upcastServiceRequestStartedV1 = (
  data: unknown,
  metadata: { readonly occurredAt: string },
): unknown =>
  typeof data === 'object' && data !== null ? { startedAt: metadata.occurredAt, ...data } : data;

export const serviceRequestCompletedSchema = z.object({
  requestId: z.guid(),
  completedDate: isoTimestamp,
});
export type ServiceRequestCompleted = z.infer<typeof serviceRequestCompletedSchema>;

export const serviceRequestCancelledSchema = z.object({ requestId: z.guid() });
export type ServiceRequestCancelled = z.infer<typeof serviceRequestCancelledSchema>;

/** The form's fields an edit may change; status moves have their own events. */
export const serviceRequestChangesSchema = z
  .object({
    clientId: z.guid(),
    graveId: z.guid().nullable(),
    cemeteryId: z.guid().nullable(),
    caretakerId: z.guid().nullable(),
    serviceType: requestServiceTypeSchema,
    priority: prioritySchema,
    scheduledDate: isoTimestamp.nullable(),
    completedDate: isoTimestamp.nullable(),
    amount: euroAmountText,
    paymentStatus: requestPaymentStatusSchema,
    specialInstructions: z.string().nullable(),
    planSelected: servicePlanSchema.nullable(),
  })
  .partial();
export type ServiceRequestChanges = z.infer<typeof serviceRequestChangesSchema>;

/** Only the fields that changed, with their new values. */
export const serviceRequestUpdatedSchema = z.object({
  requestId: z.guid(),
  changes: serviceRequestChangesSchema,
});
export type ServiceRequestUpdated = z.infer<typeof serviceRequestUpdatedSchema>;

/**
 * An admin set the status directly (list dropdown, details dialog), outside the task
 * lifecycle. `completedDate` is given when the move is to completed.
 */
export const serviceRequestStatusChangedSchema = z.object({
  requestId: z.guid(),
  from: requestStatusSchema,
  to: requestStatusSchema,
  completedDate: isoTimestamp.optional(),
});
export type ServiceRequestStatusChanged = z.infer<typeof serviceRequestStatusChangedSchema>;

/** A caretaker took a pending task (or an admin gave it to them): it is now scheduled. */
export const taskAcceptedSchema = z.object({ requestId: z.guid(), caretakerId: z.guid() });
export type TaskAccepted = z.infer<typeof taskAcceptedSchema>;

/** The caretaker gave the task back: pending again, with no caretaker. */
export const taskDeclinedSchema = z.object({ requestId: z.guid(), caretakerId: z.guid() });
export type TaskDeclined = z.infer<typeof taskDeclinedSchema>;

/** The request leaves the lists; its stream keeps the whole history. */
export const serviceRequestDeletedSchema = z.object({ requestId: z.guid() });
export type ServiceRequestDeleted = z.infer<typeof serviceRequestDeletedSchema>;

export const serviceRequestEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ServiceRequested'), data: serviceRequestedSchema }),
  z.object({ type: z.literal('ServiceRequestScheduled'), data: serviceRequestScheduledSchema }),
  z.object({ type: z.literal('ServiceRequestStarted'), data: serviceRequestStartedSchema }),
  z.object({ type: z.literal('ServiceRequestCompleted'), data: serviceRequestCompletedSchema }),
  z.object({ type: z.literal('ServiceRequestCancelled'), data: serviceRequestCancelledSchema }),
  z.object({ type: z.literal('ServiceRequestUpdated'), data: serviceRequestUpdatedSchema }),
  z.object({
    type: z.literal('ServiceRequestStatusChanged'),
    data: serviceRequestStatusChangedSchema,
  }),
  z.object({ type: z.literal('TaskAccepted'), data: taskAcceptedSchema }),
  z.object({ type: z.literal('TaskDeclined'), data: taskDeclinedSchema }),
  z.object({ type: z.literal('ServiceRequestDeleted'), data: serviceRequestDeletedSchema }),
]);
export type ServiceRequestEvent = z.infer<typeof serviceRequestEventSchema>;
export const serviceRequestEventTypes = [
  'ServiceRequested',
  'ServiceRequestScheduled',
  'ServiceRequestStarted',
  'ServiceRequestCompleted',
  'ServiceRequestCancelled',
  'ServiceRequestUpdated',
  'ServiceRequestStatusChanged',
  'TaskAccepted',
  'TaskDeclined',
  'ServiceRequestDeleted',
] as const;
