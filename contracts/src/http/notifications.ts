import { z } from 'zod';
import { notificationKinds, notificationMailKindsSchema } from '../domain/notification-kinds';

/** Who a notification is for: every admin (also those added later), or one client/caretaker. */
export const notificationAudiences = ['admins', 'client', 'caretaker'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];

/** The facts the text and the link are made of (ids, names, a service type, a date, a number). */
export const notificationParamsSchema = z.object({
  requestId: z.string().optional(),
  clientId: z.string().optional(),
  invoiceId: z.string().optional(),
  name: z.string().optional(),
  serviceType: z.string().optional(),
  date: z.string().optional(),
  number: z.string().optional(),
  /** A mail that could not be delivered: to whom, and its job (the Outgoing mail screen). */
  recipient: z.string().optional(),
  jobId: z.string().optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  params: notificationParamsSchema,
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The newest notifications shown in the bell: a bounded list, older ones drop off. */
export const notificationsPageSize = 30;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema).max(notificationsPageSize),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.guid() });

/** Body and answer of PUT/GET /api/clients/{id}/notification-mail: the kinds also mailed. */
export const notificationMailSettingsSchema = z.object({ kinds: notificationMailKindsSchema });
export type NotificationMailSettings = z.infer<typeof notificationMailSettingsSchema>;
export const clientNotificationParamsSchema = z.object({ id: z.guid() });
