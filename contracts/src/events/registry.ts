import type { z } from 'zod';
import type { EventMetadata } from '../event-store';
import {
  caretakerAddedSchema,
  caretakerDeletedSchema,
  caretakerHolidaysChangedSchema,
  caretakerUpdatedSchema,
} from './caretakers';
import {
  bankStatementImportedSchema,
  planInvoiceClaimedSchema,
  planInvoiceIssuedSchema,
  subscriptionChangedSchema,
  subscriptionEndedSchema,
  subscriptionPausedSchema,
  subscriptionResumedSchema,
  subscriptionStartedSchema,
  invoiceIssuedSchema,
  invoiceVoidedSchema,
  paymentRecordedSchema,
  paymentReferenceClaimedSchema,
  statementLineResolvedSchema,
  creditNoteIssuedSchema,
  invoiceCreditedSchema,
  paymentRefundedSchema,
  refundReferenceClaimedSchema,
} from './billing';
import { servicePriceSetSchema } from './price-list';
import { calendarFeedIssuedSchema } from './calendar-feeds';
import { careReminderDueSchema, memorialDaysReminderDueSchema } from './care-reminders';
import { serviceInvoiceClaimedSchema, serviceInvoiceIssuedSchema } from './service-invoices';
import { exchangeRateSetSchema } from './exchange-rates';
import { cemeteryAddedSchema, cemeteryDeletedSchema, cemeteryUpdatedSchema } from './cemeteries';
import {
  clientApprovedSchema,
  clientDeletedSchema,
  clientEmailReleasedSchema,
  clientEmailReservedSchema,
  clientRegisteredSchema,
  clientUpdatedSchema,
} from './clients';
import {
  graveAddedSchema,
  graveCareOccasionRestoredSchema,
  graveCareOccasionSkippedSchema,
  graveCarePlanPausedSchema,
  graveCarePlanResumedSchema,
  graveRemovedSchema,
  graveUpdatedSchema,
} from './graves';
import {
  caretakerEarningAccruedSchema,
  caretakerEarningReversedSchema,
  payoutStatementClosedSchema,
  payoutStatementPaidSchema,
} from './payouts';
import {
  allNotificationsReadSchema,
  notificationMailsChosenSchema,
  notificationsReadSchema,
} from './notifications';
import { clientMessageSentSchema, mailMessageRecordedSchema } from './communications';
import { invoiceBecameOverdueSchema } from './invoice-overdue';
import { mailDeliveryFailedSchema } from './mail-deliveries';
import { mailboxConnectedSchema, mailboxDisconnectedSchema } from './mail-authorization';
import { inviteAcceptedSchema, inviteEmailRequestedSchema, inviteIssuedSchema } from './invites';
import { photoAttachedSchema, photoDeletedSchema } from './photos';
import { projectionEventSkippedSchema } from './projection-skips';
import {
  serviceRequestCancelledSchema,
  serviceRequestCompletedSchema,
  serviceRequestDeletedSchema,
  serviceRequestScheduledSchema,
  serviceRequestStartedSchema,
  serviceRequestStatusChangedSchema,
  serviceRequestUpdatedSchema,
  serviceRequestedSchema,
  taskAcceptedSchema,
  taskDeclinedSchema,
  upcastServiceRequestStartedV1,
} from './service-requests';
import {
  userAccountDisabledSchema,
  userAccountEnabledSchema,
  userEmailReservedSchema,
  userEmailVerifiedSchema,
  userLinkedSchema,
  userPasswordChangedSchema,
  userRegisteredSchema,
  userRoleChangedSchema,
} from './users';

// The one list of every event the log may hold: what the load path parses stored events with,
// how older versions are brought up to the current one, and what the event catalogue in docs/
// is generated from. Declarative on purpose: adding a version is adding an upcaster here.

export type EventFeature =
  | 'billing'
  | 'calendar-feeds'
  | 'care-reminders'
  | 'caretakers'
  | 'cemeteries'
  | 'clients'
  | 'communications'
  | 'graves'
  | 'invites'
  | 'mail'
  | 'mail-authorization'
  | 'notifications'
  | 'payouts'
  | 'photos'
  | 'projections'
  | 'service-requests'
  | 'users';

/**
 * Turns the data of version `n` into the data of version `n + 1`. The input is not parsed (the
 * current version's schema checks the end result); the metadata says who and when.
 */
export type Upcaster = (data: unknown, metadata: EventMetadata) => unknown;

export interface EventDefinition {
  readonly type: string;
  /** The version written today; stored events without a version are version 1. */
  readonly version: number;
  /** The data of the current version. */
  readonly schema: z.ZodType;
  readonly feature: EventFeature;
  /** One line for auditors: what happened when this event is in the log. */
  readonly description: string;
  /** `upcasters[v]` turns version `v` into `v + 1`; one for each version below the current. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
  /** `changes[v]`: what `upcasters[v]` changes, in one line for auditors (the event catalogue). */
  readonly changes: Readonly<Record<number, string>>;
}

/** Cemetery schemas are whole `{ type, data }` envelopes; the registry wants the data. */
const dataOf = (envelope: z.ZodObject<{ data: z.ZodType }>) => envelope.shape.data;

const v1 = (
  type: string,
  feature: EventFeature,
  schema: z.ZodType,
  description: string,
): EventDefinition => ({
  type,
  version: 1,
  schema,
  feature,
  description,
  upcasters: {},
  changes: {},
});

export const eventDefinitions: readonly EventDefinition[] = [
  v1('CemeteryAdded', 'cemeteries', dataOf(cemeteryAddedSchema), 'A cemetery was added.'),
  v1(
    'CemeteryUpdated',
    'cemeteries',
    dataOf(cemeteryUpdatedSchema),
    "A cemetery's fields were changed (only the changed fields).",
  ),
  v1('CemeteryDeleted', 'cemeteries', dataOf(cemeteryDeletedSchema), 'A cemetery was deleted.'),

  v1('ClientRegistered', 'clients', clientRegisteredSchema, 'A client record was created.'),
  v1(
    'ClientUpdated',
    'clients',
    clientUpdatedSchema,
    "A client's profile was changed (only the changed fields).",
  ),
  v1('ClientDeleted', 'clients', clientDeletedSchema, 'A client record was deleted.'),
  v1(
    'ClientApproved',
    'clients',
    clientApprovedSchema,
    "An admin approved the client's registration; an invite follows.",
  ),
  v1(
    'ClientEmailReserved',
    'clients',
    clientEmailReservedSchema,
    'An email address was claimed by a client (unique among clients).',
  ),
  v1(
    'ClientEmailReleased',
    'clients',
    clientEmailReleasedSchema,
    "A client's claim on an email address was given up.",
  ),

  v1('CaretakerAdded', 'caretakers', caretakerAddedSchema, 'A caretaker was added.'),
  v1(
    'CaretakerUpdated',
    'caretakers',
    caretakerUpdatedSchema,
    "A caretaker's profile was changed (only the changed fields).",
  ),
  v1(
    'CaretakerHolidaysChanged',
    'caretakers',
    caretakerHolidaysChangedSchema,
    "A caretaker's holiday dates were replaced by a new set.",
  ),
  v1('CaretakerDeleted', 'caretakers', caretakerDeletedSchema, 'A caretaker was deleted.'),

  v1('GraveAdded', 'graves', graveAddedSchema, "A grave was added to a client's record."),
  v1(
    'GraveUpdated',
    'graves',
    graveUpdatedSchema,
    "A grave's details were changed (only the changed fields).",
  ),
  v1('GraveRemoved', 'graves', graveRemovedSchema, 'A grave was removed.'),
  v1(
    'GraveCarePlanPaused',
    'graves',
    graveCarePlanPausedSchema,
    "A grave's care plan was paused: it creates no service requests until resumed.",
  ),
  v1(
    'GraveCarePlanResumed',
    'graves',
    graveCarePlanResumedSchema,
    "A grave's paused care plan was resumed.",
  ),
  v1(
    'GraveCareOccasionSkipped',
    'graves',
    graveCareOccasionSkippedSchema,
    "One occasion of a grave's care plan is to get no visit.",
  ),
  v1(
    'GraveCareOccasionRestored',
    'graves',
    graveCareOccasionRestoredSchema,
    "A skipped occasion of a grave's care plan is to be visited again.",
  ),

  v1(
    'ServiceRequested',
    'service-requests',
    serviceRequestedSchema,
    'A service was requested (by an admin, a client or a guest).',
  ),
  v1(
    'ServiceRequestScheduled',
    'service-requests',
    serviceRequestScheduledSchema,
    'A request was given a caretaker and a visit time.',
  ),
  {
    type: 'ServiceRequestStarted',
    version: 2,
    schema: serviceRequestStartedSchema,
    feature: 'service-requests',
    description: 'The caretaker started the work (StartWork), at `startedAt`.',
    upcasters: { 1: upcastServiceRequestStartedV1 },
    changes: {
      1: 'Adds `startedAt`; a version 1 event takes it from `metadata.occurredAt`, the moment Start Work was decided.',
    },
  },
  v1(
    'ServiceRequestCompleted',
    'service-requests',
    serviceRequestCompletedSchema,
    'The work was completed.',
  ),
  v1(
    'ServiceRequestCancelled',
    'service-requests',
    serviceRequestCancelledSchema,
    'A request was cancelled.',
  ),
  v1(
    'ServiceRequestUpdated',
    'service-requests',
    serviceRequestUpdatedSchema,
    "A request's form fields were changed (only the changed fields).",
  ),
  v1(
    'ServiceRequestStatusChanged',
    'service-requests',
    serviceRequestStatusChangedSchema,
    "An admin set a request's status directly, outside the task lifecycle.",
  ),
  v1(
    'TaskAccepted',
    'service-requests',
    taskAcceptedSchema,
    'A caretaker took a pending task (or an admin gave it to them).',
  ),
  v1(
    'TaskDeclined',
    'service-requests',
    taskDeclinedSchema,
    'The caretaker gave the task back; it is pending again.',
  ),
  v1(
    'ServiceRequestDeleted',
    'service-requests',
    serviceRequestDeletedSchema,
    'A request left the lists (its stream keeps the history).',
  ),

  v1('PhotoAttached', 'photos', photoAttachedSchema, 'A photo was attached to a request as proof.'),
  v1('PhotoDeleted', 'photos', photoDeletedSchema, 'A photo was removed from a request.'),

  v1('UserRegistered', 'users', userRegisteredSchema, 'A user account was created.'),
  v1('UserPasswordChanged', 'users', userPasswordChangedSchema, "A user's password was set."),
  v1('UserEmailVerified', 'users', userEmailVerifiedSchema, "A user's email was verified."),
  v1('UserRoleChanged', 'users', userRoleChangedSchema, "A user's role was changed."),
  v1(
    'UserLinked',
    'users',
    userLinkedSchema,
    'An account was tied to (or untied from) a client or caretaker record.',
  ),
  v1(
    'UserAccountDisabled',
    'users',
    userAccountDisabledSchema,
    'An account may no longer sign in; its sessions were ended.',
  ),
  v1('UserAccountEnabled', 'users', userAccountEnabledSchema, 'An account may sign in again.'),
  v1(
    'UserEmailReserved',
    'users',
    userEmailReservedSchema,
    'An email address was claimed by a user account (one account per email).',
  ),

  v1('InviteIssued', 'invites', inviteIssuedSchema, 'An invite link (valid 7 days) was issued.'),
  v1(
    'InviteEmailRequested',
    'invites',
    inviteEmailRequestedSchema,
    'An admin asked for the invite mail to be sent again.',
  ),
  v1(
    'InviteAccepted',
    'invites',
    inviteAcceptedSchema,
    'An invite link was used: the password was set and the email verified.',
  ),

  v1(
    'ProjectionEventSkipped',
    'projections',
    projectionEventSkippedSchema,
    'An admin had one read model pass over one event that it could not apply.',
  ),
  v1(
    'InvoiceIssued',
    'billing',
    invoiceIssuedSchema,
    "An invoice was issued to a client, numbered in its year's sequence (no gaps).",
  ),
  v1(
    'InvoiceVoided',
    'billing',
    invoiceVoidedSchema,
    'An invoice was voided: it is no longer owed (its number stays taken).',
  ),
  v1(
    'PaymentRecorded',
    'billing',
    paymentRecordedSchema,
    'Money was received against an invoice (bank transfer, cash, card or PayPal).',
  ),
  v1(
    'PaymentReferenceClaimed',
    'billing',
    paymentReferenceClaimedSchema,
    'A bank reference was taken by a payment, so the same transfer is never recorded twice.',
  ),
  v1(
    'InvoiceCredited',
    'billing',
    invoiceCreditedSchema,
    'Part or all of an invoice was credited: it asks that much less (a credit note documents it).',
  ),
  v1(
    'CreditNoteIssued',
    'billing',
    creditNoteIssuedSchema,
    "A credit note was issued for a credit, numbered in its year's sequence with the invoices.",
  ),
  v1(
    'PaymentRefunded',
    'billing',
    paymentRefundedSchema,
    'Money of a payment was paid back to the family (all of it or a part).',
  ),
  v1(
    'RefundReferenceClaimed',
    'billing',
    refundReferenceClaimedSchema,
    "A refund's bank reference was taken, so the same outgoing transfer is never recorded twice.",
  ),
  v1(
    'BankStatementImported',
    'billing',
    bankStatementImportedSchema,
    'A bank statement was imported; its unmatched transfers wait for review.',
  ),
  v1(
    'StatementLineResolved',
    'billing',
    statementLineResolvedSchema,
    'An admin recorded an unmatched transfer against an invoice, or set it aside.',
  ),
  v1(
    'SubscriptionStarted',
    'billing',
    subscriptionStartedSchema,
    "A family's plan subscription started: one invoice a month at its price.",
  ),
  v1(
    'SubscriptionChanged',
    'billing',
    subscriptionChangedSchema,
    'The subscription moved to another plan or price, for the months not yet invoiced.',
  ),
  v1(
    'SubscriptionPaused',
    'billing',
    subscriptionPausedSchema,
    'The subscription was paused: no plan invoices.',
  ),
  v1(
    'SubscriptionResumed',
    'billing',
    subscriptionResumedSchema,
    'A paused subscription was resumed.',
  ),
  v1('SubscriptionEnded', 'billing', subscriptionEndedSchema, 'The subscription ended.'),
  v1(
    'ExchangeRateSet',
    'billing',
    exchangeRateSetSchema,
    'An admin set the EUR→RSD rate (with its day): dinar amounts of the IPS QR use the latest.',
  ),
  v1(
    'PlanInvoiceClaimed',
    'billing',
    planInvoiceClaimedSchema,
    "The plan invoicing job took a client's month (one plan invoice per client and month).",
  ),
  v1(
    'PlanInvoiceIssued',
    'billing',
    planInvoiceIssuedSchema,
    "The claimed month's plan invoice was issued.",
  ),
  v1(
    'ServicePriceSet',
    'billing',
    servicePriceSetSchema,
    "An admin set a service's price on the price list (requests already made keep theirs).",
  ),
  v1(
    'ServiceInvoiceClaimed',
    'billing',
    serviceInvoiceClaimedSchema,
    'A completed request the plan does not cover was taken for billing (one invoice per request).',
  ),
  v1(
    'ServiceInvoiceIssued',
    'billing',
    serviceInvoiceIssuedSchema,
    "The claimed request's service invoice was issued.",
  ),

  v1(
    'CaretakerEarningAccrued',
    'payouts',
    caretakerEarningAccruedSchema,
    "A completed task earned its caretaker 70% of the task's amount.",
  ),
  v1(
    'CaretakerEarningReversed',
    'payouts',
    caretakerEarningReversedSchema,
    'An earning not yet in a statement was taken back (the task was reopened, deleted or changed).',
  ),
  v1(
    'PayoutStatementClosed',
    'payouts',
    payoutStatementClosedSchema,
    "A month was closed for a caretaker: their open earnings up to it are this statement's lines.",
  ),
  v1(
    'PayoutStatementPaid',
    'payouts',
    payoutStatementPaidSchema,
    "A caretaker's payout statement was paid (method, day, reference).",
  ),

  v1(
    'CalendarFeedIssued',
    'calendar-feeds',
    calendarFeedIssuedSchema,
    "A caretaker's or client's calendar feed URL was issued; their earlier URL stopped working.",
  ),

  v1(
    'CareReminderDue',
    'care-reminders',
    careReminderDueSchema,
    'A wished-for occasion of a grave is near and nothing is booked: the family is reminded.',
  ),
  v1(
    'MemorialDaysReminderDue',
    'care-reminders',
    memorialDaysReminderDueSchema,
    'A grave was added with a recent death: the family is reminded of the memorials to come.',
  ),

  v1(
    'NotificationsRead',
    'notifications',
    notificationsReadSchema,
    'A user opened some of their notifications.',
  ),
  v1(
    'AllNotificationsRead',
    'notifications',
    allNotificationsReadSchema,
    'A user marked all their notifications up to a time as read.',
  ),
  v1(
    'NotificationMailsChosen',
    'notifications',
    notificationMailsChosenSchema,
    'A family chose which of their notifications also come by mail.',
  ),

  v1(
    'MailMessageRecorded',
    'communications',
    mailMessageRecordedSchema,
    "A message in the office mailbox was recorded in its clients' conversations (once per Message-ID).",
  ),
  v1(
    'ClientMessageSent',
    'communications',
    clientMessageSentSchema,
    'The office wrote to a client from the Communications tab; the mail queue sends it.',
  ),

  v1(
    'MailboxConnected',
    'mail-authorization',
    mailboxConnectedSchema,
    'An admin connected the office mailbox through its OAuth provider (the token is not in the event).',
  ),
  v1(
    'MailboxDisconnected',
    'mail-authorization',
    mailboxDisconnectedSchema,
    'An admin disconnected the office mailbox; its stored token was deleted (and revoked when the provider could).',
  ),
  v1(
    'InvoiceBecameOverdue',
    'billing',
    invoiceBecameOverdueSchema,
    'An invoice was still open after its due date (recorded once, by the daily aging job).',
  ),
  v1(
    'MailDeliveryFailed',
    'mail',
    mailDeliveryFailedSchema,
    'The mail worker gave up on a mail after its last attempt (the office is told).',
  ),
];

const definitionsByType: ReadonlyMap<string, EventDefinition> = new Map(
  eventDefinitions.map((definition) => [definition.type, definition]),
);

/** The definition of a stored event type, or undefined for a type this code does not know. */
export const eventDefinitionOf = (type: string): EventDefinition | undefined =>
  definitionsByType.get(type);
