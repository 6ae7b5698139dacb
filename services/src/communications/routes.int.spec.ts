import { randomUUID } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientMessageSentAnswerSchema,
  clientSchema,
  communicationListSchema,
  type Communication,
} from '@memorial-care/contracts/http';
import { eventually } from '@memorial-care/projections/testing';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// The Communications tab on the real path: the route appends ClientMessageSent, the read model
// lists it at once as queued, the reactor queues the mail, the worker sends it to an SMTP
// server on loopback, and the list shows the delivery's status.

let smtp: SmtpTestServer;
let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Memorial Care <office@care.example>' },
    worker: {
      mailRetryPolicy: { attempts: 3, backoffDelayMs: 20 },
      reactorTiming: { standbyRetryMs: 100, retryBackoffMs: 20, maxRetryBackoffMs: 200 },
    },
  });
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const addClient = async (name: string) => {
  const email = `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const response = await admin.post('/api/clients', { name, email });
  expect(response.status).toBe(201);
  return clientSchema.parse(await response.json());
};
const listOf = async (clientId: string, caller = admin) =>
  communicationListSchema.parse(
    await (await caller.get(`/api/communications/client/${clientId}`)).json(),
  );
const messagesPath = (clientId: string) => `/api/communications/client/${clientId}/messages`;
const write = async (clientId: string, body: Record<string, unknown>) => {
  const response = await admin.post(messagesPath(clientId), body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return clientMessageSentAnswerSchema.parse(await response.json());
};
/** The mail as the SMTP server received it, once it has. */
const mailWith = async (recipient: string, messageId: string): Promise<ParsedMail> => {
  const received = await eventually(
    async () => Promise.all(smtp.receivedBy(recipient).map(async ({ raw }) => simpleParser(raw))),
    (mails) => mails.some((mail) => mail.messageId === messageId),
  );
  return received.find((mail) => mail.messageId === messageId)!;
};
const rowOf = (list: readonly Communication[], id: string) => list.find((row) => row.id === id);

describe('GET /api/communications/client/:clientId', () => {
  it('lists the invite mails of the client as outbound emails, in time order', async () => {
    const client = await addClient('Invited');
    const empty = await admin.get(`/api/communications/client/${client.id}`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);

    expect((await admin.post(`/api/clients/${client.id}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/clients/${client.id}/invite-email`)).status).toBeLessThan(300);
    const list = await listOf(client.id);
    expect(list).toHaveLength(2);
    for (const row of list)
      expect(row).toMatchObject({
        clientId: client.id,
        type: 'email',
        direction: 'outbound',
        source: 'invite',
        subject: expect.stringContaining('Memorial Care'),
        attachments: [],
        to: [],
      });
    expect(list[0]?.content).toContain(client.email);
    expect(list[1]?.content).toContain('again');
    // Never the link (it carries the token).
    expect(JSON.stringify(list)).not.toContain('/invite/');
  });

  it('is for admins only: not even a family reads their own', async () => {
    const client = await addClient('Private');
    const path = `/api/communications/client/${client.id}`;
    expect((await app.client().get(path)).status).toBe(401);
    expect((await (await app.signInAs('caretaker')).get(path)).status).toBe(403);
    expect((await (await app.signInAs('client')).get(path)).status).toBe(403);
    expect((await (await app.signInAsClientOf(client.id)).get(path)).status).toBe(403);
  });
});

describe('POST /api/communications/client/:clientId/messages', () => {
  it('records the message, lists it at once as queued, mails it as written, then shows it sent', async () => {
    const client = await addClient('Milica');
    const text = 'Dear Milica,\n\nthe grave is clean <b>and</b> the flowers are fresh & red.';
    const sent = await write(client.id, { subject: '  Visit on Sunday  ', text });
    expect(sent.messageId).toBe(`<${sent.id}@care.example>`);
    expect(sent.threadId).toBe(sent.messageId);

    const row = rowOf(await listOf(client.id), sent.id);
    expect(row).toMatchObject({
      type: 'email',
      direction: 'outbound',
      source: 'message',
      subject: 'Visit on Sunday',
      content: text,
      to: [client.email],
      from: null,
      messageId: sent.messageId,
      threadId: sent.messageId,
      inReplyTo: null,
    });
    expect(['queued', 'sending', 'sent']).toContain(row?.status);

    const mail = await mailWith(client.email, sent.messageId);
    expect(mail.subject).toBe('Visit on Sunday');
    expect(mail.text?.trim()).toBe(text);
    expect(mail.html).toContain('&lt;b&gt;and&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.inReplyTo).toBeUndefined();
    expect(mail.from?.value[0]?.address).toBe('office@care.example');

    const delivered = await eventually(
      async () => rowOf(await listOf(client.id), sent.id),
      (r) => r?.status === 'sent',
    );
    expect(delivered?.sentAt).not.toBeNull();
  });

  it('threads a reply: by id or Message-ID, "Re:" subject, In-Reply-To and References', async () => {
    const client = await addClient('Jovan');
    const first = await write(client.id, { subject: 'Photos', text: 'The photos are ready.' });
    const reply = await write(client.id, { text: 'One more photo.', inReplyTo: first.id });
    expect(reply).toMatchObject({ subject: 'Re: Photos', threadId: first.messageId });
    const second = await write(client.id, {
      subject: 'And another',
      text: 'Last one.',
      inReplyTo: reply.messageId,
    });
    expect(second.threadId).toBe(first.messageId);

    const mail = await mailWith(client.email, second.messageId);
    expect(mail.inReplyTo).toBe(reply.messageId);
    expect(mail.references).toEqual([first.messageId, reply.messageId]);
    const list = await listOf(client.id);
    expect(list.map((row) => row.id)).toEqual([first.id, reply.id, second.id]);
    expect(rowOf(list, reply.id)).toMatchObject({
      inReplyTo: first.messageId,
      threadId: first.messageId,
    });
  });

  it('answers a message from the mailbox in its thread, and lists it as inbound', async () => {
    const client = await addClient('Ana');
    // A mail the mailbox sync recorded (its own tests feed it from a real IMAP server).
    const inboundId = randomUUID();
    await app.database.pool.query(sql.unsafe`
      INSERT INTO communications (id, client_id, type, direction, subject, content, source,
        ref_id, message_id, thread_id, from_address, to_addresses, attachment_files,
        created_at, updated_at)
      VALUES (${inboundId}, ${client.id}, 'email', 'inbound', 'Question', 'When is the visit?',
        'mailbox', '<q@mail.example>', '<q@mail.example>', '<root@mail.example>', ${client.email},
        '{office@care.example}',
        ${JSON.stringify([{ attachmentId: randomUUID(), fileName: 'grave.jpg', contentType: 'image/jpeg', sizeBytes: 1234 }])}::jsonb,
        now() - interval '1 hour', now() - interval '1 hour')`);
    const reply = await write(client.id, { text: 'On Sunday.', inReplyTo: '<q@mail.example>' });
    expect(reply).toMatchObject({ subject: 'Re: Question', threadId: '<root@mail.example>' });
    const list = await listOf(client.id);
    expect(list.map((row) => row.direction)).toEqual(['inbound', 'outbound']);
    expect(list[0]).toMatchObject({
      from: client.email,
      attachments: [{ fileName: 'grave.jpg', contentType: 'image/jpeg', sizeBytes: 1234 }],
    });
    const mail = await mailWith(client.email, reply.messageId);
    expect(mail.references).toEqual(['<root@mail.example>', '<q@mail.example>']);
  });

  it('refuses an unknown or deleted client (404) and what cannot be sent (400/422)', async () => {
    expect((await admin.post(messagesPath(randomUUID()), { subject: 'S', text: 'T' })).status).toBe(
      404,
    );
    expect(
      (await admin.post(messagesPath('not-a-client'), { subject: 'S', text: 'T' })).status,
    ).toBe(404);
    const gone = await addClient('Gone');
    expect((await admin.delete(`/api/clients/${gone.id}`)).status).toBeLessThan(300);
    expect((await admin.post(messagesPath(gone.id), { subject: 'S', text: 'T' })).status).toBe(404);

    const client = await addClient('Refused');
    const refusal = async (body: Record<string, unknown>) => {
      const response = await admin.post(messagesPath(client.id), body);
      return {
        status: response.status,
        paths: ((await response.json()) as { errors?: { path: string }[] }).errors?.map(
          (e) => e.path,
        ),
      };
    };
    expect(await refusal({ subject: 'Hello', text: '   ' })).toEqual({
      status: 400,
      paths: ['body.text'],
    });
    expect(await refusal({ text: 'No subject' })).toEqual({ status: 400, paths: ['body.subject'] });
    expect(await refusal({ subject: 'S', text: 'x'.repeat(20_001) })).toMatchObject({
      status: 400,
    });
    expect(await refusal({ text: 'Reply', inReplyTo: '<nobody@mail.example>' })).toEqual({
      status: 422,
      paths: ['body.inReplyTo'],
    });
    // Another client's message is not this client's to answer.
    const other = await addClient('Other');
    const theirs = await write(other.id, { subject: 'Theirs', text: 'Private' });
    expect(await refusal({ text: 'Reply', inReplyTo: theirs.id })).toMatchObject({ status: 422 });
    // An invite mail has no Message-ID to answer.
    expect((await admin.post(`/api/clients/${client.id}/approve`)).status).toBe(200);
    const [invite] = await listOf(client.id);
    expect(await refusal({ text: 'Reply', inReplyTo: invite?.id })).toMatchObject({
      status: 422,
    });
    expect((await listOf(client.id)).map((row) => row.source)).toEqual(['invite']);
  });

  it('is for admins only', async () => {
    const client = await addClient('Guarded');
    const path = messagesPath(client.id);
    const body = { subject: 'Hi', text: 'Hello' };
    expect((await app.client().post(path, body)).status).toBe(401);
    expect((await (await app.signInAs('caretaker')).post(path, body)).status).toBe(403);
    expect((await (await app.signInAs('client')).post(path, body)).status).toBe(403);
    expect((await (await app.signInAsClientOf(client.id)).post(path, body)).status).toBe(403);
    expect(await listOf(client.id)).toEqual([]);
  });

  it('sends once for a repeated Idempotency-Key', async () => {
    const client = await addClient('Twice');
    const post = (key: string) =>
      admin.fetch(messagesPath(client.id), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ subject: 'Once', text: 'Only once' }),
      });
    const key = randomUUID();
    const [first, second] = [await post(key), await post(key)];
    expect(first.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect((await post(randomUUID())).status).toBe(201);
    expect(await listOf(client.id)).toHaveLength(2);
  });
});

describe('the mail the app sends a client', () => {
  it('shows in their communications with its delivery (an invoice notification)', async () => {
    const client = await addClient('Invoiced');
    const mailChoice = await admin.put(`/api/clients/${client.id}/notification-mail`, {
      kinds: ['invoice_issued'],
    });
    expect(mailChoice.status).toBe(200);
    const invoice = await admin.post('/api/invoices', {
      clientId: client.id,
      lines: [{ description: 'Grave cleaning', quantity: 1, unitPrice: '40.00' }],
    });
    expect(invoice.status).toBe(201);

    const list = await eventually(
      () => listOf(client.id),
      (rows) =>
        rows.some((row) => row.source === 'notification-invoice_issued' && row.status === 'sent'),
    );
    const row = list.find((r) => r.source === 'notification-invoice_issued');
    expect(row).toMatchObject({
      type: 'email',
      direction: 'outbound',
      to: [client.email],
      subject: expect.any(String),
    });
    expect(row?.sentAt).not.toBeNull();
    expect(smtp.receivedBy(client.email)).toHaveLength(1);
  });
});
