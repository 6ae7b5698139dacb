import { z } from 'zod';
import { notificationMailKindsSchema } from '../domain/notification-kinds';

/** What one user did with their notifications: `notification-reads-<userId>`. */
export const notificationReadsStreamId = (userId: string) => `notification-reads-${userId}`;

/** At most this many notifications are marked read by one event (one click marks one). */
export const maxNotificationsReadAtOnce = 100;

/** The user opened these notifications. */
export const notificationsReadSchema = z.object({
  userId: z.guid(),
  ids: z.array(z.guid()).min(1).max(maxNotificationsReadAtOnce),
});
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

/** The user marked everything read: every notification created up to this time. */
export const allNotificationsReadSchema = z.object({
  userId: z.guid(),
  upTo: z.iso.datetime({ offset: true }),
});
export type AllNotificationsRead = z.infer<typeof allNotificationsReadSchema>;

/** A family's choice of notifications also sent by mail: `notification-mails-<clientId>`. */
export const notificationMailStreamId = (clientId: string) => `notification-mails-${clientId}`;

/** The family chose which of their notifications also come by mail (the whole set). */
export const notificationMailsChosenSchema = z.object({
  clientId: z.guid(),
  kinds: notificationMailKindsSchema,
});
export type NotificationMailsChosen = z.infer<typeof notificationMailsChosenSchema>;

export const notificationReadEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NotificationsRead'), data: notificationsReadSchema }),
  z.object({ type: z.literal('AllNotificationsRead'), data: allNotificationsReadSchema }),
]);
export type NotificationReadEvent = z.infer<typeof notificationReadEventSchema>;
export const notificationReadEventTypes = ['NotificationsRead', 'AllNotificationsRead'] as const;

export const notificationMailEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NotificationMailsChosen'), data: notificationMailsChosenSchema }),
]);
