import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayToIso,
  isoToDay,
  serviceDay,
  type PreferredLanguage,
} from '@memorial-care/contracts/domain';
import { careReminderStreamId, noImportantDates } from '@memorial-care/contracts/events';
import {
  cemeterySchema,
  clientSchema,
  graveSchema,
  type GraveInput,
} from '@memorial-care/contracts/http';
import { isZeroPosition } from '@memorial-care/projections';
import { eventually } from '@memorial-care/projections/testing';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { allReactors } from '../reactors/all-reactors';
import { readReactorCheckpoint, resetReactorCheckpoint } from '../reactors/checkpoint-store';
import { startReactors, type RunningReactors } from '../reactors/start-reactors';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { createCareRemindersWorker } from './care-reminder-jobs';
import { memorialDaysReactor } from './memorial-days-reactor';
import { reminderMailReactor } from './reminder-mail-reactor';
import { runCareReminders } from './run-care-reminders';
import { reminderMailsTo } from './testing/reminder-test-kit';

// Issue 15: families are mailed before the days they chose for their graves, once per
// occasion, in their language, with the link to the prefilled order; and of the memorials to
// come when a grave is added soon after a death.

let smtp: SmtpTestServer;
let app: TestApp;
let admin: TestClient;
let cemeteryId: string;
/** The reminder mails' reactor, started and restarted by the tests themselves. */
let mailReactor: RunningReactors | null = null;

const reactorTiming = { standbyRetryMs: 100, retryBackoffMs: 20, maxRetryBackoffMs: 200 };
const today = serviceDay(new Date()).date;
const inDays = (days: number) => dayToIso(isoToDay(today) + days);
const monthDayIn = (days: number) => inDays(days).slice(5);

const startMailReactor = async () => {
  mailReactor = await startReactors({
    pool: app.deps.pool,
    databaseUrl: app.config.databaseUrl,
    eventStore: app.deps.eventStore,
    reactors: [reminderMailReactor],
    deps: { mail: app.worker!.outbox, publicUrl: app.config.publicUrl, pool: app.deps.pool },
    logger: app.deps.logger,
    timing: { ...reactorTiming, checkpointFlushMs: 20 },
  });
};

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://care.example' },
    worker: {
      reactors: allReactors.filter((reactor) => reactor !== reminderMailReactor),
      mailRetryPolicy: { attempts: 3, backoffDelayMs: 20 },
      reactorTiming,
    },
  });
  admin = await app.signInAs('admin');
  const cemetery = await admin.post('/api/cemeteries', {
    name: 'Novo groblje',
    city: 'Beograd',
    region: 'Beograd',
  });
  expect(cemetery.status, await cemetery.clone().text()).toBe(201);
  cemeteryId = cemeterySchema.parse(await cemetery.json()).id;
  const priced = await admin.put('/api/price-list/grave_cleaning', { price: '30' });
  expect(priced.status).toBe(200);
  await startMailReactor();
});
afterAll(async () => {
  await mailReactor?.stop();
  await app?.close();
  await smtp?.close();
});

const jobDeps = () => ({
  pool: app.deps.pool,
  eventStore: app.deps.eventStore,
  logger: app.deps.logger,
});

const addClient = async (
  name: string,
  language: PreferredLanguage,
  reminderDaysBefore?: number,
) => {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`;
  const response = await admin.post('/api/clients', {
    name,
    email,
    preferredLanguage: language,
    ...(reminderDaysBefore === undefined ? {} : { reminderDaysBefore }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return clientSchema.parse(await response.json());
};

const addGrave = async (clientId: string, input: Partial<GraveInput>) => {
  const response = await admin.post('/api/graves', {
    clientId,
    deceasedName: 'Milan Petrović',
    graveNumber: '12',
    cemeteryId,
    visitFrequency: 'on_demand',
    preferredServiceType: 'grave_cleaning',
    ...input,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return graveSchema.parse(await response.json());
};

/** The reactor has passed every event in the log (its checkpoint is flushed every 20 ms). */
const caughtUp = async (reactorName: string) => {
  const checkpoint = await readReactorCheckpoint(app.deps.pool, reactorName);
  if (!checkpoint) return false;
  const after = isZeroPosition(checkpoint.position) ? undefined : checkpoint.position;
  return (await app.deps.eventStore.readAll({ after, limit: 1 })).length === 0;
};

/** Every reminder recorded so far has been mailed (or never will be). */
const mailsSettled = async () => {
  for (const reactor of [memorialDaysReactor, reminderMailReactor])
    await eventually(
      () => caughtUp(reactor.name),
      (done) => done,
    );
  await eventually(
    () => app.worker!.mailQueue.getJobCounts('waiting', 'active', 'delayed'),
    (counts) => (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) === 0,
  );
};

describe('the reminder setting', () => {
  it('is 14 days until the family chooses; the family and the admin may change it', async () => {
    const family = await addClient('Jovana Marković', 'Serbian');
    expect(family.reminderDaysBefore).toBe(14);
    const own = await app.signInAsClientOf(family.id);

    const set = await own.put(`/api/clients/${family.id}/reminders`, { reminderDaysBefore: 30 });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(clientSchema.parse(await set.json()).reminderDaysBefore).toBe(30);
    const patched = await admin.patch(`/api/clients/${family.id}`, { reminderDaysBefore: 0 });
    expect(clientSchema.parse(await patched.json()).reminderDaysBefore).toBe(0);
    const events = await app.streamEvents(`client-${family.id}`);
    expect(events.map((e) => e.data)).toContainEqual({
      clientId: family.id,
      changes: { reminderDaysBefore: 0 },
    });
  });

  it('refuses other days than 0 to 60, another family’s record and caretakers', async () => {
    const family = await addClient('Petar Nikolić', 'English');
    const other = await addClient('Sanja Ilić', 'English');
    const own = await app.signInAsClientOf(family.id);
    for (const reminderDaysBefore of [61, -1, 2.5, '14', null]) {
      const response = await own.put(`/api/clients/${family.id}/reminders`, {
        reminderDaysBefore,
      });
      expect(response.status, String(reminderDaysBefore)).toBe(400);
    }
    expect(
      (await own.put(`/api/clients/${other.id}/reminders`, { reminderDaysBefore: 3 })).status,
    ).toBe(404);
    const caretaker = await app.signInAs('caretaker');
    expect(
      (await caretaker.put(`/api/clients/${family.id}/reminders`, { reminderDaysBefore: 3 }))
        .status,
    ).toBe(403);
    // A client still changes nothing else of their profile.
    expect((await own.patch(`/api/clients/${family.id}`, { name: 'X' })).status).toBe(403);
    const record = clientSchema.parse(await (await own.get(`/api/clients/${family.id}`)).json());
    expect(record).toMatchObject({ name: 'Petar Nikolić', reminderDaysBefore: 14 });
  });
});

describe('the reminder job', () => {
  it('mails each near, unbooked occasion once, in the family’s language, across runs and restarts', async () => {
    // An English family with the default 14 days: a slava in 10 days, another day in 5, a
    // birthday in 20 (too far yet).
    const ana = await addClient('Ana Petrović', 'English');
    const anasGrave = await addGrave(ana.id, {
      deceasedName: 'Milan Petrović',
      deceasedDateOfBirth: `1950-${monthDayIn(20)}`,
      importantDates: {
        ...noImportantDates,
        birthday: true,
        slava: { name: 'Sveti Nikola', date: monthDayIn(10) },
        other: { label: 'Dan venčanja', date: inDays(5) },
      },
    });
    // A German family that wants 30 days: one occasion booked, one whose order was cancelled.
    const bojan = await addClient('Bojan Schneider', 'German', 30);
    const bojansGrave = await addGrave(bojan.id, {
      deceasedName: 'Dragica Jovanović',
      importantDates: {
        ...noImportantDates,
        slava: { name: 'Sveti Jovan', date: monthDayIn(7) },
        other: { label: 'Geburtstag der Mutter', date: inDays(25) },
      },
    });
    const bojanOwn = await app.signInAsClientOf(bojan.id);
    const booked = await bojanOwn.post('/api/service-requests/orders', {
      graveId: bojansGrave.id,
      serviceType: 'grave_cleaning',
      visitDate: inDays(7),
      occasionKey: `slava:${inDays(7)}`,
      acceptBusyDay: true,
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const cancelled = await bojanOwn.post('/api/service-requests/orders', {
      graveId: bojansGrave.id,
      serviceType: 'grave_cleaning',
      visitDate: inDays(25),
      occasionKey: `other:${inDays(25)}`,
      acceptBusyDay: true,
    });
    const { id: cancelledId } = (await cancelled.json()) as { id: string };
    expect((await bojanOwn.post(`/api/service-requests/${cancelledId}/cancel`)).status).toBe(200);
    // A third day the family skipped in the grave's care plan.
    const skippedGrave = await addGrave(bojan.id, {
      importantDates: { ...noImportantDates, other: { label: 'Übersprungen', date: inDays(4) } },
    });
    const skipped = await bojanOwn.post(
      `/api/graves/${skippedGrave.id}/care-plan/occasions/other:${inDays(4)}/skip`,
    );
    expect(skipped.status, await skipped.clone().text()).toBe(200);
    // A family that turned reminders off, and a grave whose plan books its days by itself.
    const clara = await addClient('Clara Vogel', 'German', 0);
    await addGrave(clara.id, {
      importantDates: { ...noImportantDates, other: { label: 'X', date: inDays(3) } },
    });
    const dejan = await addClient('Dejan Ristić', 'Serbian');
    await addGrave(dejan.id, {
      visitFrequency: 'scheduled',
      importantDates: { ...noImportantDates, other: { label: 'Pomen', date: inDays(3) } },
    });

    // Two workers at once, then a late run, then the worker's own processor after a restart.
    await Promise.all([runCareReminders(jobDeps()), runCareReminders(jobDeps())]);
    await runCareReminders(jobDeps());
    const worker = createCareRemindersWorker({
      pool: app.deps.pool,
      eventStore: app.deps.eventStore,
    });
    expect(await worker.process({} as Job, { logger: app.deps.logger })).toMatchObject({
      reminded: 0,
    });
    // Other tests' graves are reminded by the same runs: count this test's only.
    const streamTypes = async (graveId: string) =>
      (await app.streamEvents(careReminderStreamId(graveId))).map(
        (e) => `${e.type}:${(e.data as { occasionKey: string }).occasionKey}`,
      );
    expect(await streamTypes(anasGrave.id)).toEqual([
      `CareReminderDue:other:${inDays(5)}`,
      `CareReminderDue:slava:${inDays(10)}`,
    ]);
    expect(await streamTypes(bojansGrave.id)).toEqual([`CareReminderDue:other:${inDays(25)}`]);
    expect(await streamTypes(skippedGrave.id)).toEqual([]);

    const anasMails = await reminderMailsTo(smtp, ana.email, { count: 2 });
    const other = anasMails.find((mail) => mail.text.includes('Dan venčanja'))!;
    expect(other.text).toContain('A day you chose for the care of a grave is coming up');
    expect(other.text).toContain('Grave: Milan Petrović, Novo groblje');
    expect(other.orderLinks).toEqual([
      `https://care.example/client/order?graveId=${anasGrave.id}&serviceType=grave_cleaning&date=${inDays(5)}&occasion=other%3A${inDays(5)}`,
    ]);
    const slava = anasMails.find((mail) => mail.text.includes('Slava – Sveti Nikola'))!;
    expect(slava.orderLinks).toEqual([
      `https://care.example/client/order?graveId=${anasGrave.id}&serviceType=grave_cleaning&date=${inDays(10)}&occasion=slava%3A${inDays(10)}`,
    ]);
    const [bojansMail, ...more] = await reminderMailsTo(smtp, bojan.email);
    expect(more).toEqual([]);
    expect(bojansMail!.text).toContain('Ein Tag, den Sie für die Grabpflege gewählt haben');
    expect(bojansMail!.text).toContain('Geburtstag der Mutter');
    expect(bojansMail!.text).toContain('30 Tage vor jedem Tag');

    // The reactor restarted and replaying the whole log, the job run again: nothing new.
    await mailsSettled();
    const before = smtp.received.length;
    await mailReactor?.stop();
    await resetReactorCheckpoint(app.deps.pool, reminderMailReactor.name);
    await startMailReactor();
    expect((await runCareReminders(jobDeps())).reminded).toBe(0);
    await mailsSettled();
    expect(smtp.received.length).toBe(before);
    expect(smtp.receivedBy(ana.email)).toHaveLength(2);
    expect(smtp.receivedBy(clara.email)).toEqual([]);
    expect(smtp.receivedBy(dejan.email)).toEqual([]);
  });
});

describe('the memorial days after a death', () => {
  it('are mailed once when a grave is added soon after the death', async () => {
    const family = await addClient('Ivana Lukić', 'Serbian', 30);
    const died = inDays(-10);
    const grave = await addGrave(family.id, {
      deceasedName: 'Stevan Lukić',
      deceasedDateOfDeath: died,
      importantDates: { ...noImportantDates, deathAnniversary: true },
    });
    const [mail] = await reminderMailsTo(smtp, family.email);
    expect(mail!.text).toContain('Primite naše iskreno saučešće.');
    expect(mail!.text).toContain('Pomeni koji predstoje za Stevan Lukić');
    expect(mail!.text).toContain('- Četrdesetodnevni pomen:');
    expect(mail!.text).toContain('- Polugodišnji pomen:');
    expect(mail!.text).toContain('- Godišnji pomen:');
    expect(mail!.text).not.toContain('Pomen devetog dana');
    expect(mail!.orderLinks).toHaveLength(3);
    expect(mail!.orderLinks[0]).toBe(
      `https://care.example/client/order?graveId=${grave.id}&serviceType=grave_cleaning&date=${inDays(29)}&occasion=fortiethDay%3A${inDays(29)}`,
    );

    // The 40th day is within the family's 30 days: the mail was its reminder, the job adds none.
    await runCareReminders(jobDeps());
    const events = await app.streamEvents(careReminderStreamId(grave.id));
    expect(events.map((e) => e.type)).toEqual(['MemorialDaysReminderDue']);
    // Changing the grave again sends nothing new.
    const changed = await admin.patch(`/api/graves/${grave.id}`, {
      deceasedDateOfDeath: inDays(-9),
    });
    expect(changed.status).toBe(200);
    await mailsSettled();
    expect(smtp.receivedBy(family.email)).toHaveLength(1);
  });

  it('are not mailed for an older death or to a family without reminders', async () => {
    const family = await addClient('Marko Savić', 'English');
    await addGrave(family.id, { deceasedDateOfDeath: inDays(-41) });
    const quiet = await addClient('Nina Savić', 'English', 0);
    await addGrave(quiet.id, { deceasedDateOfDeath: inDays(-3) });
    await mailsSettled();
    expect(smtp.receivedBy(family.email)).toEqual([]);
    expect(smtp.receivedBy(quiet.email)).toEqual([]);
  });
});
