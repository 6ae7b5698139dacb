import { pino } from 'pino';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayToIso, isoToDay } from '@memorial-care/contracts/domain';
import { graveStreamId, serviceRequestStreamId } from '@memorial-care/contracts/events';
import { recordCaretaker, recordClient } from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import {
  appendEvent,
  recordBookedRequest,
  recordCemetery,
  recordGraveWithWishes,
} from './care-plan-test-fixtures';
import { carePlanRequestId, runCarePlans, type CarePlanRun } from './run-care-plans';

// The care-plan job over five weeks of spring 2027 (Orthodox Easter on 2 May: the Easter pause
// runs from 24 April to 9 May, Pobusani ponedeljak is 10 May), run twice at once and once more
// late every day. The cemetery has Ana (any day, on holiday on Saturday 1 May) and Boris
// (Monday to Friday, on holiday on 21 April).

let app: TestApp;
let ana: string;
let boris: string;
const graves: Record<'memorials' | 'monthly' | 'paused' | 'skipping' | 'onDemand', string> = {
  memorials: '',
  monthly: '',
  paused: '',
  skipping: '',
  onDemand: '',
};

const jobDeps = () => ({
  pool: app.deps.pool,
  eventStore: app.deps.eventStore,
  logger: pino({ level: 'silent' }),
  leadDays: 21,
});

const plannedRequestSchema = z.object({
  graveId: z.string(),
  occasionKey: z.string(),
  caretakerId: z.string().nullable(),
  scheduledDate: z.string(),
  status: z.string(),
  description: z.string().nullable(),
});

/** Every request of the test's graves booked for an occasion, in the read model. */
const plannedRequests = async () => [
  ...(await app.deps.pool.any(sql.type(plannedRequestSchema)`
    SELECT grave_id::text AS "graveId", occasion_key AS "occasionKey",
      caretaker_id::text AS "caretakerId",
      to_char(scheduled_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS "scheduledDate",
      status AS "status", description AS "description"
    FROM service_requests
    WHERE occasion_key IS NOT NULL
      AND grave_id = ANY(${sql.array(Object.values(graves), 'uuid')})
    ORDER BY scheduled_date, occasion_key`)),
];

beforeAll(async () => {
  app = await startTestApp();
  ana = await recordCaretaker(app, {
    name: 'Ana Nikolić',
    preferredVisitDays: [],
    holidayDates: ['2027-05-01'],
  });
  boris = await recordCaretaker(app, {
    name: 'Boris Lukić',
    preferredVisitDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    holidayDates: ['2027-04-21'],
  });
  const cemeteryId = await recordCemetery(app, [ana, boris]);
  const clientId = await recordClient(app, 'Jovana Kostić', 'active');
  const grave = (wishes: Omit<Parameters<typeof recordGraveWithWishes>[1], 'clientId'>) =>
    recordGraveWithWishes(app, { clientId, ...wishes });
  // Died on 22 March 2027: the 40th day (30 April) is in the Easter pause. Slava on Wednesday
  // 21 April (Boris on holiday), an "other" day on Lazarus Saturday 24 April (Boris does not
  // work Saturdays), neither moved by the pause.
  graves.memorials = await grave({
    cemeteryId,
    visitFrequency: 'scheduled',
    deceasedDateOfDeath: '2027-03-22',
    importantDates: {
      deathAnniversary: true,
      slava: { name: 'Sveti Marko', date: '04-21' },
      other: { label: 'Imendan', date: '2027-04-24' },
    },
  });
  // The monthly visit on Saturday 1 May: Ana is on holiday, Boris does not work Saturdays.
  graves.monthly = await grave({ cemeteryId, visitFrequency: 'recurring' });
  graves.paused = await grave({
    cemeteryId,
    visitFrequency: 'scheduled',
    importantDates: { slava: { name: 'Sveti Marko', date: '04-21' } },
  });
  await appendEvent(app, graveStreamId(graves.paused), 'GraveCarePlanPaused', {
    graveId: graves.paused,
  });
  // Skips its slava; its other day (Tuesday 27 April) finds both free and idle: Ana, the first.
  graves.skipping = await grave({
    cemeteryId,
    visitFrequency: 'scheduled',
    importantDates: {
      slava: { name: 'Đurđevdan', date: '05-06' },
      other: { label: 'Pomen', date: '2027-04-27' },
    },
  });
  await appendEvent(app, graveStreamId(graves.skipping), 'GraveCareOccasionSkipped', {
    graveId: graves.skipping,
    occasionKey: 'slava:2027-05-06',
  });
  graves.onDemand = await grave({
    cemeteryId,
    visitFrequency: 'on_demand',
    importantDates: { slava: { name: 'Sveti Marko', date: '04-21' } },
  });
  // Ana already has a visit on Pobusani ponedeljak: the 40th day's goes to Boris.
  await recordBookedRequest(app, {
    clientId,
    graveId: graves.onDemand,
    cemeteryId,
    caretakerId: ana,
    scheduledDate: '2027-05-10T09:00:00.000Z',
  });
}, 60_000);

afterAll(() => app?.close());

describe('the care-plan job', () => {
  it('books each occasion once over a month of runs, with the free and least loaded caretaker', async () => {
    const runs: CarePlanRun[] = [];
    const runAt = async (now: Date) => {
      // Two workers at once: the second finds the first's request (or loses the race to it).
      const pair = await Promise.all([runCarePlans(jobDeps(), now), runCarePlans(jobDeps(), now)]);
      for (const run of pair) if (run.position) await app.deps.waitForProjections(run.position);
      runs.push(...pair);
    };
    // 07:30 in Belgrade, day by day from 8 April to 12 May.
    for (let day = isoToDay('2027-04-08'); day <= isoToDay('2027-05-12'); day += 1)
      await runAt(new Date(`${dayToIso(day)}T05:30:00.000Z`));
    // A run that comes back late, after a day's pause, finds nothing left to book.
    await runAt(new Date('2027-05-14T18:00:00.000Z'));

    expect(runs.every((run) => run.failedGraves === 0)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(5);
    expect(runs.reduce((sum, run) => sum + run.unassigned, 0)).toBe(1);
    const noCaretaker = 'Care plan: no caretaker free on 2027-05-01';
    expect(await plannedRequests()).toEqual([
      {
        graveId: graves.memorials,
        occasionKey: 'slava:2027-04-21',
        caretakerId: ana,
        scheduledDate: '2027-04-21T06:00Z',
        status: 'pending',
        description: 'Care plan: Slava – Sveti Marko on 2027-04-21',
      },
      {
        graveId: graves.memorials,
        occasionKey: 'other:2027-04-24',
        caretakerId: ana,
        scheduledDate: '2027-04-24T06:00Z',
        status: 'pending',
        description: 'Care plan: Imendan on 2027-04-24',
      },
      {
        graveId: graves.skipping,
        occasionKey: 'other:2027-04-27',
        caretakerId: ana,
        scheduledDate: '2027-04-27T06:00Z',
        status: 'pending',
        description: 'Care plan: Pomen on 2027-04-27',
      },
      {
        graveId: graves.monthly,
        occasionKey: 'monthlyVisit:2027-05-01',
        caretakerId: null,
        scheduledDate: '2027-05-01T06:00Z',
        status: 'pending',
        description: `${noCaretaker} — Monthly visit on 2027-05-01`,
      },
      {
        graveId: graves.memorials,
        occasionKey: 'fortiethDay:2027-04-30',
        caretakerId: boris,
        scheduledDate: '2027-05-10T06:00Z',
        status: 'pending',
        description:
          'Care plan: 40th-day memorial on 2027-04-30, visited on 2027-05-10 after the Easter pause',
      },
    ]);
    // One stream per grave and occasion with its one event, written 21 days before the visit.
    const eventsOf = (graveId: string, occasionKey: string) =>
      app.streamEvents(serviceRequestStreamId(carePlanRequestId(graveId, occasionKey)));
    const fortiethDay = await eventsOf(graves.memorials, 'fortiethDay:2027-04-30');
    expect(fortiethDay.map((event) => [event.type, event.metadata.occurredAt])).toEqual([
      ['ServiceRequested', '2027-04-19T05:30:00.000Z'],
    ]);
    const monthly = await eventsOf(graves.monthly, 'monthlyVisit:2027-05-01');
    expect(monthly.map((event) => event.metadata.occurredAt)).toEqual(['2027-04-10T05:30:00.000Z']);
  }, 120_000);

  it('books a resumed plan and a restored occasion on its next run', async () => {
    await appendEvent(app, graveStreamId(graves.paused), 'GraveCarePlanResumed', {
      graveId: graves.paused,
    });
    await appendEvent(app, graveStreamId(graves.skipping), 'GraveCareOccasionRestored', {
      graveId: graves.skipping,
      occasionKey: 'slava:2027-05-06',
    });
    const run = await runCarePlans(jobDeps(), new Date('2027-04-20T05:30:00.000Z'));
    if (run.position) await app.deps.waitForProjections(run.position);

    expect(run).toMatchObject({ created: 2, unassigned: 0, alreadyCreated: 0 });
    const booked = (await plannedRequests()).filter((request) =>
      [graves.paused, graves.skipping].includes(request.graveId),
    );
    expect(
      booked.map(({ graveId, occasionKey, caretakerId }) => [graveId, occasionKey, caretakerId]),
    ).toEqual([
      [graves.paused, 'slava:2027-04-21', ana],
      [graves.skipping, 'other:2027-04-27', ana],
      [graves.skipping, 'slava:2027-05-06', ana],
    ]);
  });
});
