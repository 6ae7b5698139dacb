import { activityLogsI18n } from '../features/activity-logs/i18n';
import { apiReferenceI18n } from '../features/api-reference/i18n';
import { billingI18n } from '../features/billing/i18n';
import { calendarFeedI18n } from '../features/calendar-feed/i18n';
import { careRemindersI18n } from '../features/care-reminders/i18n';
import { caretakerTasksI18n } from '../features/caretaker-tasks/i18n';
import { dashboardI18n } from '../features/dashboard/i18n';
import { caretakersI18n } from '../features/caretakers/i18n';
import { cemeteriesI18n } from '../features/cemeteries/i18n';
import { clientOrdersI18n } from '../features/client-orders/i18n';
import { clientRegistrationsI18n } from '../features/client-registrations/i18n';
import { clientsI18n } from '../features/clients/i18n';
import { communicationsI18n } from '../features/communications/i18n';
import { gravesI18n } from '../features/graves/i18n';
import { mailDeliveriesI18n } from '../features/mail-deliveries/i18n';
import { hubI18n } from '../features/hub/i18n';
import { mailAuthorizationI18n } from '../features/mail-authorization/i18n';
import { memorialCapacityI18n } from '../features/memorial-capacity/i18n';
import { notificationsI18n } from '../features/notifications/i18n';
import { offlineI18n } from '../features/offline/i18n';
import { payoutsI18n } from '../features/payouts/i18n';
import { photosI18n } from '../features/photos/i18n';
import { roleSwitchI18n } from '../features/role-switch/i18n';
import { scheduleI18n } from '../features/schedule/i18n';
import { searchI18n } from '../features/search/i18n';
import { clientDashboardI18n } from '../screens/client-dashboard/i18n';
import { serviceRequestDetailsI18n } from '../screens/service-request-details/i18n';
import { serviceRequestFormI18n } from '../features/service-request-form/i18n';
import { serviceRequestsI18n } from '../features/service-requests/i18n';
import { uploadQueueI18n } from '../screens/upload-queue/i18n';
import { addNamespaces } from '../lib/i18n';

/**
 * The namespaces only the role consoles use. Every console imports this module, so its texts
 * come with the consoles' shared chunk instead of the landing page's first load; they are
 * registered before any console component renders.
 */
export const consoleNamespaces = {
  hub: hubI18n,
  cemeteries: cemeteriesI18n,
  caretakers: caretakersI18n,
  clientRegistrations: clientRegistrationsI18n,
  clients: clientsI18n,
  communications: communicationsI18n,
  clientOrders: clientOrdersI18n,
  roleSwitch: roleSwitchI18n,
  serviceRequests: serviceRequestsI18n,
  serviceRequestDetails: serviceRequestDetailsI18n,
  serviceRequestForm: serviceRequestFormI18n,
  caretakerTasks: caretakerTasksI18n,
  dashboard: dashboardI18n,
  graves: gravesI18n,
  photos: photosI18n,
  apiReference: apiReferenceI18n,
  billing: billingI18n,
  payouts: payoutsI18n,
  calendarFeed: calendarFeedI18n,
  careReminders: careRemindersI18n,
  schedule: scheduleI18n,
  memorialCapacity: memorialCapacityI18n,
  mailAuthorization: mailAuthorizationI18n,
  notifications: notificationsI18n,
  offline: offlineI18n,
  search: searchI18n,
  activityLogs: activityLogsI18n,
  mailDeliveries: mailDeliveriesI18n,
  clientDashboard: clientDashboardI18n,
  uploadQueue: uploadQueueI18n,
} as const;

addNamespaces(consoleNamespaces);
