import { z } from 'zod';
import { pageQuery, textLimits } from '../domain/input-bounds';

/** Where an outgoing mail is: waiting (also between retries), being sent, out, or given up on. */
export const mailDeliveryStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailDeliveryStatus = (typeof mailDeliveryStatuses)[number];

/** A mail job's id (the id of the event that caused the mail). */
export const mailJobIdSchema = z.string().trim().min(1).max(textLimits.token);

/**
 * Query of GET /api/admin/mail: newest first, optionally only what one record is about (`refId`),
 * one delivery (`jobId`, e.g. the link of a "could not be delivered" notification) or one status.
 */
export const mailDeliveryListQuerySchema = z.object({
  refId: z.string().trim().min(1).max(textLimits.token).optional(),
  jobId: mailJobIdSchema.optional(),
  status: z.enum(mailDeliveryStatuses).optional(),
  ...pageQuery,
});
export type MailDeliveryListQuery = z.input<typeof mailDeliveryListQuerySchema>;

/** One queued mail as the office sees it; times are ISO strings. */
export const mailDeliverySchema = z.object({
  jobId: z.string(),
  /** What the mail is: `invite`, `notification-<kind>`, `care-reminder`, `client-message`, … */
  kind: z.string(),
  /** What it is about (an invite id, a client id, …). */
  refId: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(mailDeliveryStatuses),
  /** Sending attempts so far, an admin's retries included. */
  attempts: z.number().int().nonnegative(),
  /** The transport's last error; kept while a retry is pending, cleared once sent. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

export const mailDeliveryPageSchema = z.object({
  items: z.array(mailDeliverySchema),
  total: z.number().int().nonnegative(),
});
export type MailDeliveryPage = z.infer<typeof mailDeliveryPageSchema>;
