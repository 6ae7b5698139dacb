import type { DatabasePool } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { ClientNotificationKind } from '@memorial-care/contracts/domain';
import {
  invoiceIssuedSchema,
  serviceRequestStatusChangedSchema,
} from '@memorial-care/contracts/events';
import { getClient } from '@memorial-care/projections/clients';
import {
  getNotificationMailKinds,
  getRequestClientId,
} from '@memorial-care/projections/notifications';
import type { MailOutbox } from '../mail/mail-port';
import type { Reactor } from '../reactors/reactor';
import { renderNotificationMail } from './notification-mails';

export interface NotificationMailReactorDeps {
  readonly mail: MailOutbox;
  /** Where families reach the app; no trailing slash. */
  readonly publicUrl: string;
  readonly pool: DatabasePool;
}

const invoiceFields = invoiceIssuedSchema.pick({ invoiceId: true, clientId: true, number: true });
const requestKinds: Readonly<Record<string, ClientNotificationKind>> = {
  TaskAccepted: 'visit_accepted',
  ServiceRequestStarted: 'visit_started',
  ServiceRequestCompleted: 'visit_completed',
};

/** The family's notification an event makes, with whose it is; null when it makes none. */
const notificationOf = async (event: RecordedEvent, pool: DatabasePool) => {
  if (event.type === 'InvoiceIssued') {
    const { invoiceId, clientId, number } = invoiceFields.parse(event.data);
    // The link opens the invoice's Pay Now, as the bell's notification does.
    const path = `/client/payments?invoiceId=${invoiceId}`;
    return { kind: 'invoice_issued' as const, clientId, number, path };
  }
  const kind =
    event.type === 'ServiceRequestStatusChanged'
      ? serviceRequestStatusChangedSchema.parse(event.data).to === 'completed'
        ? 'visit_completed'
        : undefined
      : requestKinds[event.type];
  if (!kind) return null;
  const { requestId } = event.data as { requestId: string };
  const clientId = await getRequestClientId(pool, requestId);
  // Not projected yet: failing makes the runner retry this event after a pause.
  if (clientId === undefined)
    throw new Error(`Request ${requestId} is not in the notifications model yet`);
  return clientId
    ? { kind, clientId, path: `/client/service-requests?requestId=${requestId}` }
    : null;
};

/**
 * Mails the notifications a family chose to also get by mail (their choice as it is when the
 * event is handled), in their language. The job id is the event id: a replay enqueues nothing.
 * The request's client comes from the notifications read model; while it has not seen the
 * request the reaction fails and the runner retries it.
 */
export const notificationMailReactor: Reactor<NotificationMailReactorDeps> = {
  name: 'notification-mails',
  eventTypes: [
    'TaskAccepted',
    'ServiceRequestStarted',
    'ServiceRequestCompleted',
    'ServiceRequestStatusChanged',
    'InvoiceIssued',
  ],
  async react(event, { mail, publicUrl, pool }) {
    const notification = await notificationOf(event, pool);
    if (!notification) return;
    const [kinds, client] = await Promise.all([
      getNotificationMailKinds(pool, notification.clientId),
      getClient(pool, notification.clientId),
    ]);
    if (!client || !kinds.includes(notification.kind)) return;
    const message = renderNotificationMail(
      { to: client.email, name: client.name, language: client.preferredLanguage },
      notification,
      `${publicUrl}${notification.path}`,
    );
    await mail.enqueue({
      jobId: event.id,
      kind: `notification-${notification.kind}`,
      refId: notification.clientId,
      clientId: notification.clientId,
      message,
    });
  },
};
