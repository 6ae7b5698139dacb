import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { notificationsProjection } from './notifications-projection';
import { getNotificationMailKinds } from './queries';

const database = useProjectionTestWithBuiltEvents(notificationsProjection);

const requestId = randomUUID();
const clientId = randomUUID();
const caretakerId = randomUUID();
const otherCaretakerId = randomUUID();
const userId = randomUUID();
const invoiceId = randomUUID();
let revision = 0n;
let minute = 0;
const at = (type: string, data: object, streamId = `s-${requestId}`) => {
  revision += 1n;
  minute += 1;
  const occurredAt = new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  return recordedEvent({ type, data }, { streamId, revision, occurredAt });
};

const requested = (guest: object | null, assigned: string | null) =>
  at('ServiceRequested', {
    requestId,
    clientId,
    graveId: null,
    cemeteryId: null,
    caretakerId: assigned,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    scheduledDate: '2026-02-01T08:00:00.000Z',
    amount: '45.00',
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: null,
    guest,
    description: null,
  });
const registered = (source: string) =>
  at(
    'ClientRegistered',
    {
      clientId,
      name: 'Milica Jovanović',
      email: 'milica@example.com',
      phone: null,
      address: null,
      country: null,
      notes: null,
      instagram: null,
      preferredLanguage: 'sr',
      selectedPlan: null,
      planStatus: 'none',
      source,
    },
    `client-${clientId}`,
  );

const notificationRow = z.object({
  id: z.string(),
  kind: z.string(),
  audience: z.string(),
  recipientId: z.string().nullable(),
  params: z.record(z.string(), z.string()),
});
const rows = () =>
  database.pool.any(sql.type(notificationRow)`
    SELECT id::text AS id, kind, audience, recipient_id::text AS "recipientId", params
    FROM notifications ORDER BY created_at, kind`);
const summary = async () => (await rows()).map((r) => [r.kind, r.audience, r.recipientId]);

const history = () => [
  registered('self-registration'),
  registered('admin'),
  requested({ name: 'Guest', email: 'g@example.com', phone: '+381 1' }, null),
  at('ServiceRequestScheduled', {
    requestId,
    caretakerId,
    scheduledDate: '2026-02-02T08:00:00.000Z',
  }),
  at('ServiceRequestScheduled', {
    requestId,
    caretakerId,
    scheduledDate: '2026-02-03T08:00:00.000Z',
  }),
  at('TaskAccepted', { requestId, caretakerId }),
  at('TaskDeclined', { requestId, caretakerId }),
  at('ServiceRequestUpdated', { requestId, changes: { caretakerId: otherCaretakerId } }),
  at('ServiceRequestStarted', { requestId, startedAt: '2026-02-03T08:00:00.000Z' }),
  at('ServiceRequestCompleted', { requestId, completedDate: '2026-02-03T09:00:00.000Z' }),
  at('ServiceRequestCancelled', { requestId }),
  at('InvoiceIssued', { invoiceId, number: '2026-000001', clientId }, `invoice-${clientId}`),
  at(
    'InvoiceBecameOverdue',
    {
      invoiceId,
      clientId,
      number: '2026-000001',
      dueDate: '2026-01-15',
      overdueOn: '2026-01-16',
      amountDue: '45.00',
    },
    `invoice-overdue-${invoiceId}`,
  ),
  at(
    'MailDeliveryFailed',
    {
      jobId: 'job-1',
      kind: 'invite',
      refId: 'invite-1',
      recipient: 'nobody@example.com',
      subject: 'Invitation',
      error: '550 No such user',
      attempts: 5,
    },
    'mail-delivery-job-1',
  ),
];

describe('the notifications projection', () => {
  it('notifies each event kind to its audience', async () => {
    await database.apply(history());
    expect(await summary()).toEqual([
      ['client_registered', 'admins', null],
      ['guest_request', 'admins', null],
      ['task_offered', 'caretaker', caretakerId],
      ['task_rescheduled', 'caretaker', caretakerId],
      ['visit_accepted', 'client', clientId],
      ['task_declined', 'admins', null],
      ['task_offered', 'caretaker', otherCaretakerId],
      ['visit_started', 'client', clientId],
      ['visit_completed', 'client', clientId],
      ['task_cancelled', 'caretaker', otherCaretakerId],
      ['invoice_issued', 'client', clientId],
      ['invoice_overdue', 'admins', null],
      ['mail_failed', 'admins', null],
    ]);
    const [registration, guest] = await rows();
    const [overdue, failedMail] = (await rows()).slice(-2);
    expect(overdue?.params).toEqual({
      invoiceId,
      clientId,
      number: '2026-000001',
      date: '2026-01-15',
    });
    expect(failedMail?.params).toEqual({ jobId: 'job-1', recipient: 'nobody@example.com' });
    expect(registration?.params).toEqual({ clientId, name: 'Milica Jovanović' });
    expect(guest?.params).toMatchObject({
      requestId,
      name: 'Guest',
      serviceType: 'grave_cleaning',
    });
  });

  it('remembers the parties across batches, and a caretaker assigned at request is offered it', async () => {
    await database.apply([requested(null, caretakerId)]);
    await database.apply([
      at('ServiceRequestStatusChanged', { requestId, from: 'pending', to: 'cancelled' }),
    ]);
    expect(await summary()).toEqual([
      ['task_offered', 'caretaker', caretakerId],
      ['task_cancelled', 'caretaker', caretakerId],
    ]);
  });

  it('is idempotent: replaying the events adds nothing', async () => {
    const events = history();
    await database.apply(events);
    const first = await rows();
    await database.apply(events);
    expect(await rows()).toEqual(first);
  });

  it('keeps read marks, which are events, through a rebuild', async () => {
    const events = history();
    await database.apply(events);
    const [registration, guest] = await rows();
    const reads = [
      at('NotificationsRead', { userId, ids: [registration!.id] }, `notification-reads-${userId}`),
      at(
        'AllNotificationsRead',
        { userId, upTo: events[3]!.metadata.occurredAt },
        `notification-reads-${userId}`,
      ),
    ];
    const readState = () =>
      database.pool.any(sql.type(z.object({ id: z.string(), read: z.boolean() }))`
        SELECT n.id::text AS id,
               (EXISTS (SELECT 1 FROM notification_reads r
                        WHERE r.user_id = ${userId} AND r.notification_id = n.id)
                OR n.created_at <= coalesce((SELECT up_to FROM notification_read_horizons
                                             WHERE user_id = ${userId}), '-infinity')) AS read
        FROM notifications n ORDER BY n.created_at, n.kind`);
    await database.apply(reads);
    const before = await readState();
    expect(before.filter((r) => r.read).map((r) => r.id)).toEqual([
      registration!.id,
      guest!.id,
      (await rows())[2]!.id,
    ]);

    await database.pool.query(
      sql.unsafe`TRUNCATE notifications, notification_request_parties, notification_reads,
                 notification_read_horizons`,
    );
    await database.apply([...events, ...reads]);
    expect(await readState()).toEqual(before);
  });

  it("keeps each family's last mail choice", async () => {
    const stream = `notification-mails-${clientId}`;
    await database.apply([
      at('NotificationMailsChosen', { clientId, kinds: ['visit_started'] }, stream),
      at(
        'NotificationMailsChosen',
        { clientId, kinds: ['visit_completed', 'invoice_issued'] },
        stream,
      ),
    ]);
    expect(await getNotificationMailKinds(database.pool, clientId)).toEqual([
      'visit_completed',
      'invoice_issued',
    ]);
    expect(await getNotificationMailKinds(database.pool, randomUUID())).toEqual([]);
  });
});
