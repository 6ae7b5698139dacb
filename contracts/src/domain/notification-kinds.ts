import { z } from 'zod';

/**
 * What a notification tells, by audience. The browser renders the text from the kind and its
 * params in the user's language (the server stores no English).
 */
export const adminNotificationKinds = [
  'client_registered',
  'guest_request',
  'task_declined',
  'mail_failed',
  'invoice_overdue',
] as const;
export const caretakerNotificationKinds = [
  'task_offered',
  'task_rescheduled',
  'task_cancelled',
] as const;
export const clientNotificationKinds = [
  'visit_accepted',
  'visit_started',
  'visit_completed',
  'invoice_issued',
] as const;
export const notificationKinds = [
  ...adminNotificationKinds,
  ...caretakerNotificationKinds,
  ...clientNotificationKinds,
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export type ClientNotificationKind = (typeof clientNotificationKinds)[number];

/** The kinds a family also wants by mail; none unless they chose (each at most once). */
export const notificationMailKindsSchema = z
  .array(z.enum(clientNotificationKinds))
  .max(clientNotificationKinds.length)
  .refine((kinds) => new Set(kinds).size === kinds.length, 'Choose each kind at most once');
