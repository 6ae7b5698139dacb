import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position, RecordedEvent } from '@memorial-care/contracts/event-store';
import { mailDeliveryStreamId } from '@memorial-care/contracts/events';
import {
  createRunnerTestContext,
  eventually,
  testEvent,
  type RunnerTestContext,
} from '@memorial-care/projections/testing';
import { readReactorCheckpoint, resetReactorCheckpoint } from '../reactors/checkpoint-store';
import type { Reactor } from '../reactors/reactor';
import { startReactors, type RunningReactors } from '../reactors/start-reactors';
import { createRedisClient } from '../roles/redis';
import { startWorkerHost, type WorkerHost } from '../roles/worker';
import { testRedisUrl } from '../testing/database-urls';
import { findMailDelivery } from './delivery-queries';
import { createMailOutbox } from './mail-outbox';
import type { MailOutbox } from './mail-port';
import { createMailQueue, type MailQueue, type MailRetryPolicy } from './mail-queue';
import { retryMailDelivery } from './mail-retry';
import { createMailWorker } from './mail-worker';
import { deleteQueueKeys, uniqueQueuePrefix } from './testing/queue-keys';
import { startRedisOutageProxy, type RedisOutageProxy } from './testing/redis-proxy';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server';
import { createSmtpTransport } from './transports';

// The whole path on real services: event → reactor → outbox (PostgreSQL row + BullMQ job on
// Redis) → mail worker → nodemailer → an SMTP server on loopback.

const logger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
const redisUrl = testRedisUrl();
const prefix = uniqueQueuePrefix();
const from = 'Memorial Care <no-reply@memorialcare.example>';
const fastRetries: MailRetryPolicy = { attempts: 4, backoffDelayMs: 20 };
const reactorTiming = {
  standbyRetryMs: 100,
  retryBackoffMs: 20,
  maxRetryBackoffMs: 200,
  checkpointFlushMs: 50,
};

let context: RunnerTestContext;
let smtp: SmtpTestServer;
let queue: MailQueue;
let outbox: MailOutbox;
let host: WorkerHost;
let reactors: RunningReactors | null = null;
const cleanups: (() => Promise<unknown>)[] = [];

const newQueue = (url: string) => {
  const connection = createRedisClient(url, logger, 'test-mail-queue', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const created = createMailQueue({ connection, prefix, logger });
  cleanups.push(async () => {
    await created.close();
    connection.disconnect();
  });
  return created;
};

interface MailRequested {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly refId: string;
}

/** The test's reactor: like the invite mail reactor, on its own event type. */
const mailReactor = (name: string, eventType: string): Reactor<{ mail: MailOutbox }> => ({
  name,
  eventTypes: [eventType],
  async react(event: RecordedEvent, { mail }) {
    const data = event.data as MailRequested;
    await mail.enqueue({
      jobId: event.id,
      kind: 'test',
      refId: data.refId,
      message: { to: data.to, subject: data.subject, text: data.text, html: `<p>${data.text}</p>` },
    });
  },
});
const reactor = mailReactor('test-mail', 'TestMailRequested');

const startMailReactors = async () => {
  reactors = await startReactors({
    pool: context.db.pool,
    databaseUrl: context.db.url,
    eventStore: context.eventStore,
    reactors: [reactor],
    deps: { mail: outbox },
    logger,
    timing: reactorTiming,
  });
};

const requestMail = async (overrides: Partial<MailRequested> = {}, type = 'TestMailRequested') => {
  const data: MailRequested = {
    to: `family-${randomUUID().slice(0, 8)}@example.test`,
    subject: 'Your invitation to Memorial Care',
    text: 'Open the link to set your password.',
    refId: randomUUID(),
    ...overrides,
  };
  const event = testEvent(type, data);
  const { position } = await context.eventStore.appendToStream(
    `mail-test-${randomUUID()}`,
    [event],
    { expectedRevision: 'any' },
  );
  return { ...data, jobId: event.id, position };
};

const deliveryOf = (jobId: string) => findMailDelivery(context.db.pool, jobId);
const waitForStatus = (jobId: string, status: string) =>
  eventually(
    () => deliveryOf(jobId),
    (d) => d?.status === status,
  );
const queueIsIdle = async (q: MailQueue) => {
  const counts = await q.getJobCounts('waiting', 'active', 'delayed');
  return (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) === 0;
};
const waitForCheckpoint = (name: string, position: Position) =>
  eventually(
    () => readReactorCheckpoint(context.db.pool, name),
    (c) =>
      c !== null &&
      (c.position.commit > position.commit ||
        (c.position.commit === position.commit && c.position.prepare >= position.prepare)),
  );

beforeAll(async () => {
  context = await createRunnerTestContext();
  smtp = await startSmtpTestServer();
  queue = newQueue(redisUrl);
  outbox = createMailOutbox({ queue, pool: context.db.pool, retryPolicy: fastRetries });
  host = await startWorkerHost({
    redisUrl,
    logger,
    prefix,
    workers: [
      createMailWorker({
        pool: context.db.pool,
        eventStore: context.eventStore,
        transport: createSmtpTransport(smtp.url),
        from,
      }),
    ],
  });
  await startMailReactors();
});

afterAll(async () => {
  await reactors?.stop();
  await host?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
  await deleteQueueKeys(redisUrl, prefix);
  await smtp?.close();
  await context?.close();
});

describe('mail through the reactor, BullMQ and SMTP', () => {
  it('delivers the mail once, with its recipient, subject and body, and records it as sent', async () => {
    const mail = await requestMail({ subject: 'Pozivnica za Memorial Care' });
    const delivery = await waitForStatus(mail.jobId, 'sent');
    expect(delivery).toMatchObject({
      kind: 'test',
      refId: mail.refId,
      recipient: mail.to,
      subject: 'Pozivnica za Memorial Care',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(String),
    });
    const received = smtp.receivedBy(mail.to);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@memorialcare.example');
    expect(received[0]?.raw).toMatch(/^Subject: Pozivnica za Memorial Care\r?$/m);
    expect(received[0]?.raw).toMatch(new RegExp(`^To: ${mail.to}`, 'm'));
    expect(received[0]?.raw).toContain(mail.text);
    expect(received[0]?.raw).toContain(`<p>${mail.text}</p>`);
  });

  it('retries while the SMTP server refuses, with backoff, and delivers exactly once', async () => {
    const to = `busy-${randomUUID().slice(0, 8)}@example.test`;
    smtp.refuse(to, 2);
    const mail = await requestMail({ to });
    const delivery = await waitForStatus(mail.jobId, 'sent');
    expect(smtp.refusals(to)).toBe(2);
    expect(smtp.receivedBy(to)).toHaveLength(1);
    expect(delivery).toMatchObject({ attempts: 3, lastError: null });
  });

  it('keeps the error visible between attempts, with the delivery still queued', async () => {
    const to = `later-${randomUUID().slice(0, 8)}@example.test`;
    smtp.refuse(to, 1);
    // A long backoff holds the job between its attempts; promoting it resumes the retries.
    const patientOutbox = createMailOutbox({
      queue,
      pool: context.db.pool,
      retryPolicy: { attempts: 3, backoffDelayMs: 60_000 },
    });
    const jobId = randomUUID();
    await patientOutbox.enqueue({
      jobId,
      kind: 'test',
      refId: 'ref-later',
      message: { to, subject: 'Later', text: 'Eventually.', html: '<p>Eventually.</p>' },
    });
    const between = await eventually(
      () => deliveryOf(jobId),
      (d) => d?.lastError !== null && d?.lastError !== undefined,
    );
    expect(between).toMatchObject({ status: 'queued', attempts: 1 });
    expect(between?.lastError).toMatch(/451 Mailbox busy/);
    await (await queue.getJob(jobId))?.promote();
    await waitForStatus(jobId, 'sent');
    expect(smtp.receivedBy(to)).toHaveLength(1);
  });

  it('marks the mail failed with its error after the last attempt; a retry delivers it', async () => {
    const to = `refusing-${randomUUID().slice(0, 8)}@example.test`;
    smtp.refuse(to);
    const mail = await requestMail({ to });
    const failed = await waitForStatus(mail.jobId, 'failed');
    expect(failed).toMatchObject({ attempts: fastRetries.attempts, sentAt: null });
    expect(failed?.lastError).toMatch(/451 Mailbox busy, try again later/);
    expect(smtp.refusals(to)).toBe(fastRetries.attempts);
    // The office is told once, with what failed and why (the notification comes from this).
    const told = await eventually(
      () => context.eventStore.readStream(mailDeliveryStreamId(mail.jobId)),
      (events) => events.length > 0,
    );
    expect(told.map((e) => e.type)).toEqual(['MailDeliveryFailed']);
    expect(told[0]?.data).toMatchObject({
      jobId: mail.jobId,
      recipient: to,
      attempts: fastRetries.attempts,
      error: expect.stringMatching(/451 Mailbox busy/),
    });

    smtp.refuse(to, 0);
    const retried = await retryMailDelivery({ pool: context.db.pool, queue }, mail.jobId);
    expect(['queued', 'sending', 'sent']).toContain(retried.status);
    const sent = await waitForStatus(mail.jobId, 'sent');
    expect(sent).toMatchObject({ attempts: fastRetries.attempts + 1, lastError: null });
    expect(smtp.receivedBy(to)).toHaveLength(1);
    await expect(retryMailDelivery({ pool: context.db.pool, queue }, mail.jobId)).rejects.toThrow(
      /Only a failed mail can be retried/,
    );
  });

  it('sends once when the same job is enqueued twice', async () => {
    const to = `twice-${randomUUID().slice(0, 8)}@example.test`;
    const job = {
      jobId: randomUUID(),
      kind: 'test',
      refId: 'ref-twice',
      message: { to, subject: 'Once', text: 'Only once.', html: '<p>Only once.</p>' },
    };
    await Promise.all([outbox.enqueue(job), outbox.enqueue(job)]);
    await outbox.enqueue(job);
    await waitForStatus(job.jobId, 'sent');
    await outbox.enqueue(job);
    await eventually(
      () => queueIsIdle(queue),
      (idle) => idle,
    );
    expect(smtp.receivedBy(to)).toHaveLength(1);
    expect((await deliveryOf(job.jobId))?.attempts).toBe(1);
  });

  it('sends nothing twice when the reactor replays the log after a restart', async () => {
    const mail = await requestMail();
    await waitForStatus(mail.jobId, 'sent');
    await waitForCheckpoint(reactor.name, mail.position);
    const before = smtp.received.length;

    await reactors?.stop();
    await resetReactorCheckpoint(context.db.pool, reactor.name);
    const newer = await requestMail();
    await startMailReactors();
    // The replay went past every earlier request and delivered only the new one.
    await waitForStatus(newer.jobId, 'sent');
    await waitForCheckpoint(reactor.name, newer.position);
    await eventually(
      () => queueIsIdle(queue),
      (idle) => idle,
    );
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.receivedBy(newer.to)).toHaveLength(1);
    expect(smtp.receivedBy(mail.to)).toHaveLength(1);
  });
});

describe('mail while Redis is away', () => {
  let proxy: RedisOutageProxy;
  let outageReactors: RunningReactors;
  const outageReactor = mailReactor('test-mail-outage', 'OutageMailRequested');

  beforeAll(async () => {
    proxy = await startRedisOutageProxy(redisUrl);
    const proxiedOutbox = createMailOutbox({
      queue: newQueue(proxy.url),
      pool: context.db.pool,
      retryPolicy: fastRetries,
      addTimeoutMs: 500,
    });
    outageReactors = await startReactors({
      pool: context.db.pool,
      databaseUrl: context.db.url,
      eventStore: context.eventStore,
      reactors: [outageReactor],
      deps: { mail: proxiedOutbox },
      logger,
      timing: reactorTiming,
    });
  });
  afterAll(async () => {
    await outageReactors?.stop();
    await proxy?.close();
  });

  it('retries the reaction until Redis is back, then delivers each mail once, in order', async () => {
    const warmUp = await requestMail({}, 'OutageMailRequested');
    await waitForStatus(warmUp.jobId, 'sent');

    await proxy.takeDown();
    const first = await requestMail({ subject: 'First' }, 'OutageMailRequested');
    const second = await requestMail({ subject: 'Second' }, 'OutageMailRequested');
    const stuck = await eventually(
      () => readReactorCheckpoint(context.db.pool, outageReactor.name),
      (c) => (c?.attempts ?? 0) >= 2,
    );
    expect(stuck?.lastError?.eventId).toBe(first.jobId);
    // The delivery row was written, its job could not be: it waits as `queued`.
    expect((await deliveryOf(first.jobId))?.status).toBe('queued');
    expect(await deliveryOf(second.jobId)).toBeNull();

    await proxy.bringBack();
    await waitForStatus(first.jobId, 'sent');
    await waitForStatus(second.jobId, 'sent');
    await waitForCheckpoint(outageReactor.name, second.position);
    expect(smtp.receivedBy(first.to)).toHaveLength(1);
    expect(smtp.receivedBy(second.to)).toHaveLength(1);
    expect(smtp.receivedBy(warmUp.to)).toHaveLength(1);
    const checkpoint = await readReactorCheckpoint(context.db.pool, outageReactor.name);
    expect(checkpoint?.attempts).toBe(0);
  });
});
