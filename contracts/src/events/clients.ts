import { z } from 'zod';
import { reminderDaysBeforeSchema } from '../domain/care-reminders';
import { planStatusSchema, preferredLanguageSchema, servicePlanSchema } from '../domain/constants';

/** One stream per client: `client-<uuid>`. */
export const clientStreamId = (clientId: string) => `client-${clientId}`;
/** The claim on an email address: lowercased, so addresses differing in case collide. */
export const clientEmailStreamId = (email: string) => `client-email-${email.trim().toLowerCase()}`;

/** Where a client record came from: the admin screens, the landing page, or the request form. */
export const clientSources = ['admin', 'self-registration', 'request-form'] as const;
export const clientSourceSchema = z.enum(clientSources);
export type ClientSource = z.infer<typeof clientSourceSchema>;

/** The fields a client's profile holds; `ClientUpdated.changes` carries any subset of them. */
export const clientProfileSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
  instagram: z.string().nullable(),
  preferredLanguage: preferredLanguageSchema,
  selectedPlan: servicePlanSchema.nullable(),
  planStatus: planStatusSchema,
  /**
   * Days before each wished-for occasion at which the family is reminded (0: never). Absent in
   * events stored before reminders, and for clients who never chose: the default, 14.
   */
  reminderDaysBefore: reminderDaysBeforeSchema.optional(),
  /**
   * Other addresses the family writes from, lowercased, for matching mail to the client (not
   * claimed: two clients may share one). Absent in events stored before them, and when none: [].
   */
  alternativeEmails: z.array(z.string().min(1)).optional(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

export const clientRegisteredSchema = clientProfileSchema.extend({
  clientId: z.guid(),
  source: clientSourceSchema,
});
export type ClientRegistered = z.infer<typeof clientRegisteredSchema>;

/**
 * Payment dates the admin keeps on the profile (yyyy-MM-dd or null). Not part of a registration:
 * a new client has none; `ClientUpdated` may set them.
 */
export const clientPaymentDatesSchema = z.object({
  lastPaymentDate: z.iso.date().nullable(),
  nextPaymentDue: z.iso.date().nullable(),
});
export type ClientPaymentDates = z.infer<typeof clientPaymentDatesSchema>;

export const clientChangesSchema = clientProfileSchema
  .extend(clientPaymentDatesSchema.shape)
  .partial();
export type ClientChanges = z.infer<typeof clientChangesSchema>;

/** Only the fields that changed, with their new values. */
export const clientUpdatedSchema = z.object({ clientId: z.guid(), changes: clientChangesSchema });
export type ClientUpdated = z.infer<typeof clientUpdatedSchema>;

export const clientDeletedSchema = z.object({ clientId: z.guid() });
export type ClientDeleted = z.infer<typeof clientDeletedSchema>;

/**
 * An admin approved the client's registration (the owner's ApproveClient); the invite follows on
 * the client's invites stream. Approved once: a resend issues a new invite, not a new approval.
 * Clients approved before this event existed have only their first `InviteIssued`.
 */
export const clientApprovedSchema = z.object({
  clientId: z.guid(),
  approvedAt: z.iso.datetime({ offset: true }),
});
export type ClientApproved = z.infer<typeof clientApprovedSchema>;

/**
 * Emails are unique among clients. The claim lives on its own stream, `client-email-<email>`
 * (lowercased), so two registrations racing for one address cannot both win.
 */
export const clientEmailReservedSchema = z.object({ email: z.string().min(1), clientId: z.guid() });
export type ClientEmailReserved = z.infer<typeof clientEmailReservedSchema>;
export const clientEmailReleasedSchema = z.object({ email: z.string().min(1), clientId: z.guid() });
export type ClientEmailReleased = z.infer<typeof clientEmailReleasedSchema>;

export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ClientRegistered'), data: clientRegisteredSchema }),
  z.object({ type: z.literal('ClientUpdated'), data: clientUpdatedSchema }),
  z.object({ type: z.literal('ClientDeleted'), data: clientDeletedSchema }),
  z.object({ type: z.literal('ClientApproved'), data: clientApprovedSchema }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;
export const clientEventTypes = [
  'ClientRegistered',
  'ClientUpdated',
  'ClientDeleted',
  'ClientApproved',
] as const;

export const clientEmailEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ClientEmailReserved'), data: clientEmailReservedSchema }),
  z.object({ type: z.literal('ClientEmailReleased'), data: clientEmailReleasedSchema }),
]);
export type ClientEmailEvent = z.infer<typeof clientEmailEventSchema>;
export const clientEmailEventTypes = ['ClientEmailReserved', 'ClientEmailReleased'] as const;
