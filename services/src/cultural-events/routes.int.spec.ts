import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayToIso,
  isoToDay,
  serviceDay,
  upcomingCulturalEvents,
} from '@memorial-care/contracts/domain';
import {
  upcomingCulturalEventsCount,
  upcomingCulturalEventsSchema,
} from '@memorial-care/contracts/http';
import { recordVisit as recordVisitAt } from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// GET /api/cultural-events/upcoming over HTTP: the next memorial days with the visits booked in
// the week up to each (Serbian days), for the admins only.

let app: TestApp;
let admin: TestClient;

/** A visit requested for that instant (cancelled at once when told). */
const recordVisit = (scheduledDate: string, cancelled = false) =>
  recordVisitAt(app, { scheduledDate, cancelled });

const upcoming = async () => {
  const response = await admin.get('/api/cultural-events/upcoming');
  expect(response.status).toBe(200);
  return upcomingCulturalEventsSchema.parse(await response.json()).items;
};

beforeAll(async () => {
  app = await startTestApp({ demoAccounts: true });
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

describe('GET /api/cultural-events/upcoming', () => {
  it('lists the next memorial days with the visits booked in the seven Serbian days up to each', async () => {
    const today = serviceDay(new Date()).date;
    const expected = upcomingCulturalEvents(today, upcomingCulturalEventsCount);
    const before = await upcoming();
    expect(before.map(({ kind, date }) => ({ kind, date }))).toEqual(expected);
    const [first] = before;
    if (!first) throw new Error('no upcoming event');
    const windowFrom = dayToIso(isoToDay(first.date) - 6);
    expect(first.windowFrom).toBe(windowFrom);
    expect(first.bookingsOpen).toBe(first.date > today);

    const dayBefore = (date: string) => dayToIso(isoToDay(date) - 1);
    // Belgrade is UTC+1 or +2: 23:30 UTC is already the next day there.
    await recordVisit(`${first.date}T08:00:00.000Z`); // on the day
    await recordVisit(`${dayBefore(windowFrom)}T23:30:00.000Z`); // first minutes of the window
    await recordVisit(`${dayBefore(windowFrom)}T20:00:00.000Z`); // the evening before it
    await recordVisit(`${first.date}T23:30:00.000Z`); // the day after, in Serbia
    await recordVisit(`${first.date}T09:00:00.000Z`, true); // cancelled

    const after = await upcoming();
    expect(after[0]?.requestsScheduled).toBe(first.requestsScheduled + 2);
  });

  it('refuses a caretaker and a client (403) and a visitor (401)', async () => {
    const path = '/api/cultural-events/upcoming';
    expect((await (await app.signInAs('caretaker')).get(path)).status).toBe(403);
    expect((await (await app.signInAs('client')).get(path)).status).toBe(403);
    expect((await app.client().get(path)).status).toBe(401);
  });
});
