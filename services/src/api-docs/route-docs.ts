import { z } from 'zod';
import {
  closePayoutMonthResultSchema,
  openEarningsSchema,
  payoutStatementDetailSchema,
  payoutStatementPageSchema,
  activityLogPageSchema,
  notificationListSchema,
  notificationMailSettingsSchema,
  upcomingCulturalEventsSchema,
  exchangeRatesSchema,
  invoiceAgingSchema,
  invoicePageSchema,
  creditNotePageSchema,
  creditNoteSchema,
  invoiceSchema,
  mailboxAuthorizationLinkSchema,
  mailboxConnectionSchema,
  mailboxDisconnectionSchema,
  mailboxSyncResultSchema,
  revenueByMonthSchema,
  paymentInstructionsSchema,
  paymentPageSchema,
  paymentSchema,
  paymentsSummarySchema,
  planSubscriptionSchema,
  priceListSchema,
  statementImportResultSchema,
  unmatchedTransferListSchema,
  approveResultSchema,
  calendarFeedSchema,
  dashboardStatsSchema,
  caretakerListSchema,
  caretakerSchema,
  caretakerTaskPageSchema,
  cemeteryDetailsSchema,
  cemeteryImportResultSchema,
  cemeteryListSchema,
  cemeterySchema,
  clientBillingSchema,
  clientListSchema,
  clientSchema,
  communicationListSchema,
  clientMessageSentAnswerSchema,
  currentUserSchema,
  carePlanSchema,
  graveListSchema,
  graveSchema,
  memorialCalendarSchema,
  memorialCapacitySchema,
  guestRequestResultSchema,
  clientOrderResultSchema,
  inviteEmailResultSchema,
  inviteLookupSchema,
  mailDeliveryPageSchema,
  mailDeliverySchema,
  cemeteryPositionFromPhotoSchema,
  photoListSchema,
  photoSchema,
  photoVerificationSchema,
  photoUploadTextFieldsSchema,
  publicCemeteryListSchema,
  publicConfigSchema,
  recentPhotoListSchema,
  recentRegistrationListSchema,
  registrationResultSchema,
  scheduleSchema,
  searchLimits,
  searchResultsSchema,
  serviceRequestCreatedSchema,
  serviceRequestHistorySchema,
  serviceRequestPageSchema,
  serviceRequestStatsSchema,
  serviceRequestViewSchema,
} from '@memorial-care/contracts/http';
import type { AnyRoute } from '../http/route';
import type { ErrorStatus } from './error-answers';

/** A route as the authorization sweep names it: `get /api/cemeteries/:id`. */
export type RouteLabel = `${AnyRoute['method']} /${string}`;

export const routeLabelOf = (route: Pick<AnyRoute, 'method' | 'path'>): RouteLabel =>
  `${route.method} ${route.path}` as RouteLabel;

/**
 * What the route table cannot say about a route: a summary for people, the answer's status and
 * schema (handlers return `unknown`), and whether it is rate-limited. Method, path, access and
 * request schemas come from the route itself.
 */
export interface RouteDoc {
  readonly summary: string;
  readonly description?: string;
  /**
   * The success status when it is not 200: 201 for a create, 204 for an answer without body,
   * 303 for a redirect a browser follows.
   */
  readonly status?: 201 | 204 | 303;
  /** The success answer: a JSON schema from the contracts, or the media type of a file. */
  readonly answer?: z.ZodType | { readonly file: string };
  /** The fields of a multipart body the route reads itself (the route table has no schema). */
  readonly multipartFields?: z.ZodType;
  /** Counted per client address: a flood gets 429 with `Retry-After`. */
  readonly rateLimited?: true;
  /** Errors its declaration does not imply, e.g. 401 for a wrong password on a public route. */
  readonly extraErrors?: readonly ErrorStatus[];
}

/** One feature's routes: its folder name is the tag the reference groups them under. */
export interface FeatureDocs {
  readonly description: string;
  readonly routes: Readonly<Record<RouteLabel, RouteDoc>>;
}

/**
 * Every route of the app, by feature. The API docs test fails when a route of the table is
 * missing here or one here is no longer in the table.
 */
export const routeDocs = {
  auth: {
    description: 'Signing in and out, and the signed-in user.',
    routes: {
      'post /api/login': {
        summary: 'Sign in',
        description: 'Starts a session (the session cookie) for the account.',
        answer: currentUserSchema,
        rateLimited: true,
        extraErrors: [401],
      },
      'get /api/auth/user': { summary: 'The signed-in user', answer: currentUserSchema },
      'post /api/logout': { summary: 'Sign out', status: 204 },
      'get /api/public/config': {
        summary: 'Settings the signed-out pages need',
        answer: publicConfigSchema,
      },
      'post /api/auth/switch-role': {
        summary: 'Switch the signed-in user’s role',
        description: 'Exists only when DEV_ROLE_SWITCH=true, never in production.',
        answer: currentUserSchema,
      },
    },
  },
  health: {
    description: 'Liveness and readiness probes for the process supervisor.',
    routes: {
      'get /healthz': { summary: 'Is the process alive' },
      'get /readyz': {
        summary: 'Is the process ready for traffic',
        description: 'Answers 503 with the failing checks while a dependency is unavailable.',
      },
    },
  },
  cemeteries: {
    description: 'The cemeteries the company serves.',
    routes: {
      'get /api/cemeteries': {
        summary: 'List cemeteries',
        description: 'Admins get the full records; everyone else the public fields.',
        answer: cemeteryListSchema.or(publicCemeteryListSchema),
      },
      'post /api/cemeteries/import-serbian': {
        summary: 'Import the list of Serbian cemeteries',
        answer: cemeteryImportResultSchema,
      },
      'get /api/cemeteries/:id': {
        summary: 'One cemetery with its graves and caretakers',
        answer: cemeteryDetailsSchema,
      },
      'post /api/cemeteries': { summary: 'Add a cemetery', status: 201, answer: cemeterySchema },
      'patch /api/cemeteries/:id': { summary: 'Change a cemetery', answer: cemeterySchema },
      'delete /api/cemeteries/:id': { summary: 'Delete a cemetery', status: 204 },
    },
  },
  clients: {
    description: 'The company’s clients and their billing.',
    routes: {
      'get /api/clients': { summary: 'List clients', answer: clientListSchema },
      'get /api/clients/recent': {
        summary: 'Recent registrations',
        answer: recentRegistrationListSchema,
      },
      'post /api/clients': { summary: 'Add a client', status: 201, answer: clientSchema },
      'get /api/clients/:id': { summary: 'One client', answer: clientSchema },
      'get /api/clients/:id/billing': {
        summary: 'A client’s invoices and balance',
        answer: clientBillingSchema,
      },
      'patch /api/clients/:id': { summary: 'Change a client', answer: clientSchema },
      'put /api/clients/:id/reminders': {
        summary: 'Set how many days before each occasion the family is reminded (0: never)',
        answer: clientSchema,
      },
      'delete /api/clients/:id': { summary: 'Delete a client', status: 204 },
    },
  },
  communications: {
    description: 'Messages exchanged with clients.',
    routes: {
      'get /api/communications/client/:clientId': {
        summary: 'A client’s communications',
        answer: communicationListSchema,
      },
      'post /api/communications/client/:clientId/messages': {
        summary: 'Write to a client (a new message or a reply); the mail queue sends it',
        status: 201,
        answer: clientMessageSentAnswerSchema,
      },
    },
  },
  caretakers: {
    description: 'The caretakers who do the work at the graves.',
    routes: {
      'get /api/caretakers': { summary: 'List caretakers', answer: caretakerListSchema },
      'get /api/caretakers/:id': { summary: 'One caretaker', answer: caretakerSchema },
      'post /api/caretakers': { summary: 'Add a caretaker', status: 201, answer: caretakerSchema },
      'patch /api/caretakers/:id': { summary: 'Change a caretaker', answer: caretakerSchema },
      'delete /api/caretakers/:id': { summary: 'Delete a caretaker', status: 204 },
      'post /api/caretakers/:id/invite': {
        summary: 'Issue a new invite link for a caretaker',
      },
    },
  },
  graves: {
    description: 'The graves clients entrust to the company.',
    routes: {
      'get /api/graves': {
        summary: 'List graves',
        description: 'A client gets only their own graves.',
        answer: graveListSchema,
      },
      'get /api/graves/:id': { summary: 'One grave', answer: graveSchema },
      'post /api/graves': { summary: 'Add a grave', status: 201, answer: graveSchema },
      'patch /api/graves/:id': { summary: 'Change a grave', answer: graveSchema },
      'delete /api/graves/:id': { summary: 'Delete a grave', status: 204 },
      'get /api/graves/:id/care-plan': {
        summary: "A grave's care plan",
        description:
          'Its memorial days and the occasions of the coming year, each with its skip and booked request.',
        answer: carePlanSchema,
      },
      'post /api/graves/:id/care-plan/pause': {
        summary: 'Pause the care plan (no requests are created meanwhile)',
        answer: carePlanSchema,
      },
      'post /api/graves/:id/care-plan/resume': {
        summary: 'Resume the care plan',
        answer: carePlanSchema,
      },
      'post /api/graves/:id/care-plan/occasions/:key/skip': {
        summary: 'Skip one occasion of the care plan',
        answer: carePlanSchema,
      },
      'post /api/graves/:id/care-plan/occasions/:key/restore': {
        summary: 'Undo the skip of an occasion',
        answer: carePlanSchema,
      },
    },
  },
  'service-requests': {
    description: 'Service requests, from the request to the completed work.',
    routes: {
      'get /api/service-requests': {
        summary: 'Search service requests (filtered, sorted, paged)',
        description: 'A client gets only their own requests.',
        answer: serviceRequestPageSchema,
      },
      'get /api/service-requests/stats': {
        summary: 'Service request counts per status',
        answer: serviceRequestStatsSchema,
      },
      'get /api/service-requests/:id': {
        summary: 'One service request',
        description: 'A caretaker gets the task view of a request assigned to them.',
        answer: serviceRequestViewSchema,
      },
      'post /api/service-requests': {
        summary: 'Request a service',
        status: 201,
        answer: serviceRequestCreatedSchema,
      },
      'patch /api/service-requests/:id': { summary: 'Change a service request' },
      'delete /api/service-requests/:id': { summary: 'Delete a service request', status: 204 },
      'post /api/service-requests/:id/accept': { summary: 'Accept a task (caretaker)' },
      'post /api/service-requests/:id/decline': { summary: 'Decline a task (caretaker)' },
      'post /api/service-requests/:id/start': {
        summary: 'Start the work',
        description:
          'A retry with the same Idempotency-Key (a move queued on a phone) gets the first answer.',
      },
      'post /api/service-requests/:id/complete': {
        summary: 'Complete the request',
        description:
          '`completedDate` is when the work was done (now when absent). A retry with the same ' +
          'Idempotency-Key gets the first answer.',
      },
      'get /api/caretaker/tasks': {
        summary: 'A caretaker’s tasks (filtered, paged)',
        answer: caretakerTaskPageSchema,
      },
      'get /api/service-requests/:id/history': {
        summary: 'A request’s history, step by step',
        answer: serviceRequestHistorySchema,
      },
    },
  },
  schedule: {
    description: 'The visits on a calendar: day, week and month.',
    routes: {
      'get /api/schedule': {
        summary: 'The visits on the days shown, with the summary cards',
        description:
          'Days are calendar days in `timeZone`. A caretaker gets only their own visits, without client names. ' +
          '`perDay` answers at most that many visits a day (the month grid); `total` and `days` count them all. ' +
          '`caretaker` is the working days of the caretaker shown: the caretaker’s own, or the one an admin filters by.',
        answer: scheduleSchema,
      },
    },
  },
  search: {
    description: 'The header search across the records.',
    routes: {
      'get /api/search': {
        summary: 'Clients, graves, cemeteries, caretakers and service requests matching `q`',
        description:
          'Serbian diacritics are folded: `Ilic` finds `Ilić`, `Djordje` finds `Đorđe`. Each group holds at most ' +
          `${searchLimits.perGroup} hits; \`more\` says there are others. A term shorter than ` +
          `${searchLimits.substringMinLength} characters matches the start of a name and finds no service request.`,
        answer: searchResultsSchema,
      },
    },
  },
  'memorial-calendar': {
    description: 'The Serbian Orthodox days families mark at a grave.',
    routes: {
      'get /api/memorial-calendar': {
        summary: 'The general memorial days of a range',
        description:
          'Computed from the Julian computus for `from`…`to` (both inclusive, at most three years): ' +
          'Christmas, Easter, the four Zadušnice, Pobusani ponedeljak, and the Easter pause ' +
          '(Lazarus Saturday through Thomas Sunday, no prayers for the dead), in date order.',
        answer: memorialCalendarSchema,
      },
    },
  },
  'memorial-capacity': {
    description: 'How full the busy memorial days are, for the admins.',
    routes: {
      'get /api/memorial-capacity': {
        summary: 'Visits booked against caretakers free on the busy memorial days',
        description:
          'The four Zadušnice and Pobusani ponedeljak from `from` to `to` (default: today and the ' +
          'twelve months after it; at most three years). Per day, per city and per cemetery: the ' +
          'visits booked (not cancelled, on that day in Serbia), the active caretakers who can work ' +
          'there (assigned to the cemetery or living in its region or city, on one of their ' +
          'weekdays, not on holiday), the visits they can do (`visitsPerCaretakerPerDay` each), ' +
          'the gap, and whether the day is over capacity. A city and a day count each caretaker ' +
          'once. A family’s order for a cemetery over capacity that day is refused with 409 ' +
          '`DAY_OVER_CAPACITY` unless it accepts the busy day.',
        answer: memorialCapacitySchema,
      },
    },
  },
  'activity-logs': {
    description: 'What happened, by whom, for the admins.',
    routes: {
      'get /api/activity-logs': {
        summary: 'The activity log (paged, filtered)',
        description:
          'Newest first. Optional filters: `type` (the kind, e.g. `service_completed`), ' +
          '`entityType` (`service_request` or `client`), `from` and `to` (yyyy-MM-dd, UTC days, ' +
          'both inclusive) and `search` (words in the description, case-insensitive). `total` ' +
          'counts the matching entries.',
        answer: activityLogPageSchema,
      },
    },
  },
  'cultural-events': {
    description: 'The coming Orthodox memorial days and the work booked ahead of them.',
    routes: {
      'get /api/cultural-events/upcoming': {
        summary: 'The next memorial days with the visits booked for them',
        description:
          'The next four Orthodox days families mark at a grave (Christmas, Easter, the four ' +
          'Zadušnice). Per day: the requests not cancelled scheduled in the seven days up to and ' +
          'including it (Serbian time; `windowFrom` is the first of them), and `bookingsOpen` ' +
          'while the day is still ahead (after today in Serbia).',
        answer: upcomingCulturalEventsSchema,
      },
    },
  },
  dashboard: {
    description: 'The admin dashboard’s figures and the monthly report.',
    routes: {
      'get /api/dashboard/stats': {
        summary: 'The dashboard’s four cards',
        description:
          'Active requests (pending and in progress), pending requests, revenue this month (EUR, ' +
          'net of refunds) and active caretakers, each with this and last month’s figure for ' +
          'the change (Serbian calendar months; what each compares is in the schema).',
        answer: dashboardStatsSchema,
      },
      'get /api/reports/monthly': {
        summary: 'The monthly report as a CSV or PDF file',
        description:
          'For `month` (yyyy-MM): requests scheduled in it by status and service, the money ' +
          'received net of refunds, completion hours (average and median, scheduled visit to ' +
          'completion) and per caretaker the completed visits and earnings. `format` csv ' +
          '(default) or pdf; a download (`Content-Disposition: attachment`).',
        answer: { file: 'text/csv' },
      },
    },
  },
  notifications: {
    description: 'The bell: what happened that concerns the signed-in user, and what they read.',
    routes: {
      'get /api/notifications': {
        summary: 'The newest notifications of the signed-in user and the unread count',
        answer: notificationListSchema,
      },
      'post /api/notifications/:id/read': {
        summary: 'Mark one of the own notifications read',
        status: 204,
      },
      'post /api/notifications/read-all': {
        summary: 'Mark all own notifications until now read',
        status: 204,
      },
      'get /api/clients/:id/notification-mail': {
        summary: 'The notification kinds a family also gets by mail',
        answer: notificationMailSettingsSchema,
      },
      'put /api/clients/:id/notification-mail': {
        summary: 'Choose the notification kinds a family also gets by mail',
        answer: notificationMailSettingsSchema,
      },
    },
  },
  system: {
    description: 'The read models’ projections: their status, pause and recovery.',
    routes: {
      'get /api/admin/projections': { summary: 'Projection status and lag' },
      'post /api/admin/projections/:name/resume': {
        summary: 'Resume a paused projection',
        status: 204,
      },
      'post /api/admin/projections/:name/skip': {
        summary: 'Skip the event a projection is paused on',
        description: 'The reason is kept in the log with who skipped the event.',
      },
    },
  },
  reactors: {
    description: 'The reactors that act on events (mail and the like).',
    routes: {
      'get /api/admin/reactors': { summary: 'Reactor status' },
    },
  },
  registrations: {
    description: 'Clients registering themselves on the landing page.',
    routes: {
      'post /api/registrations': {
        summary: 'Register as a client',
        status: 201,
        answer: registrationResultSchema,
        rateLimited: true,
      },
    },
  },
  'guest-requests': {
    description: 'Service requests from visitors without an account.',
    routes: {
      'post /api/service-requests/guest': {
        summary: 'Request a service as a guest',
        status: 201,
        answer: guestRequestResultSchema,
        rateLimited: true,
      },
    },
  },
  'client-orders': {
    description: 'A family orders care for its own grave and calls off its own pending order.',
    routes: {
      'post /api/service-requests/orders': {
        summary: 'Order care for one of the caller’s graves',
        description:
          'A pending request of the grave’s client at its cemetery, priced from the price list, ' +
          'on `visitDate` (08:00 in Serbia; the office schedules it). A client may order only for ' +
          'their own graves (another’s answers 404); an admin for any. A day already past in ' +
          'Serbia is a 422 on `body.visitDate`.',
        status: 201,
        answer: clientOrderResultSchema,
        extraErrors: [404],
      },
      'post /api/service-requests/:id/cancel': {
        summary: 'Cancel a service request',
        description:
          'A client cancels their own request while it is pending (scheduled or later: 422 ' +
          '`INVALID_STATUS_TRANSITION`); an admin any request, as with the status dropdown.',
      },
    },
  },
  invites: {
    description: 'Approving clients and the invite links that activate accounts.',
    routes: {
      'post /api/clients/:id/approve': {
        summary: 'Approve a client (issues an invite)',
        answer: approveResultSchema,
      },
      'post /api/clients/:id/invite-email': {
        summary: 'Mail a client their invite',
        answer: inviteEmailResultSchema,
      },
      'get /api/invite/:token': { summary: 'Look up an invite', answer: inviteLookupSchema },
      'post /api/invite/:token/activate': {
        summary: 'Activate an account with an invite',
        status: 204,
      },
    },
  },
  mail: {
    description: 'Outgoing mail deliveries.',
    routes: {
      'get /api/admin/mail': {
        summary: 'Mail deliveries',
        description:
          'Newest first. Optional filters: `status` (queued, sending, sent or failed), `refId` ' +
          '(what the mail is about) and `jobId` (one delivery). A `failed` one shows its last ' +
          'error.',
        answer: mailDeliveryPageSchema,
      },
      'post /api/admin/mail/:jobId/retry': {
        summary: 'Retry a failed delivery',
        description:
          'Gives a failed mail a fresh set of attempts; it shows `queued` until the worker sends ' +
          'it. 409 `MAIL_NOT_FAILED` unless it failed, 422 `MAIL_JOB_GONE` when its job is no ' +
          'longer in the queue, 503 `MAIL_QUEUE_UNAVAILABLE` without Redis.',
        answer: mailDeliverySchema,
      },
    },
  },
  photos: {
    description: 'Before and after photos of service requests.',
    routes: {
      'get /api/photos': {
        summary: 'A request’s photos',
        description:
          'An admin’s answer carries each photo’s `presence`: where the camera and the device ' +
          'put it, the distance to its cemetery and the verdict; nobody else gets a position.',
        answer: photoListSchema,
      },
      'get /api/photos/recent': { summary: 'The newest photos', answer: recentPhotoListSchema },
      'post /api/photos/upload': {
        summary: 'Upload a photo',
        description:
          'The device’s position goes in `latitude`, `longitude` and `accuracyMeters` (all ' +
          'three or none); the camera’s GPS and capture time are read from the file, which is ' +
          'kept as received (never served) beside its metadata-free copies. Send an ' +
          '`Idempotency-Key`: a retry with the same key, however late, answers the photo it ' +
          'made (200) instead of adding another.',
        status: 201,
        answer: photoSchema,
        multipartFields: photoUploadTextFieldsSchema.extend({
          photo: z.file().meta({ description: 'The image file' }),
        }),
      },
      'delete /api/photos/:id': { summary: 'Delete a photo', status: 204 },
      'post /api/photos/:id/verify': {
        summary: 'Check a photo’s kept original against its recorded hash',
        description:
          'Computes the SHA-256 of the stored original again: `match` or `mismatch`; ' +
          '`original_not_kept` for photos from before originals were kept, `original_missing` ' +
          'when its file is gone. Admin only.',
        answer: photoVerificationSchema,
      },
      'post /api/photos/:id/use-as-cemetery-position': {
        summary: 'Place the photo’s cemetery where the photo was taken',
        description:
          'Sets the cemetery of the photo’s request to the camera’s GPS position, else the ' +
          'device’s fix when it is precise enough. 422 `PHOTO_HAS_NO_POSITION` or ' +
          '`PHOTO_HAS_NO_CEMETERY` otherwise. Admin only.',
        answer: cemeteryPositionFromPhotoSchema,
      },
      'get /api/photos/:id/image': {
        summary: 'A photo, sized for the web',
        answer: { file: 'image/jpeg' },
      },
      'get /api/photos/:id/thumbnail': {
        summary: 'A photo’s thumbnail',
        answer: { file: 'image/jpeg' },
      },
    },
  },
  billing: {
    description:
      'The ledger: invoices (numbered without gaps per year), payments and bank-statement imports.',
    routes: {
      'get /api/invoices': {
        summary: 'Invoices, paged and filtered',
        description: 'An admin sees every invoice; a client only their own.',
        answer: invoicePageSchema,
      },
      'post /api/invoices': {
        summary: 'Issue an invoice',
        description: 'Numbered `<year>-<nnnnnn>` in the order of issue, without gaps.',
        status: 201,
        answer: invoiceSchema,
      },
      'get /api/invoices/:id': { summary: 'One invoice', answer: invoiceSchema },
      'get /api/invoices/:id/pdf': {
        summary: 'The invoice as a PDF',
        description: "In the client's language, with the bank-transfer details and EPC QR code.",
        answer: { file: 'application/pdf' },
      },
      'get /api/invoices/:id/payment-instructions': {
        summary: 'How to pay an invoice by bank transfer',
        description: 'IBAN, BIC, the RF reference and the EPC QR code (EPC069-12) of the balance.',
        answer: paymentInstructionsSchema,
      },
      'post /api/invoices/:id/void': {
        summary: 'Void an invoice',
        description: 'Refused (409) once a payment was recorded against it.',
        answer: invoiceSchema,
      },
      'post /api/invoices/:id/credit-notes': {
        summary: 'Credit an invoice (a credit note)',
        description:
          'All that is left to credit, or `amount`; the credit note takes the next number of ' +
          'the year, shared with the invoices. Refused beyond what is left (422), for a voided ' +
          'invoice or a credit note (409).',
        status: 201,
        answer: creditNoteSchema,
      },
      'get /api/credit-notes': {
        summary: 'Credit notes, newest first',
        description: 'An admin sees every credit note; a client only their own.',
        answer: creditNotePageSchema,
      },
      'get /api/credit-notes/:id/pdf': {
        summary: 'A credit note as a PDF',
        description: "In the client's language, naming the credited invoice; nothing to pay on it.",
        answer: { file: 'application/pdf' },
      },
      'post /api/payments/:id/refunds': {
        summary: 'Refund a payment (all of it or a part)',
        description:
          'At most what the payment brought minus earlier refunds (422); a bank reference is ' +
          'recorded once (409). A credit is paid back by refunding the payment that made it.',
        status: 201,
        answer: paymentSchema,
      },
      'get /api/payments': { summary: 'Payments, newest first', answer: paymentPageSchema },
      'post /api/payments': {
        summary: 'Record a payment',
        description: 'A bank reference is recorded once (409 the second time).',
        status: 201,
        answer: paymentSchema,
      },
      'get /api/payments/summary': {
        summary: "A client's totals: paid, pending, outstanding, credit",
        description: 'Without `clientId`, an admin gets the totals over every client.',
        answer: paymentsSummarySchema,
      },
      'get /api/payments/revenue': {
        summary: 'Money received per month',
        description:
          'The last `months` calendar months in Serbia (default 12), the running one last; ' +
          'months without payments are 0.00.',
        answer: revenueByMonthSchema,
      },
      'get /api/invoices/aging': {
        summary: 'What open invoices owe by days past due',
        description: 'Not yet due, 1–30, 31–60 and over 60 days past due, with counts.',
        answer: invoiceAgingSchema,
      },
      'get /api/invoices/export.csv': {
        summary: 'The invoices list as a CSV file',
        description:
          'Every invoice the filters match (no pages), in the list’s order; amounts as plain ' +
          'decimals. A download (`Content-Disposition: attachment`).',
        answer: { file: 'text/csv' },
      },
      'post /api/payments/import': {
        summary: 'Import a bank statement (camt.053 or CSV)',
        description:
          'Transfers whose reference names an invoice are recorded; the others wait for review.',
        answer: statementImportResultSchema,
      },
      'get /api/payments/unmatched': {
        summary: 'Imported transfers waiting for review',
        answer: unmatchedTransferListSchema,
      },
      'post /api/payments/unmatched/:statementId/:line/assign': {
        summary: 'Record an unmatched transfer against an invoice',
        answer: paymentSchema,
      },
      'get /api/clients/:id/subscription': {
        summary: "A family's plan subscription",
        answer: planSubscriptionSchema,
      },
      'put /api/clients/:id/subscription': {
        summary: 'Start a subscription, or change its plan or price',
        description: 'Each month it is active, the plan invoicing job issues one invoice.',
        answer: planSubscriptionSchema,
      },
      'post /api/clients/:id/subscription/:action': {
        summary: 'Pause, resume or end a subscription',
        answer: planSubscriptionSchema,
      },
      'post /api/payments/unmatched/:statementId/:line/dismiss': {
        summary: 'Set an unmatched transfer aside',
        status: 204,
      },
      'get /api/price-list': {
        summary: "Each service's price (null while unpriced)",
        description:
          "Every service of the request form, in the form's order. A new request's amount " +
          'defaults from it; admins only.',
        answer: priceListSchema,
      },
      'put /api/price-list/:serviceType': {
        summary: "Set a service's price",
        description:
          '0 to 10,000 EUR. An event on the price list: requests already made keep their ' +
          'amount. Honours `If-Match` (412 when the list changed since it was read).',
        answer: priceListSchema,
      },
      'get /api/exchange-rate': {
        summary: 'The EUR→RSD rate in force and the latest ones',
        answer: exchangeRatesSchema,
      },
      'put /api/exchange-rate': {
        summary: 'Set the EUR→RSD rate with the day it is for',
        description:
          'Dinar amounts of the NBS IPS QR (payers in Serbia) are converted at the latest rate; ' +
          'a rate dated before the one in force is refused.',
        answer: exchangeRatesSchema,
      },
    },
  },
  payouts: {
    description:
      "Caretaker payouts: 70% of each completed task's amount accrues to its caretaker; a month " +
      'is closed into one statement per caretaker, which is paid once.',
    routes: {
      'get /api/payouts': {
        summary: 'Payout statements, newest month first',
        description: 'An admin sees every caretaker’s; a caretaker only their own.',
        answer: payoutStatementPageSchema,
      },
      'get /api/payouts/earnings': {
        summary: 'Earnings not yet in a statement',
        description:
          'Totals per caretaker, and the tasks of one (a caretaker’s own; the one an admin names).',
        answer: openEarningsSchema,
      },
      'get /api/payouts/:id': {
        summary: 'One payout statement with its tasks',
        description: 'Another caretaker’s statement is 404 for a caretaker.',
        answer: payoutStatementDetailSchema,
      },
      'post /api/payouts/close': {
        summary: 'Close a month into payout statements',
        description:
          'Each caretaker’s open earnings completed in or before the month become one statement; ' +
          'closing the month again creates none. Answers the statements created now.',
        answer: closePayoutMonthResultSchema,
      },
      'post /api/payouts/:id/paid': {
        summary: 'Mark a payout statement paid',
        description:
          'The method defaults to the caretaker’s preferred one; paying twice is refused (409).',
        answer: payoutStatementDetailSchema,
      },
    },
  },
  'calendar-feeds': {
    description:
      'iCalendar feeds (RFC 5545) of a caretaker’s or a family’s visits, for Google Calendar, ' +
      'Apple Calendar or Outlook to subscribe to.',
    routes: {
      'get /api/calendar-feed': {
        summary: 'The signed-in user’s calendar feed URL',
        description:
          'For caretakers (their assigned visits) and clients (their graves’ visits); `url` is ' +
          'null before the first is created. Admins have the Schedule screen instead (403).',
        answer: calendarFeedSchema,
      },
      'post /api/calendar-feed': {
        summary: 'Create a new calendar feed URL',
        description: 'A new secret URL; the one before stops working at once (404). Admins: 403.',
        status: 201,
        answer: calendarFeedSchema,
      },
      'get /api/calendar-feed/:token': {
        summary: 'A calendar feed (iCalendar)',
        description:
          'The secret URL a calendar app subscribes to (no session): the visits from 90 days ' +
          'back to 400 ahead in Europe/Belgrade, one event per request (stable UID, SEQUENCE ' +
          'bumped by every change, STATUS:CANCELLED when cancelled), no amounts. An unknown, ' +
          'forged or replaced token is 404.',
        answer: { file: 'text/calendar' },
      },
    },
  },
  'mail-authorization': {
    description:
      'The office mailbox’s OAuth 2.0 authorization (authorization code with PKCE, a state bound ' +
      'to the admin, offline access): the mailbox sync signs in to IMAP with its access tokens. ' +
      'The refresh token is stored encrypted and never answered.',
    routes: {
      'get /api/oauth/mailbox': {
        summary: 'The provider settings and the connected mailbox',
        description:
          'The account, when it was connected and a masked hint of its token, never the token; ' +
          '`source` is `environment` when MAIL_OAUTH_REFRESH_TOKEN sets the mailbox (it wins).',
        answer: mailboxConnectionSchema,
      },
      'get /api/oauth/gmail-url': {
        summary: 'Start an authorization: the link to the provider',
        description:
          'A new state and PKCE verifier (S256) of this admin, valid 10 minutes. 422 ' +
          '`MAIL_OAUTH_NOT_CONFIGURED` without MAIL_OAUTH_CLIENT_ID, `MAILBOX_SET_BY_ENVIRONMENT` ' +
          'when the environment sets the mailbox; 503 `OAUTH_PROVIDER_UNAVAILABLE`.',
        answer: mailboxAuthorizationLinkSchema,
        extraErrors: [422],
      },
      'post /api/oauth/exchange-code': {
        summary: 'Finish an authorization with the pasted code',
        description:
          'Without `state`, the admin’s newest waiting authorization. 400 `OAUTH_STATE_INVALID`, ' +
          '`OAUTH_STATE_EXPIRED`, `OAUTH_CODE_REFUSED` (the provider’s error in `details`) or ' +
          '`OAUTH_ACCESS_DENIED`; 422 `OAUTH_NO_REFRESH_TOKEN` or `OAUTH_NO_ACCOUNT`.',
        status: 201,
        answer: mailboxConnectionSchema,
      },
      'get /api/oauth/callback': {
        summary: 'The provider sends the admin back here',
        description:
          'The redirect URI: finishes the authorization its `state` names and redirects to ' +
          '`/admin/oauth-setup?mailbox=connected`, or `?mailbox=failed&reason=<code>`.',
        status: 303,
      },
      'delete /api/oauth/mailbox': {
        summary: 'Disconnect the office mailbox',
        description:
          'Deletes the stored token and revokes it at the provider when it offers revocation ' +
          '(RFC 7009). 422 `MAILBOX_SET_BY_ENVIRONMENT` when the environment sets the mailbox.',
        answer: mailboxDisconnectionSchema,
      },
    },
  },
  'mailbox-sync': {
    description:
      'The office mailbox read into clients’ conversations (IMAP, every few minutes and on ' +
      'demand): each message from or to a client’s address is recorded once, by its Message-ID.',
    routes: {
      'post /api/communications/sync-email': {
        summary: 'Read the office mailbox now',
        description:
          'Adds a run for the workers and waits up to a minute: `synced` with the counts of each ' +
          'folder, or `running` when it takes longer (it goes on). 503 `MAILBOX_NOT_CONNECTED` ' +
          'without a mailbox, `MAILBOX_UNREACHABLE` when the run failed (the reason in the message).',
        answer: mailboxSyncResultSchema,
      },
      'post /api/communications/sync-instagram': {
        summary: 'Read Instagram messages (not connected: always 503)',
        description: '503 `INSTAGRAM_NOT_CONNECTED`: no Instagram account can be connected yet.',
      },
      'get /api/communications/attachments/:attachmentId': {
        summary: 'A file of a recorded mail, as a download',
        description:
          'Always `Content-Disposition: attachment`, `nosniff` and a sandboxing CSP; a type a ' +
          'browser could run (HTML, SVG, …) is answered as `application/octet-stream`.',
        answer: { file: 'application/octet-stream' },
      },
    },
  },
  'api-docs': {
    description: 'This document.',
    routes: {
      'get /api/openapi.json': {
        summary: 'The OpenAPI 3.1 description of this API',
        description: 'Generated from the route table and the zod contracts.',
      },
    },
  },
} satisfies Readonly<Record<string, FeatureDocs>>;
