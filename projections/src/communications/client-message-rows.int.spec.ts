import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { communicationsProjection } from './communications-projection';
import { findClientCommunication, listClientCommunications } from './queries';

const database = useProjectionTestWithBuiltEvents(communicationsProjection);

let revision = 0n;
const messageSent = (clientId: string, data: Record<string, unknown>, occurredAt: string) => {
  revision += 1n;
  return recordedEvent(
    {
      type: 'ClientMessageSent',
      data: {
        clientId,
        to: 'milica@example.com',
        subject: 'Visit',
        text: 'Line one\nLine two',
        messageId: `<${randomUUID()}@care.example>`,
        inReplyTo: null,
        threadId: '<thread@care.example>',
        ...data,
      },
    },
    { streamId: `client-messages-${clientId}`, revision, occurredAt },
  );
};

const delivery = (
  jobId: string,
  fields: { clientId: string | null; kind: string; messageId?: string; status?: string },
) => sql.unsafe`
  INSERT INTO mail_deliveries (job_id, kind, ref_id, client_id, recipient, subject, status,
                               message_id, created_at, sent_at)
  VALUES (${jobId}, ${fields.kind}, 'ref', ${fields.clientId}::uuid, 'milica@example.com',
          ${`Mail ${fields.kind}`}, ${fields.status ?? 'sent'}, ${fields.messageId ?? null},
          '2025-06-01T12:00:00.000Z', '2025-06-01T12:00:01.000Z')`;

describe('messages written from the Communications tab', () => {
  it('are outbound emails, queued until their delivery says otherwise, recorded once', async () => {
    const clientId = randomUUID();
    const event = messageSent(clientId, {}, '2025-06-01T10:00:00.000Z');
    await database.apply([event]);
    await database.apply([event]);

    const [row] = await listClientCommunications(database.pool, clientId);
    expect(row).toEqual({
      id: event.id,
      clientId,
      type: 'email',
      direction: 'outbound',
      subject: 'Visit',
      content: 'Line one\nLine two',
      status: 'queued',
      source: 'message',
      attachments: [],
      messageId: (event.data as { messageId: string }).messageId,
      threadId: '<thread@care.example>',
      inReplyTo: null,
      from: null,
      to: ['milica@example.com'],
      scheduledAt: null,
      sentAt: null,
      deliveredAt: null,
      readAt: null,
      repliedAt: null,
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
    await database.pool.query(delivery(event.id, { clientId: null, kind: 'client-message' }));
    expect((await listClientCommunications(database.pool, clientId))[0]).toMatchObject({
      status: 'sent',
      sentAt: '2025-06-01T12:00:01.000Z',
    });
  });

  it('are found for a reply by id or Message-ID, only among the client’s own', async () => {
    const clientId = randomUUID();
    const event = messageSent(
      clientId,
      { messageId: '<own@care.example>' },
      '2025-06-02T10:00:00.000Z',
    );
    await database.apply([event]);
    const answerable = {
      messageId: '<own@care.example>',
      threadId: '<thread@care.example>',
      subject: 'Visit',
    };
    expect(await findClientCommunication(database.pool, clientId, event.id)).toEqual(answerable);
    expect(await findClientCommunication(database.pool, clientId, '<own@care.example>')).toEqual(
      answerable,
    );
    expect(await findClientCommunication(database.pool, randomUUID(), event.id)).toBeNull();
    expect(await findClientCommunication(database.pool, clientId, randomUUID())).toBeNull();
    expect(await findClientCommunication(database.pool, 'not-an-id', event.id)).toBeNull();
  });
});

describe("the client's other mail", () => {
  it('lists each delivery that names the client, in time order with the rest, once', async () => {
    const clientId = randomUUID();
    const own = messageSent(
      clientId,
      { messageId: '<m@care.example>' },
      '2025-06-01T13:00:00.000Z',
    );
    await database.apply([own]);
    const invoiceJob = randomUUID();
    await database.pool.query(
      delivery(invoiceJob, { clientId, kind: 'notification-invoice_issued', messageId: '<n@x>' }),
    );
    // The message's own delivery, had it named the client, is not listed twice.
    await database.pool.query(
      delivery(own.id, { clientId, kind: 'client-message', messageId: '<m@care.example>' }),
    );
    await database.pool.query(
      delivery(randomUUID(), { clientId: randomUUID(), kind: 'care-reminder' }),
    );

    const list = await listClientCommunications(database.pool, clientId);
    expect(list.map((row) => row.id)).toEqual([invoiceJob, own.id]);
    expect(list[0]).toMatchObject({
      type: 'email',
      direction: 'outbound',
      source: 'notification-invoice_issued',
      subject: 'Mail notification-invoice_issued',
      status: 'sent',
      content: null,
      to: ['milica@example.com'],
      sentAt: '2025-06-01T12:00:01.000Z',
      createdAt: '2025-06-01T12:00:00.000Z',
    });
  });

  it("leaves out the mailbox's copies of mail the app sent", async () => {
    const clientId = randomUUID();
    const own = messageSent(
      clientId,
      { messageId: '<sent@care.example>' },
      '2025-06-03T10:00:00.000Z',
    );
    await database.apply([own]);
    await database.pool.query(
      delivery(randomUUID(), {
        clientId,
        kind: 'notification-visit_completed',
        messageId: '<v@x>',
      }),
    );
    const copy = (messageId: string) => sql.unsafe`
      INSERT INTO communications (id, client_id, type, direction, subject, content, source, ref_id,
                                  message_id, thread_id, created_at, updated_at)
      VALUES (${randomUUID()}, ${clientId}, 'email', 'outbound', 'Copy', 'Copy', 'mailbox', 'x',
              ${messageId}, ${messageId}, now(), now())`;
    await database.pool.query(copy('<sent@care.example>'));
    await database.pool.query(copy('<v@x>'));

    const list = await listClientCommunications(database.pool, clientId);
    // The message keeps its own row; the notification's mailbox copy (with its text) replaces
    // the bare delivery.
    expect(list.map((row) => [row.source, row.messageId])).toEqual([
      ['message', '<sent@care.example>'],
      ['mailbox', '<v@x>'],
    ]);
  });
});
