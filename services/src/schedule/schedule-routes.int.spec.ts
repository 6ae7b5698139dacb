import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestStatus } from '@memorial-care/contracts/domain';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import {
  scheduleLimits,
  scheduleSchema,
  serviceRequestHistorySchema,
  serviceRequestSchema,
} from '@memorial-care/contracts/http';
import { findSchedule } from '@memorial-care/projections/service-requests';
import {
  bookServiceRequest,
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
  upcoming,
} from '../service-requests/int-test-fixtures';
import { systemMetadata } from '../testing/event-data';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

let app: TestApp;
let admin: TestClient;
const cemeteries = {} as Record<'novo' | 'almasko', string>;
const clients = {} as Record<'milica' | 'petar', string>;
const graves = {} as Record<'milicaNovo' | 'petarAlmasko', string>;
const caretakers = {} as Record<'dragan' | 'zoran' | 'mira', string>;
let dragan: TestClient;
/** The requests on (and around) the month of March 2030; see beforeAll. */
const ids = {} as Record<
  | 'lateFebruary'
  | 'started'
  | 'cleaning'
  | 'lateNight'
  | 'guest'
  | 'completed'
  | 'unscheduled'
  | 'april',
  string
>;

/** A month view of March 2030: six weeks from Monday 25 February to Sunday 7 April. */
const month = 'from=2030-02-25&to=2030-04-07';

/**
 * A request as its stream holds it (the other features' commands are theirs): requested, then
 * moved to `status` by an admin. Waits until the read models have it.
 */
const recordRequest = async (request: {
  readonly clientId?: string;
  readonly guestName?: string;
  readonly graveId?: string;
  readonly cemeteryId: string;
  readonly caretakerId?: string;
  readonly scheduledDate: string | null;
  readonly status?: RequestStatus;
}) => {
  const requestId = randomUUID();
  const requested = {
    requestId,
    clientId: request.clientId ?? null,
    graveId: request.graveId ?? null,
    cemeteryId: request.cemeteryId,
    caretakerId: request.caretakerId ?? null,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    scheduledDate: request.scheduledDate,
    amount: '30.00',
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: null,
    guest: request.guestName
      ? { name: request.guestName, email: 'guest@example.com', phone: '+381 60 1' }
      : null,
    description: null,
  };
  const { status = 'pending' } = request;
  const moved =
    status === 'pending'
      ? []
      : [
          {
            type: 'ServiceRequestStatusChanged',
            data: {
              requestId,
              from: 'pending',
              to: status,
              ...(status === 'completed' ? { completedDate: '2030-03-12T10:00:00.000Z' } : {}),
            },
          },
        ];
  const { position } = await app.deps.eventStore.appendToStream(
    serviceRequestStreamId(requestId),
    [{ type: 'ServiceRequested', data: requested }, ...moved].map((event) => ({
      id: randomUUID(),
      ...event,
      metadata: systemMetadata(),
    })),
    { expectedRevision: 'no_stream' },
  );
  await app.deps.waitForProjections(position);
  return requestId;
};

const addCemetery = async (name: string, city: string) => {
  const response = await admin.post('/api/cemeteries', { name, city, region: 'Srbija' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  cemeteries.novo = await addCemetery('Novo groblje', 'Beograd');
  cemeteries.almasko = await addCemetery('Almaško groblje', 'Novi Sad');
  clients.milica = await recordClient(app, 'Milica Jovanović', 'active');
  clients.petar = await recordClient(app, 'Petar Petrović', 'active');
  graves.milicaNovo = await recordGrave(app, clients.milica, cemeteries.novo);
  graves.petarAlmasko = await recordGrave(app, clients.petar, cemeteries.almasko);
  for (const name of ['dragan', 'zoran', 'mira'] as const)
    caretakers[name] = await recordCaretaker(app, {
      name: `${name} Nikolić`,
      ...(name === 'zoran'
        ? { preferredVisitDays: ['Monday', 'Tuesday'], holidayDates: ['2030-03-20', '2030-03-08'] }
        : { preferredVisitDays: [], holidayDates: [] }),
    });
  dragan = await signInLinkedAccount(app, { role: 'caretaker', linkedId: caretakers.dragan });

  const milicas = {
    clientId: clients.milica,
    graveId: graves.milicaNovo,
    cemeteryId: cemeteries.novo,
    caretakerId: caretakers.dragan,
  };
  const petars = {
    clientId: clients.petar,
    graveId: graves.petarAlmasko,
    cemeteryId: cemeteries.almasko,
    caretakerId: caretakers.zoran,
  };
  // 23:30 UTC is half past midnight in Belgrade: Monday 25 February there, Sunday in UTC.
  ids.lateFebruary = await recordRequest({
    ...milicas,
    scheduledDate: '2030-02-24T23:30:00.000Z',
    status: 'scheduled',
  });
  ids.started = await recordRequest({
    ...petars,
    scheduledDate: '2030-03-04T07:00:00.000Z',
    status: 'in_progress',
  });
  ids.cleaning = await recordRequest({
    ...milicas,
    scheduledDate: '2030-03-04T09:00:00.000Z',
    status: 'scheduled',
  });
  ids.lateNight = await recordRequest({
    ...petars,
    scheduledDate: '2030-03-05T23:30:00.000Z',
    status: 'scheduled',
  });
  ids.guest = await recordRequest({
    guestName: 'Nada Stojanović',
    cemeteryId: cemeteries.novo,
    scheduledDate: '2030-03-10T10:00:00.000Z',
  });
  ids.completed = await recordRequest({
    ...milicas,
    scheduledDate: '2030-03-12T08:00:00.000Z',
    status: 'completed',
  });
  ids.unscheduled = await recordRequest({ ...milicas, scheduledDate: null });
  ids.april = await recordRequest({
    ...milicas,
    scheduledDate: '2030-04-20T09:00:00.000Z',
    status: 'scheduled',
  });
});
afterAll(() => app?.close());

const scheduleOf = async (query: string, client = admin) => {
  const response = await client.get(`/api/schedule?${query}`);
  expect(response.status, query).toBe(200);
  return scheduleSchema.parse(await response.json());
};

const idsOf = async (query: string, client = admin) =>
  (await scheduleOf(query, client)).items.map((item) => item.id);

describe('GET /api/schedule (admin)', () => {
  it('answers the range soonest first, counted per day in the time zone', async () => {
    const schedule = await scheduleOf(`${month}&timeZone=Europe/Belgrade`);
    expect(schedule.items.map((item) => item.id)).toEqual([
      ids.lateFebruary,
      ids.started,
      ids.cleaning,
      ids.lateNight,
      ids.guest,
      ids.completed,
    ]);
    expect(schedule.total).toBe(6);
    expect(schedule.days).toEqual([
      { date: '2030-02-25', count: 1 },
      { date: '2030-03-04', count: 2 },
      { date: '2030-03-06', count: 1 },
      { date: '2030-03-10', count: 1 },
      { date: '2030-03-12', count: 1 },
    ]);
    expect(schedule.items[2]).toEqual({
      id: ids.cleaning,
      status: 'scheduled',
      priority: 'normal',
      serviceType: 'grave_cleaning',
      scheduledDate: '2030-03-04T09:00:00.000Z',
      completedDate: null,
      caretakerId: caretakers.dragan,
      caretakerName: 'dragan Nikolić',
      clientName: 'Milica Jovanović',
      grave: { id: graves.milicaNovo, deceasedName: 'Radmila Ilić', graveNumber: '12' },
      cemetery: { id: cemeteries.novo, name: 'Novo groblje', city: 'Beograd' },
      version: 1,
    });
    expect(schedule.items.find((item) => item.id === ids.guest)).toMatchObject({
      clientName: 'Nada Stojanović',
      caretakerId: null,
      grave: null,
      cemetery: { id: cemeteries.novo },
    });
    expect(schedule.items.find((item) => item.id === ids.completed)?.completedDate).toBe(
      '2030-03-12T10:00:00.000Z',
    );
  });

  it('takes the day boundaries from the time zone: 23:30 UTC is the next day in Belgrade', async () => {
    const belgrade = await scheduleOf('from=2030-03-06&to=2030-03-06&timeZone=Europe/Belgrade');
    expect(belgrade.items.map((item) => item.id)).toEqual([ids.lateNight]);
    expect(belgrade.days).toEqual([{ date: '2030-03-06', count: 1 }]);
    expect(await idsOf('from=2030-03-05&to=2030-03-05&timeZone=Europe/Belgrade')).toEqual([]);
    expect(await idsOf('from=2030-03-05&to=2030-03-05&timeZone=UTC')).toEqual([ids.lateNight]);

    const utc = await scheduleOf(`${month}&timeZone=UTC`);
    expect(utc.items.map((item) => item.id)).not.toContain(ids.lateFebruary);
    expect(utc.days).toEqual([
      { date: '2030-03-04', count: 2 },
      { date: '2030-03-05', count: 1 },
      { date: '2030-03-10', count: 1 },
      { date: '2030-03-12', count: 1 },
    ]);
  });

  it('reads the time zone as Europe/Belgrade when none is given', async () => {
    expect(await idsOf('from=2030-02-25&to=2030-02-25')).toEqual([ids.lateFebruary]);
  });

  it('reads a time zone alias as the browser does (IST is India, +05:30)', async () => {
    // 20:00 UTC is 01:30 the next day in India; in Israel (PostgreSQL's IST, +02:00) 22:00.
    const evening = await recordRequest({
      cemeteryId: cemeteries.novo,
      scheduledDate: '2030-05-07T20:00:00.000Z',
    });
    expect(await idsOf('from=2030-05-08&to=2030-05-08&timeZone=IST')).toEqual([evening]);
    expect(await idsOf('from=2030-03-06&to=2030-03-06&timeZone=europe/belgrade')).toEqual([
      ids.lateNight,
    ]);
    // Intl knows SST (Pacific/Guadalcanal, +11); the database knows only the canonical name.
    expect(await idsOf('from=2030-03-06&to=2030-03-06&timeZone=SST')).toEqual([ids.lateNight]);
  });

  it('filters by caretaker, cemetery and one or several statuses', async () => {
    expect(await idsOf(`${month}&caretakerId=${caretakers.dragan}`)).toEqual([
      ids.lateFebruary,
      ids.cleaning,
      ids.completed,
    ]);
    expect(await idsOf(`${month}&cemeteryId=${cemeteries.almasko}`)).toEqual([
      ids.started,
      ids.lateNight,
    ]);
    expect(await idsOf(`${month}&status=pending`)).toEqual([ids.guest]);
    expect(await idsOf(`${month}&status=in_progress&status=completed`)).toEqual([
      ids.started,
      ids.completed,
    ]);
    expect(await idsOf(`${month}&status=scheduled,in_progress`)).toEqual([
      ids.lateFebruary,
      ids.started,
      ids.cleaning,
      ids.lateNight,
    ]);
    expect(
      await idsOf(`${month}&caretakerId=${caretakers.zoran}&cemeteryId=${cemeteries.novo}`),
    ).toEqual([]);
  });

  it('searches client, guest and cemetery names', async () => {
    expect(await idsOf(`${month}&search=petrovi%C4%87`)).toEqual([ids.started, ids.lateNight]);
    expect(await idsOf(`${month}&search=nada`)).toEqual([ids.guest]);
    expect(await idsOf(`${month}&search=Novo%20groblje`)).toEqual([
      ids.lateFebruary,
      ids.cleaning,
      ids.guest,
      ids.completed,
    ]);
    expect(await idsOf(`${month}&search=alma%C5%A1ko`)).toEqual([ids.started, ids.lateNight]);
  });

  it('counts pending and completed in the range, with the filters', async () => {
    expect((await scheduleOf(month)).summary).toMatchObject({ pending: 1, completed: 1 });
    expect((await scheduleOf(`${month}&caretakerId=${caretakers.zoran}`)).summary).toMatchObject({
      pending: 0,
      completed: 0,
    });
    expect((await scheduleOf(`${month}&status=completed`)).summary).toMatchObject({
      pending: 0,
      completed: 1,
    });
  });

  it('counts today and this week (Monday to Sunday) around now, outside the range', async () => {
    const day = (offset: number, time: string) => {
      const date = new Date();
      date.setUTCDate(date.getUTCDate() + offset);
      return `${date.toISOString().slice(0, 10)}T${time}.000Z`;
    };
    const weekday = (new Date().getUTCDay() + 6) % 7; // 0 Monday … 6 Sunday
    const visits = [
      day(0, '12:00:00'),
      day(-weekday, '06:00:00'), // Monday of this week
      day(6 - weekday, '20:00:00'), // Sunday of this week
      day(-7, '12:00:00'),
      day(7, '12:00:00'),
    ];
    for (const scheduledDate of visits)
      await recordRequest({
        cemeteryId: cemeteries.novo,
        caretakerId: caretakers.mira,
        clientId: clients.milica,
        scheduledDate,
        status: 'scheduled',
      });
    const schedule = await scheduleOf(`${month}&timeZone=UTC&caretakerId=${caretakers.mira}`);
    expect(schedule.total).toBe(0);
    expect(schedule.summary).toEqual({
      today: 1 + (weekday === 0 ? 1 : 0) + (weekday === 6 ? 1 : 0),
      thisWeek: 3,
      pending: 0,
      completed: 0,
    });
    const pendingOnly = await scheduleOf(
      `${month}&timeZone=UTC&caretakerId=${caretakers.mira}&status=pending`,
    );
    expect(pendingOnly.summary).toMatchObject({ today: 0, thisWeek: 0 });
  });

  it('answers at most maxItems requests while total and days count them all', async () => {
    const schedule = await findSchedule(
      app.deps.pool,
      {},
      {
        from: '2030-02-25',
        to: '2030-04-07',
        timeZone: 'Europe/Belgrade',
        now: new Date(),
        maxItems: 2,
      },
    );
    expect(schedule.items.map((item) => item.id)).toEqual([ids.lateFebruary, ids.started]);
    expect(schedule.total).toBe(6);
    expect(schedule.days.reduce((sum, day) => sum + day.count, 0)).toBe(6);
    const overHttp = await scheduleOf(month);
    expect(overHttp.items.length).toBeLessThanOrEqual(scheduleLimits.maxItems);
  });

  it('answers at most perDay a day, soonest first, days counted in the time zone', async () => {
    // 4 and 5 May in Belgrade: 21:30 UTC on the 4th is 23:30 there (still the 4th), 22:30 UTC
    // is half past midnight on the 5th; in UTC all of them but the last are on the 4th.
    const at = async (scheduledDate: string) =>
      recordRequest({
        cemeteryId: cemeteries.almasko,
        caretakerId: caretakers.mira,
        scheduledDate,
      });
    const early = await at('2030-05-04T06:00:00.000Z');
    const noon = await at('2030-05-04T10:00:00.000Z');
    const lateEvening = await at('2030-05-04T21:30:00.000Z');
    const afterMidnight = await at('2030-05-04T22:30:00.000Z');
    const nextMorning = await at('2030-05-05T07:00:00.000Z');
    const nextNoon = await at('2030-05-05T10:00:00.000Z');
    const days = `from=2030-05-04&to=2030-05-05&caretakerId=${caretakers.mira}`;

    const belgrade = await scheduleOf(`${days}&timeZone=Europe/Belgrade&perDay=2`);
    expect(belgrade.items.map((item) => item.id)).toEqual([
      early,
      noon,
      afterMidnight,
      nextMorning,
    ]);
    expect(belgrade.total).toBe(6);
    expect(belgrade.days).toEqual([
      { date: '2030-05-04', count: 3 },
      { date: '2030-05-05', count: 3 },
    ]);

    const utc = await scheduleOf(`${days}&timeZone=UTC&perDay=2`);
    expect(utc.items.map((item) => item.id)).toEqual([early, noon, nextMorning, nextNoon]);
    expect(utc.days).toEqual([
      { date: '2030-05-04', count: 4 },
      { date: '2030-05-05', count: 2 },
    ]);

    const one = await scheduleOf(`${days}&timeZone=Europe/Belgrade&perDay=1`);
    expect(one.items.map((item) => item.id)).toEqual([early, afterMidnight]);
    expect(one.summary).toEqual(belgrade.summary);
    const all = await scheduleOf(`${days}&timeZone=Europe/Belgrade`);
    expect(all.items.map((item) => item.id)).toEqual([
      early,
      noon,
      lateEvening,
      afterMidnight,
      nextMorning,
      nextNoon,
    ]);
    expect({ total: all.total, days: all.days }).toEqual({
      total: belgrade.total,
      days: belgrade.days,
    });
  });

  it('still caps perDay answers at maxItems', async () => {
    const schedule = await findSchedule(
      app.deps.pool,
      {},
      {
        from: '2030-02-25',
        to: '2030-04-07',
        timeZone: 'Europe/Belgrade',
        now: new Date(),
        maxItems: 3,
        perDay: 1,
      },
    );
    // 4 March has two visits: only the first of them, and three in all.
    expect(schedule.items.map((item) => item.id)).toEqual([
      ids.lateFebruary,
      ids.started,
      ids.lateNight,
    ]);
    expect(schedule.total).toBe(6);
  });

  it('carries no caretaker unfiltered, the filtered caretaker’s working days otherwise', async () => {
    expect((await scheduleOf(month)).caretaker).toBeNull();
    const filtered = await scheduleOf(`${month}&caretakerId=${caretakers.zoran}`);
    expect(filtered.caretaker).toEqual({
      id: caretakers.zoran,
      name: 'zoran Nikolić',
      preferredVisitDays: ['Monday', 'Tuesday'],
      holidayDates: ['2030-03-08', '2030-03-20'],
    });
    const unknown = await scheduleOf(`${month}&caretakerId=${randomUUID()}`);
    expect(unknown).toMatchObject({ caretaker: null, total: 0 });
  });
});

describe('GET /api/schedule (caretaker)', () => {
  it('shows a caretaker only their own visits, without client names', async () => {
    const schedule = await scheduleOf(month, dragan);
    expect(schedule.items.map((item) => item.id)).toEqual([
      ids.lateFebruary,
      ids.cleaning,
      ids.completed,
    ]);
    expect(schedule.items.every((item) => item.clientName === null)).toBe(true);
    expect(schedule.items[0]?.cemetery).toMatchObject({ name: 'Novo groblje' });
    expect(schedule.total).toBe(3);
    expect(schedule.summary).toMatchObject({ pending: 0, completed: 1 });
  });

  it('carries the caretaker’s own working days, never another caretaker’s', async () => {
    const own = {
      id: caretakers.dragan,
      name: 'dragan Nikolić',
      preferredVisitDays: [],
      holidayDates: [],
    };
    expect((await scheduleOf(month, dragan)).caretaker).toEqual(own);
    expect(
      (await scheduleOf(`${month}&caretakerId=${caretakers.zoran}`, dragan)).caretaker,
    ).toEqual(own);
  });

  it('limits a caretaker’s month per day too', async () => {
    const schedule = await scheduleOf(`${month}&perDay=1`, dragan);
    expect(schedule.items.map((item) => item.id)).toEqual([
      ids.lateFebruary,
      ids.cleaning,
      ids.completed,
    ]);
    expect(schedule.total).toBe(3);
  });

  it('cannot widen to another caretaker through caretakerId', async () => {
    expect(await idsOf(`${month}&caretakerId=${caretakers.zoran}`, dragan)).toEqual([
      ids.lateFebruary,
      ids.cleaning,
      ids.completed,
    ]);
    expect(await idsOf(`${month}&status=completed`, dragan)).toEqual([ids.completed]);
  });

  it('lets a caretaker search the deceased and the cemetery, never a family by name', async () => {
    const own = [ids.lateFebruary, ids.cleaning, ids.completed];
    expect(await idsOf(`${month}&search=radmila`, dragan)).toEqual(own);
    expect(await idsOf(`${month}&search=NOVO%20GROB`, dragan)).toEqual(own);
    expect(await idsOf(`${month}&search=beograd`, dragan)).toEqual(own);
    expect(await idsOf(`${month}&search=almaško`, dragan)).toEqual([]);
    // Milica Jovanović is the family of all three, her e-mail in the list's search text too.
    expect(await idsOf(`${month}&search=jovanovi%C4%87`, dragan)).toEqual([]);
    expect(await idsOf(`${month}&search=example.com`, dragan)).toEqual([]);
  });

  it('answers an empty schedule to a caretaker account without a caretaker record', async () => {
    const email = `unlinked.${randomUUID().slice(0, 8)}@example.com`;
    await app.createUser({
      email,
      password: 'grave-care-2025',
      firstName: 'Unlinked',
      lastName: 'Caretaker',
      role: 'caretaker',
    });
    const unlinked = await app.signIn(email, 'grave-care-2025');
    expect(await scheduleOf(month, unlinked)).toEqual({
      items: [],
      total: 0,
      days: [],
      summary: { today: 0, thisWeek: 0, pending: 0, completed: 0 },
      caretaker: null,
    });
  });
});

describe('GET /api/schedule (access and input)', () => {
  it('is not a client’s (403) and needs a session (401)', async () => {
    expect((await (await app.signInAs('client')).get(`/api/schedule?${month}`)).status).toBe(403);
    expect((await app.client().get(`/api/schedule?${month}`)).status).toBe(401);
  });

  it.each([
    ['from=2030-03-10&to=2030-03-09', 'query.to', 'to must not be before from'],
    ['from=2030-03-01&to=2030-04-12', 'query.to', 'At most 42 days at once'],
    [`${month}&timeZone=Mars/Olympus_Mons`, 'query.timeZone', 'Unknown time zone'],
    [`${month}&timeZone=Europe/Belgrade%27;--`, 'query.timeZone', 'Unknown time zone'],
    [`${month}&caretakerId=42`, 'query.caretakerId', undefined],
    ['from=2026-02-30&to=2026-03-02', 'query.from', undefined],
    ['to=2030-03-01', 'query.from', undefined],
    [`${month}&perDay=0`, 'query.perDay', undefined],
    [`${month}&perDay=51`, 'query.perDay', undefined],
    [`${month}&perDay=2.5`, 'query.perDay', undefined],
    [`${month}&perDay=three`, 'query.perDay', undefined],
  ])('answers 400 to %s', async (query, path, message) => {
    const response = await admin.get(`/api/schedule?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toContainEqual(
      expect.objectContaining({ path, ...(message ? { message } : {}) }),
    );
  });

  it('takes a 42-day range', async () => {
    expect((await admin.get('/api/schedule?from=2030-03-01&to=2030-04-11')).status).toBe(200);
  });
});

describe('moving a visit (PATCH /api/service-requests/:id with If-Match)', () => {
  let vesna: string;
  let requestId: string;
  const monday = upcoming('Monday', 1);
  const wednesday = upcoming('Wednesday', 1);
  const holiday = upcoming('Wednesday', 2);
  const friday = upcoming('Friday', 1);

  const requestTag = async () => {
    const response = await admin.get(`/api/service-requests/${requestId}`);
    expect(response.status).toBe(200);
    return {
      etag: response.headers.get('etag') ?? '',
      request: serviceRequestSchema.parse(await response.json()),
    };
  };
  const moveTo = (scheduledDate: string, etag: string) =>
    admin.fetch(`/api/service-requests/${requestId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify({ scheduledDate }),
    });

  beforeAll(async () => {
    vesna = await recordCaretaker(app, {
      name: 'Vesna Marković',
      preferredVisitDays: ['Monday', 'Wednesday'],
      holidayDates: [holiday.date],
    });
    requestId = await bookServiceRequest(admin, {
      clientId: clients.milica,
      graveId: graves.milicaNovo,
      caretakerId: vesna,
      scheduledDate: monday.iso,
    });
  });

  it('shows the move on the schedule and as old and new date in the history', async () => {
    const { etag } = await requestTag();
    expect((await moveTo(wednesday.iso, etag)).status).toBe(200);

    const day = (date: string) => `from=${date}&to=${date}&timeZone=UTC&caretakerId=${vesna}`;
    expect(await idsOf(day(monday.date))).toEqual([]);
    const moved = await scheduleOf(day(wednesday.date));
    expect(moved.items).toMatchObject([{ id: requestId, scheduledDate: wednesday.iso }]);
    expect(`"${moved.items[0]?.version}"`).toBe((await requestTag()).etag);

    const response = await admin.get(`/api/service-requests/${requestId}/history`);
    const history = serviceRequestHistorySchema.parse(await response.json());
    expect(history.at(-1)).toMatchObject({
      type: 'ServiceRequestUpdated',
      data: { changes: { scheduledDate: wednesday.iso } },
      changed: { scheduledDate: { from: monday.iso, to: wednesday.iso } },
    });
    expect(Object.keys(history.at(-1)?.changed ?? {})).toEqual(['scheduledDate']);
    expect(history[0]?.changed).toEqual({});
  });

  it.each([
    ['a day the caretaker does not work', friday],
    ['the caretaker’s holiday', holiday],
  ])('refuses a move onto %s (422) and changes nothing', async (_, target) => {
    const before = await requestTag();
    const response = await moveTo(target.iso, before.etag);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'CARETAKER_NOT_AVAILABLE',
      details: { caretakerId: vesna, date: target.date },
    });
    const after = await requestTag();
    expect(after.etag).toBe(before.etag);
    expect(after.request.scheduledDate).toBe(wednesday.iso);
    expect(await app.streamEvents(serviceRequestStreamId(requestId))).toHaveLength(2);
  });
});
