import type { NotificationKind } from '@memorial-care/contracts/domain';
import type { Notification } from '@memorial-care/contracts/http';

/** The screen where the user acts on a notification of this kind. */
const screenOf: Readonly<Record<NotificationKind, string>> = {
  client_registered: '/admin/client-registrations',
  guest_request: '/admin/service-requests',
  task_declined: '/admin/service-requests',
  task_offered: '/caretaker/service-requests',
  task_rescheduled: '/caretaker/service-requests',
  task_cancelled: '/caretaker/service-requests',
  visit_accepted: '/client/service-requests',
  visit_started: '/client/service-requests',
  visit_completed: '/client/service-requests',
  invoice_issued: '/client/payments',
};

export const notificationLink = (notification: Notification) => screenOf[notification.kind];
