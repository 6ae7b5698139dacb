import { z } from 'zod';
import { idPathParam } from '../domain/input-bounds';

export const communicationDirections = ['inbound', 'outbound'] as const;
export const communicationDirectionSchema = z.enum(communicationDirections);

/**
 * One message exchanged with a client (GET /api/communications/client/{clientId}, admin). The
 * log is fed from real events: every invite mail the system queued for the client is an outbound
 * email; its status follows the mail delivery (queued, sending, sent, failed).
 */
export const communicationSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  /** email, instagram, … */
  type: z.string(),
  direction: communicationDirectionSchema,
  subject: z.string().nullable(),
  content: z.string().nullable(),
  /** sent (the default), delivered, read, queued, sending, failed. */
  status: z.string(),
  attachments: z.array(z.string()),
  /** ISO timestamps, or null. */
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Communication = z.infer<typeof communicationSchema>;
export const communicationListSchema = z.array(communicationSchema);

export const communicationClientParamsSchema = z.object({ clientId: idPathParam });
