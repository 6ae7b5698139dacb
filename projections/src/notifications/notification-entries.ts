import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  clientRegisteredSchema,
  invoiceBecameOverdueSchema,
  invoiceIssuedSchema,
  mailDeliveryFailedSchema,
  serviceRequestEventSchema,
  type ServiceRequestEvent,
} from '@memorial-care/contracts/events';
import type { NotificationKind } from '@memorial-care/contracts/domain';
import type { NotificationAudience, NotificationParams } from '@memorial-care/contracts/http';

// The fields read, each schema built once (a schema per event costs more than the row).
const registrationFields = clientRegisteredSchema.pick({
  clientId: true,
  name: true,
  source: true,
});
const invoiceFields = invoiceIssuedSchema.pick({ invoiceId: true, clientId: true, number: true });
const overdueFields = invoiceBecameOverdueSchema.pick({
  invoiceId: true,
  clientId: true,
  number: true,
  dueDate: true,
});
const failedMailFields = mailDeliveryFailedSchema.pick({ jobId: true, recipient: true });

/** Who a request concerns, as the events so far say. */
export interface RequestParties {
  readonly requestId: string;
  readonly clientId: string | null;
  readonly caretakerId: string | null;
  readonly serviceType: string;
  readonly scheduledDate: string | null;
}

export interface NotificationEntry {
  readonly eventId: string;
  readonly kind: NotificationKind;
  readonly params: NotificationParams;
  readonly audience: NotificationAudience;
  readonly recipientId: string | null;
  readonly createdAt: string;
}

type Draft = Omit<NotificationEntry, 'eventId' | 'createdAt'>;

const forAdmins = (kind: NotificationKind, params: NotificationParams): Draft => ({
  kind,
  params,
  audience: 'admins',
  recipientId: null,
});
const forPerson =
  (audience: 'client' | 'caretaker') =>
  (recipientId: string | null | undefined, kind: NotificationKind, params: NotificationParams) =>
    recipientId ? [{ kind, params, audience, recipientId }] : [];
const forClient = forPerson('client');
const forCaretaker = forPerson('caretaker');

const requestParams = (parties: RequestParties): NotificationParams => ({
  requestId: parties.requestId,
  serviceType: parties.serviceType,
  ...(parties.scheduledDate ? { date: parties.scheduledDate } : {}),
});

/** The request's parties after the event. */
const nextParties = (before: RequestParties, event: ServiceRequestEvent): RequestParties => {
  switch (event.type) {
    case 'ServiceRequested':
      return {
        requestId: event.data.requestId,
        clientId: event.data.clientId,
        caretakerId: event.data.caretakerId,
        serviceType: event.data.serviceType,
        scheduledDate: event.data.scheduledDate,
      };
    case 'ServiceRequestScheduled':
      return {
        ...before,
        caretakerId: event.data.caretakerId,
        scheduledDate: event.data.scheduledDate,
      };
    case 'TaskAccepted':
      return { ...before, caretakerId: event.data.caretakerId };
    case 'TaskDeclined':
      return { ...before, caretakerId: null };
    case 'ServiceRequestUpdated': {
      const { changes } = event.data;
      return {
        ...before,
        ...(changes.clientId === undefined ? {} : { clientId: changes.clientId }),
        ...(changes.caretakerId === undefined ? {} : { caretakerId: changes.caretakerId }),
        ...(changes.serviceType === undefined ? {} : { serviceType: changes.serviceType }),
        ...(changes.scheduledDate === undefined ? {} : { scheduledDate: changes.scheduledDate }),
      };
    }
    default:
      return before;
  }
};

/** A caretaker's task changed: a new caretaker is offered it, the same one hears of the new day. */
const caretakerChange = (before: RequestParties, after: RequestParties): Draft[] => {
  if (!after.caretakerId) return [];
  if (after.caretakerId !== before.caretakerId) {
    return forCaretaker(after.caretakerId, 'task_offered', requestParams(after));
  }
  return after.scheduledDate !== before.scheduledDate
    ? forCaretaker(after.caretakerId, 'task_rescheduled', requestParams(after))
    : [];
};

const requestNotifications = (
  before: RequestParties,
  after: RequestParties,
  event: ServiceRequestEvent,
): Draft[] => {
  switch (event.type) {
    case 'ServiceRequested':
      return [
        ...(event.data.guest
          ? [forAdmins('guest_request', { ...requestParams(after), name: event.data.guest.name })]
          : []),
        ...forCaretaker(after.caretakerId, 'task_offered', requestParams(after)),
      ];
    case 'ServiceRequestScheduled':
    case 'ServiceRequestUpdated':
      return caretakerChange(before, after);
    case 'TaskAccepted':
      return forClient(after.clientId, 'visit_accepted', requestParams(after));
    case 'TaskDeclined':
      return [forAdmins('task_declined', requestParams(after))];
    case 'ServiceRequestStarted':
      return forClient(after.clientId, 'visit_started', requestParams(after));
    case 'ServiceRequestCompleted':
      return forClient(after.clientId, 'visit_completed', requestParams(after));
    case 'ServiceRequestStatusChanged':
      if (event.data.to === 'completed') {
        return forClient(after.clientId, 'visit_completed', requestParams(after));
      }
      return event.data.to === 'cancelled'
        ? forCaretaker(after.caretakerId, 'task_cancelled', requestParams(after))
        : [];
    case 'ServiceRequestCancelled':
    case 'ServiceRequestDeleted':
      return forCaretaker(after.caretakerId, 'task_cancelled', requestParams(after));
  }
};

/**
 * The notifications of a batch's events, in order, and the request parties they leave behind.
 * `parties` holds what earlier batches left for the batch's requests; it is updated in place.
 */
export const notificationEntries = (
  events: readonly RecordedEvent[],
  parties: Map<string, RequestParties>,
): NotificationEntry[] =>
  events.flatMap((event) => {
    const at = { eventId: event.id, createdAt: event.metadata.occurredAt };
    if (event.type === 'ClientRegistered') {
      const data = registrationFields.parse(event.data);
      if (data.source === 'admin') return [];
      return [
        { ...at, ...forAdmins('client_registered', { clientId: data.clientId, name: data.name }) },
      ];
    }
    if (event.type === 'InvoiceIssued') {
      const data = invoiceFields.parse(event.data);
      const params = { invoiceId: data.invoiceId, number: data.number };
      return forClient(data.clientId, 'invoice_issued', params).map((d) => ({ ...at, ...d }));
    }
    if (event.type === 'InvoiceBecameOverdue') {
      const data = overdueFields.parse(event.data);
      const { invoiceId, clientId, number, dueDate } = data;
      return [
        {
          ...at,
          ...forAdmins('invoice_overdue', { invoiceId, clientId, number, date: dueDate }),
        },
      ];
    }
    if (event.type === 'MailDeliveryFailed') {
      const { jobId, recipient } = failedMailFields.parse(event.data);
      return [{ ...at, ...forAdmins('mail_failed', { jobId, recipient }) }];
    }
    const parsed = serviceRequestEventSchema.parse({ type: event.type, data: event.data });
    const requestId = parsed.data.requestId.toLowerCase();
    const before = parties.get(requestId) ?? {
      requestId,
      clientId: null,
      caretakerId: null,
      serviceType: 'other',
      scheduledDate: null,
    };
    const after = nextParties(before, parsed);
    parties.set(requestId, after);
    return requestNotifications(before, after, parsed).map((draft) => ({ ...at, ...draft }));
  });
