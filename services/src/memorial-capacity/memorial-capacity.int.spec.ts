import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyMemorialDays, serviceDay } from '@memorial-care/contracts/domain';
import {
  memorialCapacityLimits,
  memorialCapacityRange,
  memorialCapacitySchema,
  type MemorialDayCapacity,
} from '@memorial-care/contracts/http';
import {
  recordClient,
  recordGrave,
  recordVisit as recordVisitAt,
} from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// GET /api/memorial-capacity over HTTP with real caretakers, cemeteries and requests: what each
// busy day of 2030 can take at each cemetery, city and in all, for the admins only.

let app: TestApp;
let admin: TestClient;
const cemeteries = {} as Record<'novo' | 'bezanijsko' | 'almasko', string>;
const caretakers = {} as Record<'ana' | 'bojan' | 'vesna' | 'goran' | 'zoran', string>;

/** Zimske zadušnice 2030 (Saturday) and Pobusani ponedeljak 2030 (Monday). */
const winter = '2030-03-02';
const pobusani = '2030-05-06';

const addCemetery = async (fields: { name: string; city: string; region: string }) => {
  const response = await admin.post('/api/cemeteries', fields);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

const addCaretaker = async (fields: {
  name: string;
  region: string;
  isActive?: boolean;
  preferredVisitDays?: string[];
  holidayDates?: string[];
}) => {
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  const response = await admin.post('/api/caretakers', { ...fields, email, phone: '+381 60 1' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

/** A visit requested at the cemetery for that instant (cancelled at once when told). */
const recordVisit = (cemeteryId: string, scheduledDate: string, cancelled = false) =>
  recordVisitAt(app, { cemeteryId, scheduledDate, cancelled });

const capacityOf = async (query: string) => {
  const response = await admin.get(`/api/memorial-capacity?${query}`);
  expect(response.status).toBe(200);
  return memorialCapacitySchema.parse(await response.json());
};

const dayOf = async (date: string): Promise<MemorialDayCapacity> => {
  const { days } = await capacityOf(`from=${date}&to=${date}`);
  expect(days).toHaveLength(1);
  return days[0]!;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  caretakers.ana = await addCaretaker({ name: 'Ana Ilić', region: 'Niš' });
  // The region is compared without case: she lives in Belgrade.
  caretakers.bojan = await addCaretaker({ name: 'Bojan Kostić', region: 'beograd' });
  caretakers.vesna = await addCaretaker({
    name: 'Vesna Lukić',
    region: 'Beograd',
    preferredVisitDays: ['Monday'],
  });
  caretakers.goran = await addCaretaker({
    name: 'Goran Marić',
    region: 'Beograd',
    holidayDates: [winter],
  });
  await addCaretaker({ name: 'Irena Nedić', region: 'Beograd', isActive: false });
  caretakers.zoran = await addCaretaker({ name: 'Zoran Obradović', region: 'Novi Sad' });
  // Ana, from Niš, works at Novo groblje because she is assigned to it.
  const novo = await admin.post('/api/cemeteries', {
    name: 'Novo groblje',
    city: 'Beograd',
    region: 'Beograd',
    caretakerIds: [caretakers.ana],
  });
  expect(novo.status).toBe(201);
  cemeteries.novo = ((await novo.json()) as { id: string }).id;
  cemeteries.bezanijsko = await addCemetery({
    name: 'Bežanijsko groblje',
    city: 'Beograd',
    region: 'Beograd',
  });
  // Zoran's region is the cemetery's city.
  cemeteries.almasko = await addCemetery({
    name: 'Almaško groblje',
    city: 'Novi Sad',
    region: 'Južnobački okrug',
  });

  await Promise.all([
    // 13 visits at Novo groblje on the winter Zadušnice: one more than Ana and Bojan can do.
    ...Array.from({ length: 12 }, () => recordVisit(cemeteries.novo, `${winter}T08:00:00.000Z`)),
    // 00:30 on the day in Belgrade (UTC+1 in March): the Zadušnice, not the Friday before.
    recordVisit(cemeteries.novo, '2030-03-01T23:30:00.000Z'),
    // 00:30 on the Sunday after in Belgrade: not the Zadušnice.
    recordVisit(cemeteries.novo, `${winter}T23:30:00.000Z`),
    recordVisit(cemeteries.novo, `${winter}T09:00:00.000Z`, true),
    recordVisit(cemeteries.almasko, `${winter}T07:00:00.000Z`),
    recordVisit(cemeteries.almasko, `${winter}T10:00:00.000Z`),
  ]);
});
afterAll(() => app?.close());

const figures = (booked: number, caretakersAvailable: number, capacity: number) => ({
  booked,
  caretakersAvailable,
  capacity,
  gap: capacity - booked,
  overCapacity: booked > capacity,
});

describe('GET /api/memorial-capacity', () => {
  it('answers the busy days of the range: the four Zadušnice and Pobusani ponedeljak', async () => {
    const capacity = await capacityOf('from=2030-01-01&to=2030-12-31');
    expect(capacity).toMatchObject({ from: '2030-01-01', to: '2030-12-31' });
    expect(capacity.visitsPerCaretakerPerDay).toBe(6);
    expect(capacity.days.map(({ date, kind }) => ({ date, kind }))).toEqual(
      busyMemorialDays('2030-01-01', '2030-12-31'),
    );
    expect(capacity.days.map(({ kind }) => kind)).toEqual([
      'winterZadusnice',
      'pobusaniPonedeljak',
      'pentecostZadusnice',
      'miholjskeZadusnice',
      'mitrovskeZadusnice',
    ]);
  });

  it('counts the day’s bookings against the caretakers free that day, per cemetery and city', async () => {
    const day = await dayOf(winter);
    // Vesna works only on Mondays, Goran is on holiday, Irena is inactive: Ana, Bojan, Zoran.
    expect(day.totals).toEqual({ ...figures(15, 3, 18), caretakersShort: 0 });
    expect(day.cities).toEqual([
      {
        city: 'Beograd',
        // Bojan serves both cemeteries of the city and counts once.
        ...figures(13, 2, 12),
        caretakersShort: 1,
        cemeteries: [
          {
            cemeteryId: cemeteries.bezanijsko,
            name: 'Bežanijsko groblje',
            ...figures(0, 1, 6),
            caretakersShort: 0,
          },
          {
            cemeteryId: cemeteries.novo,
            name: 'Novo groblje',
            ...figures(13, 2, 12),
            caretakersShort: 1,
          },
        ],
      },
      {
        city: 'Novi Sad',
        ...figures(2, 1, 6),
        caretakersShort: 0,
        cemeteries: [
          {
            cemeteryId: cemeteries.almasko,
            name: 'Almaško groblje',
            ...figures(2, 1, 6),
            caretakersShort: 0,
          },
        ],
      },
    ]);
    expect(day.cities[0]?.overCapacity).toBe(true);
  });

  it('frees the caretakers whose weekday it is and who are not on holiday', async () => {
    const day = await dayOf(pobusani);
    expect(day.kind).toBe('pobusaniPonedeljak');
    // On the Monday Vesna and Goran work too.
    expect(day.totals).toMatchObject(figures(0, 5, 30));
    expect(day.cities.map(({ city, caretakersAvailable }) => [city, caretakersAvailable])).toEqual([
      ['Beograd', 4],
      ['Novi Sad', 1],
    ]);
  });

  it('answers the twelve months from today without a range', async () => {
    const today = serviceDay(new Date()).date;
    const range = memorialCapacityRange({}, today);
    const capacity = await capacityOf('');
    expect(capacity).toMatchObject(range);
    expect(capacity.days.map(({ date }) => date)).toEqual(
      busyMemorialDays(range.from, range.to).map(({ date }) => date),
    );
    // Every kind of busy day comes once in twelve months (a movable one may come twice).
    expect(new Set(capacity.days.map(({ kind }) => kind)).size).toBe(5);
  });

  it.each([
    ['to=2030-12-31', 'query.from', 'from is required with to'],
    ['from=2030-03-10&to=2030-03-09', 'query.to', 'to must not be before from'],
    [
      'from=2030-01-01&to=2033-01-04',
      'query.to',
      `At most ${memorialCapacityLimits.maxRangeDays} days at once`,
    ],
    ['from=2030-02-30', 'query.from', undefined],
    ['from=1999-12-31', 'query.from', undefined],
  ])('answers 400 to %s', async (query, path, message) => {
    const response = await admin.get(`/api/memorial-capacity?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toContainEqual(
      expect.objectContaining({ path, ...(message ? { message } : {}) }),
    );
  });

  it('is for the admins only', async () => {
    for (const role of ['client', 'caretaker'] as const) {
      const response = await (await app.signInAs(role)).get('/api/memorial-capacity');
      expect(response.status, role).toBe(403);
    }
    expect((await app.client().get('/api/memorial-capacity')).status).toBe(401);
  });
});

describe('a family’s order on a busy day', () => {
  /** A client with a grave at a new cemetery (in a region no caretaker lives in), signed in. */
  const familyAt = async (caretakerIds: string[]) => {
    const response = await admin.post('/api/cemeteries', {
      name: `Groblje ${randomUUID().slice(0, 8)}`,
      city: 'Smederevo',
      region: 'Podunavski okrug',
      caretakerIds,
    });
    expect(response.status).toBe(201);
    const cemeteryId = ((await response.json()) as { id: string }).id;
    const clientId = await recordClient(app, 'Milica Jovanović', 'active');
    const graveId = await recordGrave(app, clientId, cemeteryId);
    return { cemeteryId, graveId, family: await app.signInAsClientOf(clientId) };
  };
  const order = (family: TestClient, body: object) =>
    family.post('/api/service-requests/orders', { serviceType: 'grave_cleaning', ...body });
  const pentecost = '2030-06-15';

  it('warns with 409 once the day is full, stores nothing, and takes the order when accepted', async () => {
    const { cemeteryId, graveId, family } = await familyAt([caretakers.zoran]);
    await Promise.all(
      Array.from({ length: 5 }, () => recordVisit(cemeteryId, `${pentecost}T08:00:00.000Z`)),
    );
    // The sixth visit fits Zoran's day.
    expect((await order(family, { graveId, visitDate: pentecost })).status).toBe(201);

    const refused = await order(family, { graveId, visitDate: pentecost });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'DAY_OVER_CAPACITY',
      details: { date: pentecost, booked: 6, capacity: 6, caretakersAvailable: 1 },
    });
    const cemeteryOf = async () =>
      (await dayOf(pentecost)).cities
        .flatMap((city) => city.cemeteries)
        .find((cemetery) => cemetery.cemeteryId === cemeteryId);
    expect(await cemeteryOf()).toMatchObject({ booked: 6, overCapacity: false });

    const accepted = await order(family, { graveId, visitDate: pentecost, acceptBusyDay: true });
    expect(accepted.status).toBe(201);
    expect(await cemeteryOf()).toMatchObject({ booked: 7, capacity: 6, overCapacity: true });
  });

  it('checks only the busy days: an ordinary day is the office’s to plan', async () => {
    // No caretaker can work at this cemetery at all.
    const { graveId, family } = await familyAt([]);
    expect((await order(family, { graveId, visitDate: '2030-06-14' })).status).toBe(201);
    const refused = await order(family, { graveId, visitDate: pentecost });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      details: { booked: 0, capacity: 0, caretakersAvailable: 0 },
    });
  });
});
