import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caretakerStreamId,
  cemeteryStreamId,
  graveStreamId,
} from '@memorial-care/contracts/events';
import {
  calendarFeedSchema,
  serviceRequestCreatedSchema,
  type CalendarFeed,
} from '@memorial-care/contracts/http';
import { cemeteryAddedData, clientRegisteredData } from '../testing/event-data';
import { recordClientRecord, recordEvent } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { parseFeed } from './testing/parse-feed';

// The calendar feeds end to end, over HTTP on a real database: a caretaker's and a client's
// feed, read back with Mozilla's iCalendar parser (ical.js) as a calendar app would read them.

let app: TestApp;
let admin: TestClient;
const cemetery = cemeteryAddedData({ name: 'Novo groblje', city: 'Beograd' });
const dragan = { id: randomUUID(), name: 'Dragan Nikolić' };
const jovan = { id: randomUUID(), name: 'Jovan Perić' };
let milica: { clientId: string; graveId: string };
let petar: { clientId: string; graveId: string };
/** A price no feed may show. */
const amount = '987.65';
/** The amount as a feed could write it (not just its digits: an event's random UID may hold them). */
const amountWritten = /987[.,]6/;

/** 08:00 UTC `days` from now: 09:00 or 10:00 in Belgrade, in the morning window either way. */
const morningIn = (days: number) => {
  const day = new Date();
  day.setUTCHours(8, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString();
};

const belgradeTime = (instant: string | Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Belgrade',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

const recordCaretaker = ({ id, name }: { id: string; name: string }) =>
  recordEvent(app, caretakerStreamId(id), 'CaretakerAdded', {
    caretakerId: id,
    name,
    email: `${id.slice(0, 8)}@example.com`,
    phone: '+381 60 111222',
    region: 'Beograd',
    isActive: true,
    preferredVisitDays: [],
    holidayDates: [],
    perVisitRate: null,
    preferredPaymentMethod: null,
    bankDetails: null,
    paymentStatus: 'current',
  });

const recordFamily = async (name: string, deceasedName: string) => {
  const clientId = await recordClientRecord(app, clientRegisteredData({ name }));
  const graveId = randomUUID();
  await recordEvent(app, graveStreamId(graveId), 'GraveAdded', {
    graveId,
    clientId,
    cemeteryId: cemetery.cemeteryId,
    graveNumber: `G-${graveId.slice(0, 4)}`,
    graveLocation: null,
    deceasedName,
    deceasedDateOfBirth: null,
    deceasedDateOfDeath: null,
    notes: null,
  });
  return { clientId, graveId };
};

const book = async (
  family: { clientId: string; graveId: string },
  caretakerId: string,
  scheduledDate: string,
  specialInstructions: string | null = null,
) => {
  const response = await admin.post('/api/service-requests', {
    clientId: family.clientId,
    graveId: family.graveId,
    caretakerId,
    serviceType: 'flower_arrangement',
    priority: 'normal',
    amount,
    scheduledDate,
    specialInstructions,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return serviceRequestCreatedSchema.parse(await response.json()).id;
};

const signInCaretaker = async (caretakerId: string | null) => {
  const email = `caretaker.${randomUUID().slice(0, 8)}@example.com`;
  await app.createUser({
    email,
    password: 'grave-care-2025',
    firstName: 'Test',
    lastName: 'Caretaker',
    role: 'caretaker',
    caretakerId,
  });
  return app.signIn(email, 'grave-care-2025');
};

const createFeed = async (user: TestClient): Promise<CalendarFeed> => {
  const response = await user.post('/api/calendar-feed');
  expect(response.status, await response.clone().text()).toBe(201);
  return calendarFeedSchema.parse(await response.json());
};

/** GET /api/calendar-feed as the user: 200 and the current feed. */
const currentFeed = async (user: TestClient): Promise<CalendarFeed> => {
  const response = await user.get('/api/calendar-feed');
  expect(response.status).toBe(200);
  return calendarFeedSchema.parse(await response.json());
};
const noFeed: CalendarFeed = { url: null, webcalUrl: null, issuedAt: null };

/** GET of a feed URL as a calendar app does it: no cookies, the path of the URL. */
const fetchFeed = (url: string) => app.client().get(new URL(url).pathname);

const readFeed = async (url: string) => {
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  return { text, feed: parseFeed(text) };
};

const uidOf = (requestId: string) => `${requestId}@${new URL(app.config.publicUrl).host}`;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  await recordEvent(app, cemeteryStreamId(cemetery.cemeteryId), 'CemeteryAdded', cemetery);
  await recordCaretaker(dragan);
  await recordCaretaker(jovan);
  milica = await recordFamily('Milica Jovanović', 'Radmila Ilić');
  petar = await recordFamily('Petar Marković', 'Stevan Marković');
});
afterAll(() => app?.close());

describe("a caretaker's calendar feed", () => {
  let caretaker: TestClient;
  let feed: CalendarFeed;
  let soon: string;
  let later: string;
  let othersVisit: string;

  beforeAll(async () => {
    soon = await book(milica, dragan.id, morningIn(3), 'Key at the gate; white roses only');
    later = await book(petar, dragan.id, morningIn(10));
    othersVisit = await book(milica, jovan.id, morningIn(4));
    // Beyond the feed's 400 days ahead.
    await book(petar, dragan.id, morningIn(420));
    caretaker = await signInCaretaker(dragan.id);
  });

  it('has no URL before the first is created', async () => {
    expect(await currentFeed(caretaker)).toEqual(noFeed);
  });

  it('gives a secret URL, the same one again on GET, with its webcal:// twin', async () => {
    feed = await createFeed(caretaker);
    expect(feed.url).toMatch(
      new RegExp(`^${app.config.publicUrl}/api/calendar-feed/[\\w-]+\\.[\\w-]{43}\\.ics$`),
    );
    expect(feed.webcalUrl).toBe(feed.url?.replace(/^http:/, 'webcal:'));
    expect(await currentFeed(caretaker)).toEqual(feed);
  });

  it('holds exactly their visits in the window, soonest first, in Belgrade time', async () => {
    const { feed: calendar } = await readFeed(feed.url!);
    expect(calendar.timeZoneIds).toEqual(['Europe/Belgrade']);
    expect(calendar.events.map((event) => event.uid)).toEqual([uidOf(soon), uidOf(later)]);
    expect(calendar.events.map((event) => event.uid)).not.toContain(uidOf(othersVisit));
    const [first] = calendar.events;
    expect(first).toMatchObject({
      summary: 'Flower arrangement — Radmila Ilić',
      location: 'Novo groblje, Beograd',
      status: 'CONFIRMED',
      timeZones: ['Europe/Belgrade', 'Europe/Belgrade'],
      localStart: belgradeTime(morningIn(3)),
      localEnd: '12:00',
    });
    expect(first!.start.toISOString()).toBe(morningIn(3));
    expect(first!.description).toContain('Special instructions: Key at the gate; white roses only');
  });

  it('shows no amount and nothing of the families but the deceased', async () => {
    const { text } = await readFeed(feed.url!);
    for (const hidden of ['EUR', '€', 'Milica Jovanović', 'Petar Marković', '@example.com'])
      expect(text, hidden).not.toContain(hidden);
    expect(text).not.toMatch(amountWritten);
  });

  it('shows a moved visit at its new time with a higher SEQUENCE', async () => {
    const before = (await readFeed(feed.url!)).feed.events.find((e) => e.uid === uidOf(later));
    const moved = await admin.patch(`/api/service-requests/${later}`, {
      scheduledDate: morningIn(12),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = (await readFeed(feed.url!)).feed.events.find((e) => e.uid === uidOf(later));
    expect(after?.start.toISOString()).toBe(morningIn(12));
    expect(after!.sequence).toBeGreaterThan(before!.sequence);
  });

  it('keeps a cancelled visit, marked CANCELLED', async () => {
    const cancelled = await admin.patch(`/api/service-requests/${soon}`, { status: 'cancelled' });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const event = (await readFeed(feed.url!)).feed.events.find((e) => e.uid === uidOf(soon));
    expect(event).toMatchObject({ status: 'CANCELLED' });
  });

  it('regenerates: the old URL is 404 at once, the new one works', async () => {
    const renewed = await createFeed(caretaker);
    expect(renewed.url).not.toBe(feed.url);
    expect((await fetchFeed(feed.url!)).status).toBe(404);
    expect((await readFeed(renewed.url!)).feed.events).toHaveLength(2);
    expect(await currentFeed(caretaker)).toEqual(renewed);
    feed = renewed;
  });

  it('answers the same 404 for a forged, unknown or malformed token', async () => {
    const path = new URL(feed.url!).pathname;
    const mac = /\.([\w-]{43})\.ics$/.exec(path)![1]!;
    const forged = path.replace(mac, `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`);
    const answers = await Promise.all(
      [
        forged,
        `/api/calendar-feed/${randomUUID()}.${mac}.ics`,
        '/api/calendar-feed/not-a-token',
        path.replace('.ics', '.txt'),
      ].map(async (candidate) => {
        const response = await app.client().get(candidate);
        return { status: response.status, body: await response.json() };
      }),
    );
    for (const answer of answers)
      expect(answer).toEqual({
        status: 404,
        body: { message: 'Calendar feed not found', code: 'NOT_FOUND' },
      });
  });
});

describe("a client's calendar feed", () => {
  it("holds only their own graves' visits, whoever the caretaker", async () => {
    const own = [
      await book(milica, dragan.id, morningIn(20)),
      await book(milica, jovan.id, morningIn(21)),
    ];
    const others = await book(petar, jovan.id, morningIn(22));
    const client = await app.signInAsClientOf(milica.clientId);
    const { feed: calendar, text } = await readFeed((await createFeed(client)).url!);
    const uids = calendar.events.map((event) => event.uid);
    expect(uids).toEqual(expect.arrayContaining(own.map(uidOf)));
    expect(uids).not.toContain(uidOf(others));
    expect(calendar.events.every((event) => event.summary.endsWith('Radmila Ilić'))).toBe(true);
    expect(calendar.name).toBe('Memorial Care — grave care visits');
    expect(text).not.toMatch(amountWritten);
  });
});

describe('who may have a feed', () => {
  it('refuses admins (403) and anonymous callers (401)', async () => {
    expect((await admin.post('/api/calendar-feed')).status).toBe(403);
    expect((await admin.get('/api/calendar-feed')).status).toBe(403);
    expect((await app.client().post('/api/calendar-feed')).status).toBe(401);
    expect((await app.client().get('/api/calendar-feed')).status).toBe(401);
  });

  it('refuses a feed to an account linked to no record (403), which has none to show', async () => {
    const unlinked = await signInCaretaker(null);
    const refused = await unlinked.post('/api/calendar-feed');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'This account is not linked to a caretaker',
    });
    expect(await currentFeed(unlinked)).toEqual(noFeed);
  });
});
