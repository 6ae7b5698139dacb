import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { mailDeliveryPageSchema, mailDeliverySchema } from '@memorial-care/contracts/http';
import { eventually, testEvent } from '@memorial-care/projections/testing';
import type { AppReactorDeps } from '../reactors/all-reactors';
import type { Reactor } from '../reactors/reactor';
import { reactorRoutes } from '../reactors/routes';
import { createRedisClient } from '../roles/redis';
import { testRedisUrl } from '../testing/database-urls';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { createMailQueue } from './mail-queue';
import { createMailRoutes } from './routes';
import { uniqueQueuePrefix } from './testing/queue-keys';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server';

// The admin's mail and reactor screens, on the test app with its worker role sending to a
// real SMTP server on loopback.

const reactor: Reactor<AppReactorDeps> = {
  name: 'test-admin-mail',
  eventTypes: ['AdminMailTestRequested'],
  async react(event: RecordedEvent, { mail }) {
    const data = event.data as { to: string; refId: string };
    await mail.enqueue({
      jobId: event.id,
      kind: 'test',
      refId: data.refId,
      message: { to: data.to, subject: 'Hello', text: 'Hello there.', html: '<p>Hello there.</p>' },
    });
  },
};

let app: TestApp;
let smtp: SmtpTestServer;
let admin: TestClient;
const queuePrefix = uniqueQueuePrefix();
const routeConnection = createRedisClient(
  testRedisUrl(),
  pino({ level: 'silent' }),
  'test-mail-routes',
  { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
);
const mailQueue = createMailQueue({
  connection: routeConnection,
  prefix: queuePrefix,
  logger: pino({ level: 'silent' }),
});

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url },
    queuePrefix,
    worker: {
      reactors: [reactor],
      // One attempt: a refused mail fails at once, for the retry tests.
      mailRetryPolicy: { attempts: 1, backoffDelayMs: 20 },
      reactorTiming: { retryBackoffMs: 20, checkpointFlushMs: 50 },
    },
    routes: [createMailRoutes({ mailQueue }), reactorRoutes],
  });
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await mailQueue.close();
  routeConnection.disconnect();
  await app?.close();
  await smtp?.close();
});

const requestMail = async (to = `family-${randomUUID().slice(0, 8)}@example.test`) => {
  const event = testEvent('AdminMailTestRequested', { to, refId: randomUUID() });
  await app.deps.eventStore.appendToStream(`admin-mail-${randomUUID()}`, [event], {
    expectedRevision: 'any',
  });
  return { jobId: event.id, to, refId: (event.data as { refId: string }).refId };
};

const list = async (query: string) => {
  const response = await admin.get(`/api/admin/mail${query}`);
  expect(response.status).toBe(200);
  // The answer is what the contracts promise the admin's screen.
  return mailDeliveryPageSchema.parse(await response.json());
};

const waitForStatus = (refId: string, status: string) =>
  eventually(
    () => list(`?refId=${refId}`),
    (page) => page.items[0]?.status === status,
  );

describe('admin mail routes', () => {
  it('are for admins only', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/admin/mail')).status).toBe(401);
    expect((await anonymous.post(`/api/admin/mail/${randomUUID()}/retry`)).status).toBe(401);
    for (const role of ['client', 'caretaker'] as const) {
      const user = await app.signInAs(role);
      expect((await user.get('/api/admin/mail')).status).toBe(403);
      expect((await user.post(`/api/admin/mail/${randomUUID()}/retry`)).status).toBe(403);
    }
  });

  it('lists the deliveries the worker role sent, filtered by what they are about', async () => {
    const mail = await requestMail();
    const page = await waitForStatus(mail.refId, 'sent');
    expect(page).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          jobId: mail.jobId,
          kind: 'test',
          refId: mail.refId,
          recipient: mail.to,
          subject: 'Hello',
          status: 'sent',
          attempts: 1,
          lastError: null,
          sentAt: expect.any(String),
        }),
      ],
    });
    expect(smtp.receivedBy(mail.to)).toHaveLength(1);
  });

  it('pages newest first and validates the filter', async () => {
    const older = await requestMail();
    await waitForStatus(older.refId, 'sent');
    const newer = await requestMail();
    await waitForStatus(newer.refId, 'sent');
    const first = await list('?status=sent&pageSize=1');
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.items.map((d) => d.jobId)).toEqual([newer.jobId]);
    const second = await list('?status=sent&pageSize=1&page=2');
    expect(second.items.map((d) => d.jobId)).toEqual([older.jobId]);
    expect((await admin.get('/api/admin/mail?status=lost')).status).toBe(400);
    expect((await admin.get('/api/admin/mail?pageSize=1000')).status).toBe(400);
  });

  it('shows one delivery by its job id (a notification’s link), whatever its status', async () => {
    const mail = await requestMail();
    const other = await requestMail();
    await waitForStatus(mail.refId, 'sent');
    await waitForStatus(other.refId, 'sent');
    expect(await list(`?jobId=${mail.jobId}`)).toEqual({
      total: 1,
      items: [expect.objectContaining({ jobId: mail.jobId, recipient: mail.to, status: 'sent' })],
    });
    expect(await list(`?jobId=${mail.jobId}&status=failed`)).toEqual({ total: 0, items: [] });
    expect(await list(`?jobId=${randomUUID()}`)).toEqual({ total: 0, items: [] });
    expect((await admin.get(`/api/admin/mail?jobId=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await admin.get('/api/admin/mail?jobId=')).status).toBe(400);
  });

  it('retries a failed mail: it shows the error, then goes out', async () => {
    const to = `refusing-${randomUUID().slice(0, 8)}@example.test`;
    smtp.refuse(to, 1);
    const mail = await requestMail(to);
    const failed = await waitForStatus(mail.refId, 'failed');
    expect(failed.items[0]?.lastError).toMatch(/451 Mailbox busy/);
    expect((await list('?status=failed')).items.map((d) => d.jobId)).toContain(mail.jobId);

    const retry = await admin.post(`/api/admin/mail/${mail.jobId}/retry`);
    expect(retry.status).toBe(200);
    expect(['queued', 'sending', 'sent']).toContain(
      mailDeliverySchema.parse(await retry.json()).status,
    );
    await waitForStatus(mail.refId, 'sent');
    expect(smtp.receivedBy(to)).toHaveLength(1);

    const again = await admin.post(`/api/admin/mail/${mail.jobId}/retry`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'MAIL_NOT_FAILED' });
    expect((await admin.post(`/api/admin/mail/${randomUUID()}/retry`)).status).toBe(404);
  });
});

describe('GET /api/admin/reactors', () => {
  it('is for admins only', async () => {
    expect((await app.client().get('/api/admin/reactors')).status).toBe(401);
    for (const role of ['client', 'caretaker'] as const)
      expect((await (await app.signInAs(role)).get('/api/admin/reactors')).status).toBe(403);
  });

  it('shows each reactor caught up and healthy', async () => {
    const mail = await requestMail();
    await waitForStatus(mail.refId, 'sent');
    const body = await eventually(
      async () =>
        (await (await admin.get('/api/admin/reactors')).json()) as {
          reactors: { name: string; status: string; lag: number; attempts: number }[];
        },
      (b) => b.reactors.some((r) => r.name === reactor.name && r.lag === 0),
    );
    expect(body.reactors.find((r) => r.name === reactor.name)).toMatchObject({
      status: 'running',
      attempts: 0,
      lag: 0,
    });
  });
});
