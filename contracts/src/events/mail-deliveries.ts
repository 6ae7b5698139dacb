import { z } from 'zod';

/** A mail job's delivery: `mail-delivery-<jobId>`. */
export const mailDeliveryStreamId = (jobId: string) => `mail-delivery-${jobId}`;

/**
 * The mail worker gave up on a mail after its last attempt. The delivery's live state stays in
 * the mail_deliveries table (the worker's bookkeeping); this event is the fact the office is
 * told of (a notification) and auditors can replay. A retried mail that fails again is another.
 */
export const mailDeliveryFailedSchema = z.object({
  jobId: z.string().min(1).max(200),
  /** invite, notification, reminder, … */
  kind: z.string().max(100),
  refId: z.string().max(200),
  recipient: z.string().max(254),
  subject: z.string().max(998),
  /** The transport's last error, cut to a readable length. */
  error: z.string().max(2000),
  attempts: z.number().int().min(0).max(1_000_000),
});
export type MailDeliveryFailed = z.infer<typeof mailDeliveryFailedSchema>;

export const mailDeliveryEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MailDeliveryFailed'), data: mailDeliveryFailedSchema }),
]);
export type MailDeliveryEvent = z.infer<typeof mailDeliveryEventSchema>;
export const mailDeliveryEventTypes = ['MailDeliveryFailed'] as const;
