import { simpleParser } from 'mailparser';
import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientStreamId, serviceRequestStreamId } from '@memorial-care/contracts/events';
import { notificationMailSettingsSchema } from '@memorial-care/contracts/http';
import { eventually } from '@memorial-care/projections/testing';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { clientRegisteredData } from '../testing/event-data';
import { recordEvent } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { notificationMailReactor } from './notification-mail-reactor';
import { familyRequestData } from './notification-test-data';

// Issue 16: a family chooses which notifications also come by mail; the reactor mails those,
// in their language, through the mail queue (job id = event id).

let smtp: SmtpTestServer;
let app: TestApp;
let admin: TestClient;
let family: TestClient;
const german = clientRegisteredData({ name: 'Klara Berger', preferredLanguage: 'German' });
const other = clientRegisteredData({ name: 'Petar Petrović' });
const requestId = randomUUID();

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://care.example' },
    worker: {
      reactors: [notificationMailReactor],
      mailRetryPolicy: { attempts: 3, backoffDelayMs: 20 },
      reactorTiming: { standbyRetryMs: 100, retryBackoffMs: 20, maxRetryBackoffMs: 200 },
    },
  });
  admin = await app.signInAs('admin');
  for (const client of [german, other])
    await recordEvent(app, clientStreamId(client.clientId), 'ClientRegistered', client);
  family = await app.signInAsClientOf(german.clientId);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const settingsPath = (clientId: string) => `/api/clients/${clientId}/notification-mail`;

describe('the notification mail setting', () => {
  it('is the family’s own: they choose kinds, another family’s reads as not found', async () => {
    const empty = await family.get(settingsPath(german.clientId));
    expect(notificationMailSettingsSchema.parse(await empty.json())).toEqual({ kinds: [] });
    const saved = await family.put(settingsPath(german.clientId), { kinds: ['visit_completed'] });
    expect(saved.status).toBe(200);
    expect(await (await family.get(settingsPath(german.clientId))).json()).toEqual({
      kinds: ['visit_completed'],
    });
    expect((await family.put(settingsPath(other.clientId), { kinds: [] })).status).toBe(404);
    expect((await family.get(settingsPath(other.clientId))).status).toBe(404);
    expect((await app.client().get(settingsPath(german.clientId))).status).toBe(401);
  });

  it('refuses unknown or repeated kinds and changes nothing', async () => {
    for (const kinds of [['task_offered'], ['visit_started', 'visit_started'], 'all'])
      expect((await family.put(settingsPath(german.clientId), { kinds })).status).toBe(400);
    expect(await (await admin.get(settingsPath(german.clientId))).json()).toEqual({
      kinds: ['visit_completed'],
    });
  });
});

describe('the notification mail reactor', () => {
  it('mails only the chosen kinds, in the family’s language', async () => {
    await recordEvent(
      app,
      serviceRequestStreamId(requestId),
      'ServiceRequested',
      familyRequestData(requestId, german.clientId),
    );
    const caretakerId = randomUUID();
    await recordEvent(app, `${serviceRequestStreamId(requestId)}-a`, 'TaskAccepted', {
      requestId,
      caretakerId,
    });
    await recordEvent(app, `${serviceRequestStreamId(requestId)}-c`, 'ServiceRequestCompleted', {
      requestId,
      completedDate: '2030-02-01T10:00:00.000Z',
    });

    const [mail] = await eventually(
      () => Promise.resolve(smtp.receivedBy(german.email)),
      (mails) => mails.length > 0,
    );
    expect(mail!.raw).toContain('Ihr Besuch ist erledigt: sehen Sie die Fotos');
    // The link opens the visit itself.
    expect((await simpleParser(mail!.raw)).text).toContain(
      `https://care.example/client/service-requests?requestId=${requestId}`,
    );
    // The acceptance was not chosen: one delivery for the family, the completion's.
    const deliveries = await app.deps.pool.any(sql.type(z.object({ kind: z.string() }))`
      SELECT kind FROM mail_deliveries WHERE ref_id = ${german.clientId}`);
    expect(deliveries.map((d) => d.kind)).toEqual(['notification-visit_completed']);
  });
});
