import type { Redis } from 'ioredis';
import { activityLogsRoutes } from '../activity-logs/routes';
import { createApiDocsRoutes } from '../api-docs/routes';
import { billingReportRoutes } from '../billing/report-routes';
import { createBillingRoutes } from '../billing/routes';
import { createCreditRefundRoutes } from '../billing/credit-refund-routes';
import { exchangeRateRoutes } from '../billing/exchange-rate-routes';
import { priceListRoutes } from '../billing/price-list-routes';
import { createAuthRoutes, type AuthRouteOptions } from '../auth/routes';
import { caretakersRoutes } from '../caretakers/routes';
import { cemeteryRoutes } from '../cemeteries/routes';
import { clientsRoutes } from '../clients/routes';
import { clientOrderRoutes } from '../client-orders/routes';
import { communicationsRoutes } from '../communications/routes';
import { createClientMessageRoutes } from '../communications/message-routes';
import { messageIdHostOf } from '../communications/message-id-host';
import { createCalendarFeedRoutes } from '../calendar-feeds/routes';
import type { AppConfig } from '../config/config';
import { dashboardRoutes } from '../dashboard/routes';
import { createCarePlanRoutes } from '../graves/care-plan-routes';
import { gravesRoutes } from '../graves/routes';
import { memorialCalendarRoutes } from '../memorial-calendar/routes';
import { memorialCapacityRoutes } from '../memorial-capacity/routes';
import { culturalEventsRoutes } from '../cultural-events/routes';
import type { PhotoStorage } from '../photos/photo-storage';
import { createPhotoRoutes } from '../photos/routes';
import { createMailRoutes, type MailRouteOptions } from '../mail/routes';
import { createMailAttachmentStorage } from '../mailbox-sync/mail-attachments';
import type { MailboxSyncQueue } from '../mailbox-sync/mailbox-sync-jobs';
import { createMailboxSyncRoutes } from '../mailbox-sync/routes';
import { createMailAuthorization, createMailAuthorizationRoutes } from '../mail-authorization';
import { notificationsRoutes } from '../notifications/routes';
import { payoutsRoutes } from '../payouts/routes';
import { reactorRoutes } from '../reactors/routes';
import { createGuestRequestRoutes } from '../guest-requests/routes';
import { createCaretakerAccountRoutes } from '../invites/caretaker-account-routes';
import { createInviteRoutes } from '../invites/routes';
import { createRequestRateLimiter, type RequestLimit } from '../registrations/request-rate-limiter';
import { createRegistrationRoutes } from '../registrations/routes';
import { caretakerTasksRoutes } from '../service-requests/caretaker-tasks-routes';
import { serviceRequestFormRoutes } from '../service-request-form/routes';
import { serviceRequestsRoutes } from '../service-requests/routes';
import { serviceRequestHistoryRoutes } from '../service-requests/history-routes';
import { scheduleRoutes } from '../schedule/routes';
import { searchRoutes } from '../search/routes';
import { systemRoutes } from '../system/routes';
import { createHealthRoutes } from '../health/routes';
import type { ReadinessCheck } from '../health/checks';
import type { AnyRoute } from '../http/route';
import { sessionCookieName } from './session';

/** Feature and workflow route lists: static, wired here (features never import each other). */
export const featureRoutes: readonly AnyRoute[] = [
  ...cemeteryRoutes,
  ...clientsRoutes,
  ...communicationsRoutes,
  ...caretakersRoutes,
  ...gravesRoutes,
  ...serviceRequestsRoutes,
  ...serviceRequestFormRoutes,
  ...clientOrderRoutes,
  ...exchangeRateRoutes,
  ...priceListRoutes,
  ...caretakerTasksRoutes,
  ...serviceRequestHistoryRoutes,
  ...scheduleRoutes,
  ...searchRoutes,
  ...memorialCalendarRoutes,
  ...memorialCapacityRoutes,
  ...activityLogsRoutes,
  ...dashboardRoutes,
  ...culturalEventsRoutes,
  ...systemRoutes,
  ...reactorRoutes,
  // Before the billing routes: their `/api/invoices/:id` would take `/api/invoices/aging`.
  ...billingReportRoutes,
  ...payoutsRoutes,
  ...notificationsRoutes,
];

/** How many public form submissions one IP address may make (shared NATs count as one). */
export interface PublicFormLimits {
  readonly registrations: RequestLimit;
  readonly guestRequests: RequestLimit;
}

export const defaultPublicFormLimits: PublicFormLimits = {
  registrations: { requests: 10, windowSeconds: 60 * 60 },
  guestRequests: { requests: 20, windowSeconds: 60 * 60 },
};

export interface ShellRouteOptions extends AuthRouteOptions, MailRouteOptions {
  readonly config: AuthRouteOptions['config'] &
    Pick<
      AppConfig,
      | 'inviteSecret'
      | 'sessionSecret'
      | 'publicUrl'
      | 'billingCreditor'
      | 'billingRsdAccount'
      | 'carePlanLeadDays'
      | 'mailOAuth'
      | 'mailTokenKey'
      | 'mailFrom'
      | 'imap'
      | 'mailAttachmentDir'
    >;
  readonly readinessChecks: Readonly<Record<string, ReadinessCheck>>;
  /** Shares the public forms' counts across API processes; without it each counts alone. */
  readonly redis?: Redis | null;
  /** Redis key prefix of those counts; one per deployment (tests use their own). */
  readonly rateLimitKeyPrefix?: string;
  readonly publicFormLimits?: PublicFormLimits;
  /** Where photo files are kept (local disk by default, see PHOTO_STORAGE_DIR). */
  readonly photoStorage: PhotoStorage;
  /** The `mailbox-sync` queue the admin's "Sync" adds a run to; without it "Sync" answers 503. */
  readonly mailboxSyncQueue?: MailboxSyncQueue | null;
}

/**
 * Every route of the app. Auth, health and the public forms depend on the running
 * configuration and infrastructure (rate limiters, readiness checks, the invite key), so the
 * list is built at start. The OpenAPI document describes this list, its own route included.
 */
export const createAllRoutes = (options: ShellRouteOptions): AnyRoute[] => {
  const limits = options.publicFormLimits ?? defaultPublicFormLimits;
  const keyPrefix = options.rateLimitKeyPrefix ?? 'mc';
  const invites = {
    inviteSecret: options.config.inviteSecret,
    publicUrl: options.config.publicUrl,
  };
  const routes: AnyRoute[] = [
    ...createAuthRoutes(options),
    ...createHealthRoutes(options.readinessChecks),
    ...featureRoutes,
    ...createCarePlanRoutes({ leadDays: options.config.carePlanLeadDays }),
    ...createRegistrationRoutes({
      invites,
      rateLimiter: createRequestRateLimiter({
        redis: options.redis,
        keyPrefix: `${keyPrefix}:registrations`,
        limit: limits.registrations,
        subject: 'registrations',
      }),
    }),
    ...createGuestRequestRoutes({
      rateLimiter: createRequestRateLimiter({
        redis: options.redis,
        keyPrefix: `${keyPrefix}:guest-requests`,
        limit: limits.guestRequests,
        subject: 'service requests',
      }),
    }),
    ...createInviteRoutes(invites),
    ...createCaretakerAccountRoutes(invites),
    ...createMailRoutes(options),
    ...createMailAuthorizationRoutes(createMailAuthorization(options.config)),
    ...createClientMessageRoutes({ messageIdHost: messageIdHostOf(options.config.mailFrom) }),
    ...createPhotoRoutes({ storage: options.photoStorage }),
    ...createMailboxSyncRoutes({
      mailboxConfigured: options.config.imap !== null,
      queue: options.mailboxSyncQueue ?? null,
      storage: createMailAttachmentStorage(options.config.mailAttachmentDir),
    }),
    ...createBillingRoutes({
      creditor: {
        ...options.config.billingCreditor,
        rsdAccount: options.config.billingRsdAccount,
      },
    }),
    ...createCreditRefundRoutes({ creditorName: options.config.billingCreditor.name }),
    ...createCalendarFeedRoutes({
      sessionSecret: options.config.sessionSecret,
      publicUrl: options.config.publicUrl,
    }),
    ...createApiDocsRoutes({ listRoutes: () => routes, sessionCookieName }),
  ];
  return routes;
};
