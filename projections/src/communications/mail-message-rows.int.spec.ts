import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { communicationsProjection } from './communications-projection';
import { findMailAttachment, findOwnMessageIds } from './mailbox-queries';

const database = useProjectionTestWithBuiltEvents(communicationsProjection);

const mailRecorded = (data: Record<string, unknown>, occurredAt = '2025-02-05T08:00:00.000Z') =>
  recordedEvent(
    {
      type: 'MailMessageRecorded',
      data: {
        messageId: `<${randomUUID()}@family.example>`,
        clientIds: [],
        direction: 'inbound',
        from: 'ana@family.example',
        to: ['office@memorialcare.example'],
        cc: [],
        subject: 'Flowers',
        text: 'Please plant flowers.',
        attachments: [],
        threadId: '<root@family.example>',
        inReplyTo: null,
        sentAt: '2025-02-04T08:30:00.000Z',
        mailbox: 'INBOX',
        uidValidity: '7',
        uid: 1,
        ...data,
      },
    },
    { streamId: `mail-message-${randomUUID().replaceAll('-', '')}`, revision: 0n, occurredAt },
  );

const rowSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  direction: z.string(),
  status: z.string(),
  source: z.string(),
  refId: z.string(),
  messageId: z.string(),
  threadId: z.string(),
  inReplyTo: z.string().nullable(),
  from: z.string().nullable(),
  to: z.array(z.string()),
  content: z.string(),
  attachments: z.unknown(),
  sentAt: z.string(),
  createdAt: z.string(),
});
const rowsOf = (messageId: string) =>
  database.pool.any(sql.type(rowSchema)`
    SELECT id::text, client_id::text AS "clientId", direction, status, source, ref_id AS "refId",
           message_id AS "messageId", thread_id AS "threadId", in_reply_to AS "inReplyTo",
           from_address AS "from", to_addresses AS "to", content, attachment_files AS attachments,
           to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "sentAt",
           to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
    FROM communications WHERE message_id = ${messageId} ORDER BY client_id`);

describe('mail read from the office mailbox', () => {
  it('is one row per client it belongs to, once, dated by the message', async () => {
    const [first, second] = [randomUUID(), randomUUID()].sort() as [string, string];
    const attachment = {
      attachmentId: randomUUID(),
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1234,
    };
    const event = mailRecorded({
      clientIds: [first, second],
      cc: ['milan@family.example'],
      inReplyTo: '<root@family.example>',
      attachments: [attachment],
    });
    await database.apply([event]);
    await database.apply([event]);
    const messageId = (event.data as { messageId: string }).messageId;
    const rows = await rowsOf(messageId);
    expect(rows).toEqual(
      [first, second].map((clientId) => ({
        id: expect.any(String),
        clientId,
        direction: 'inbound',
        status: 'received',
        source: 'mailbox',
        refId: messageId,
        messageId,
        threadId: '<root@family.example>',
        inReplyTo: '<root@family.example>',
        from: 'ana@family.example',
        to: ['office@memorialcare.example', 'milan@family.example'],
        content: 'Please plant flowers.',
        attachments: [attachment],
        sentAt: '2025-02-04T08:30:00Z',
        createdAt: '2025-02-04T08:30:00Z',
      })),
    );
    // id = md5(event id || ':' || client id): the same row on a rebuild.
    const expectedId = await database.pool.oneFirst(
      sql.type(
        z.object({ id: z.string() }),
      )`SELECT md5(${event.id} || ':' || ${first})::uuid::text AS id`,
    );
    expect(rows[0]?.id).toBe(expectedId);
    expect(await findMailAttachment(database.pool, attachment.attachmentId)).toEqual(attachment);
    expect(await findMailAttachment(database.pool, randomUUID())).toBeNull();
  });

  it('is `sent` when the office wrote it, and a sender-less message has no from', async () => {
    const clientId = randomUUID();
    const event = mailRecorded({ clientIds: [clientId], direction: 'outbound', from: '' });
    await database.apply([event]);
    const [row] = await rowsOf((event.data as { messageId: string }).messageId);
    expect(row).toMatchObject({ direction: 'outbound', status: 'sent', from: null });
  });

  it('knows the app’s own messages: written in the tab, or delivered by the mail worker', async () => {
    const mailboxCopy = mailRecorded({ clientIds: [randomUUID()] });
    await database.apply([mailboxCopy]);
    const delivered = `<${randomUUID()}@memorialcare.example>`;
    await database.pool.query(sql.unsafe`
      INSERT INTO mail_deliveries (job_id, kind, ref_id, recipient, subject, status, message_id)
      VALUES (${randomUUID()}, 'notification-x', 'ref', 'ana@family.example', 'S', 'sent',
              ${delivered})`);
    const recordedId = (mailboxCopy.data as { messageId: string }).messageId;
    expect(await findOwnMessageIds(database.pool, [delivered, recordedId, '<x@y>'])).toEqual(
      new Set([delivered]),
    );
    expect(await findOwnMessageIds(database.pool, [])).toEqual(new Set());
  });
});
