import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessageStreamId } from '@memorial-care/contracts/events';
import {
  clientSchema,
  communicationListSchema,
  mailboxSyncResultSchema,
  type Communication,
  type MailboxSyncCounts,
} from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { messageIdHash } from './message-ids';
import { createMailAttachmentStorage } from './mail-attachments';
import {
  mailboxSyncEveryMs,
  mailboxSyncQueueName,
  mailboxSyncSchedulerId,
  type MailboxSyncQueue,
} from './mailbox-sync-jobs';
import { runMailboxSync } from './run-mailbox-sync';
import { htmlMessageWithFile, plainMessage } from './testing/mail-messages';
import { startImapTestServer, type ImapTestServer } from './testing/imap-test-server';

// The office mailbox on a real (loopback) Dovecot, read by the app's own worker through the
// `mailbox-sync` queue, as the admin's "Sync" does it.

const office = { user: 'office@memorialcare.example', password: 'office-imap-password' };
const folder = 'Clients';

let imap: ImapTestServer;
let app: TestApp;
let admin: TestClient;
let redis: Redis;
let queue: MailboxSyncQueue;

beforeAll(async () => {
  imap = await startImapTestServer([office]);
  app = await startTestApp({
    worker: true,
    env: {
      ...imap.env(office, [folder, '\\Sent']),
      MAIL_FROM: `Memorial Care <${office.user}>`,
    },
  });
  admin = await app.signInAs('admin');
  redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue(mailboxSyncQueueName, { connection: redis, prefix: app.queuePrefix });
  // The worker's first scheduled run starts at once; the counts below are of the runs asked for.
  const deadline = Date.now() + 15_000;
  while ((await queue.getCompletedCount()) === 0) {
    if (Date.now() > deadline) throw new Error('The first scheduled mailbox sync did not run');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);
afterAll(async () => {
  await queue?.close();
  redis?.disconnect();
  await app?.close();
  await imap?.stop();
});

const addClient = async (name: string) => {
  const email = `${name}.${randomUUID().slice(0, 8)}@family.example`;
  const response = await admin.post('/api/clients', { name, email });
  expect(response.status).toBe(201);
  return clientSchema.parse(await response.json());
};

const sync = async () => {
  const response = await admin.post('/api/communications/sync-email');
  expect(response.status, await response.clone().text()).toBe(200);
  const result = mailboxSyncResultSchema.parse(await response.json());
  if (result.status !== 'synced') throw new Error('The sync did not finish within its wait');
  return result;
};
const countsOf = (result: { mailboxes: readonly MailboxSyncCounts[] }, mailbox: string) =>
  result.mailboxes.find((counts) => counts.mailbox === mailbox);

const mailboxRows = async (clientId: string): Promise<Communication[]> => {
  const response = await admin.get(`/api/communications/client/${clientId}`);
  expect(response.status).toBe(200);
  return communicationListSchema
    .parse(await response.json())
    .filter((row) => row.source === 'mailbox');
};

const pdf = Buffer.from('%PDF-1.4\n% a care plan\n%%EOF\n');

describe('the office mailbox sync', () => {
  it('runs every few minutes on the worker, and its first run read the folders', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => ({ id: s.key, every: Number(s.every) }))).toEqual([
      { id: mailboxSyncSchedulerId, every: mailboxSyncEveryMs },
    ]);
    const [first] = await queue.getCompleted();
    expect(first?.returnvalue).toMatchObject({ status: 'synced', account: office.user });
  });

  it('records a client’s mail once: after a resync and a new UIDVALIDITY nothing twice', async () => {
    const ana = await addClient('ana');
    const tag = randomUUID().slice(0, 8);
    const plainId = `<plain-${tag}@family.example>`;
    const htmlId = `<html-${tag}@family.example>`;
    const messages = [
      plainMessage({
        // The address as the family's mail program writes it: case does not matter.
        from: `Ana Petrović <${ana.email.toUpperCase()}>`,
        to: office.user,
        subject: 'Grave care in spring',
        messageId: plainId,
        date: 'Mon, 03 Feb 2025 10:00:00 +0100',
        text: 'Dear office,\r\nplease plant flowers in April.\r\nAna',
      }),
      htmlMessageWithFile({
        from: ana.email,
        to: office.user,
        subject: 'Re: Grave care in spring',
        messageId: htmlId,
        inReplyTo: plainId,
        references: plainId,
        date: 'Tue, 04 Feb 2025 09:30:00 +0100',
        html: '<html><head><style>p{color:red}</style><script>alert("x")</script></head><body><p>Hello <b>office</b>, the care plan is attached.</p></body></html>',
        file: { name: 'care-plan.pdf', type: 'application/pdf', content: pdf },
      }),
      plainMessage({
        from: `stranger.${tag}@elsewhere.example`,
        to: office.user,
        subject: 'Cheap flowers',
        messageId: `<stranger-${tag}@elsewhere.example>`,
        text: 'Buy now.',
      }),
    ];
    await imap.append(office, folder, messages);

    const first = await sync();
    expect(first.account).toBe(office.user);
    expect(countsOf(first, folder)).toMatchObject({
      read: 3,
      recorded: 2,
      alreadyRecorded: 0,
      notFromClients: 1,
      unreadable: 0,
    });
    const rows = await mailboxRows(ana.id);
    expect(rows).toHaveLength(2);
    const plain = rows.find((row) => row.messageId === plainId);
    const html = rows.find((row) => row.messageId === htmlId);
    expect(plain).toMatchObject({
      type: 'email',
      direction: 'inbound',
      status: 'received',
      subject: 'Grave care in spring',
      from: ana.email.toLowerCase(),
      threadId: plainId,
      inReplyTo: null,
      attachments: [],
      sentAt: '2025-02-03T09:00:00.000Z',
    });
    expect(plain?.content).toContain('please plant flowers in April.');
    expect(html).toMatchObject({
      direction: 'inbound',
      status: 'received',
      threadId: plainId,
      inReplyTo: plainId,
      attachments: [
        {
          attachmentId: expect.any(String),
          fileName: 'care-plan.pdf',
          contentType: 'application/pdf',
          sizeBytes: pdf.length,
        },
      ],
    });
    // The HTML's text, and no HTML: no tags, no style, no script.
    expect(html?.content).toContain('the care plan is attached.');
    expect(html?.content).not.toMatch(/<[a-z/]|color:red|alert/i);

    // The file, for admins only, as a download that no browser runs.
    const attachmentId = html!.attachments[0]!.attachmentId;
    const download = await admin.get(`/api/communications/attachments/${attachmentId}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="care-plan.pdf"',
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    for (const role of ['client', 'caretaker'] as const)
      expect(
        (await (await app.signInAs(role)).get(`/api/communications/attachments/${attachmentId}`))
          .status,
      ).toBe(403);
    expect((await app.client().get(`/api/communications/attachments/${attachmentId}`)).status).toBe(
      401,
    );

    // One event per message, on its Message-ID's stream.
    for (const id of [plainId, htmlId])
      expect(await app.streamEvents(mailMessageStreamId(messageIdHash(id)))).toHaveLength(1);

    const second = await sync();
    expect(countsOf(second, folder)).toMatchObject({ read: 0, recorded: 0 });

    const before = await imap.uidValidityOf(office, folder);
    const after = await imap.recreateMailbox(office, folder, messages);
    expect(after).not.toBe(before);
    const third = await sync();
    expect(countsOf(third, folder)).toMatchObject({
      uidValidity: after,
      read: 3,
      recorded: 0,
      alreadyRecorded: 2,
      notFromClients: 1,
    });
    expect(await mailboxRows(ana.id)).toHaveLength(2);
    for (const id of [plainId, htmlId])
      expect(await app.streamEvents(mailMessageStreamId(messageIdHash(id)))).toHaveLength(1);
  });

  it('records the office’s own mail to clients from the Sent folder as sent, not the app’s', async () => {
    const milan = await addClient('milan');
    const jelena = await addClient('jelena');
    const tag = randomUUID().slice(0, 8);
    // A message written in the app: its copy in the Sent folder is the app's own.
    const written = await admin.fetch(`/api/communications/client/${milan.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ subject: 'Your visit', text: 'We visited the grave today.' }),
    });
    expect(written.status, await written.clone().text()).toBe(201);
    const { messageId: appMessageId } = (await written.json()) as { messageId: string };
    const officeMessageId = `<office-${tag}@memorialcare.example>`;
    await imap.append(office, 'Sent', [
      plainMessage({
        from: `Memorial Care <${office.user}>`,
        to: milan.email,
        subject: 'Your visit',
        messageId: appMessageId,
        text: 'We visited the grave today.',
      }),
      // Written in the office's own mail program to two families at once.
      plainMessage({
        from: `Memorial Care <${office.user}>`,
        to: `${milan.email}, Jelena <${jelena.email}>`,
        subject: 'Closed on Friday',
        messageId: officeMessageId,
        text: 'The office is closed on Friday.',
      }),
    ]);
    const result = await sync();
    expect(countsOf(result, 'Sent')).toMatchObject({
      read: 2,
      recorded: 1,
      ownMessages: 1,
    });
    for (const client of [milan, jelena]) {
      const rows = await mailboxRows(client.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        direction: 'outbound',
        status: 'sent',
        messageId: officeMessageId,
        subject: 'Closed on Friday',
        to: [milan.email.toLowerCase(), jelena.email.toLowerCase()],
      });
    }
  });

  it('serves a file a browser could run only as bytes to save', async () => {
    const vesna = await addClient('vesna');
    const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    await imap.append(office, folder, [
      htmlMessageWithFile({
        from: vesna.email,
        to: office.user,
        subject: 'A page',
        messageId: `<page-${randomUUID()}@family.example>`,
        html: '<p>See the page.</p>',
        file: { name: 'page.html', type: 'text/html', content: page },
      }),
    ]);
    expect((await sync()).recorded).toBe(1);
    const [row] = await mailboxRows(vesna.id);
    expect(row?.attachments).toMatchObject([{ fileName: 'page.html', contentType: 'text/html' }]);
    const download = await admin.get(
      `/api/communications/attachments/${row!.attachments[0]!.attachmentId}`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="page.html"');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(page);
  });

  it('fails a run whose sign-in the mailbox refuses', async () => {
    const run = runMailboxSync({
      pool: app.deps.pool,
      eventStore: app.deps.eventStore,
      storage: createMailAttachmentStorage(app.config.mailAttachmentDir),
      logger: app.deps.logger,
      imap: { ...app.config.imap!, password: 'not-the-password' },
      tokenSource: null,
      mailFrom: app.config.mailFrom,
    });
    await expect(run).rejects.toThrow(/refused the sign-in: check IMAP_USER and IMAP_PASSWORD/);
  });
});
