import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayToIso, isoToDay, serviceDay } from '@memorial-care/contracts/domain';
import { graveStreamId } from '@memorial-care/contracts/events';
import { carePlanSchema, type CarePlan } from '@memorial-care/contracts/http';
import {
  recordBookedRequest,
  recordCemetery,
  recordGraveWithWishes,
} from '../care-plans/care-plan-test-fixtures';
import { recordClient } from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// A grave's care plan over HTTP, on today's calendar: someone who died 20 days ago, whose 40th
// day is still to come.

let app: TestApp;
let admin: TestClient;
let family: TestClient;
let clientId: string;
let cemeteryId: string;
let scheduledGrave: string;
let onDemandGrave: string;

const today = serviceDay(new Date()).date;
const daysFromToday = (days: number) => dayToIso(isoToDay(today) + days);
const died = daysFromToday(-20);
const fortiethDay = `fortiethDay:${dayToIso(isoToDay(died) + 39)}`;

const planPath = (graveId: string, action = '') =>
  `/api/graves/${graveId}/care-plan${action ? `/${action}` : ''}`;
const occasionPath = (graveId: string, key: string, action: 'skip' | 'restore') =>
  planPath(graveId, `occasions/${encodeURIComponent(key)}/${action}`);

const planOf = async (response: Response): Promise<CarePlan> => {
  expect(response.status, await response.clone().text()).toBe(200);
  return carePlanSchema.parse(await response.json());
};
const occasion = (plan: CarePlan, key: string) => plan.occasions.find((o) => o.key === key);
const historyOf = async (graveId: string) =>
  (await app.streamEvents(graveStreamId(graveId))).map((event) => event.type);

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  clientId = await recordClient(app, 'Snežana Ristić', 'active');
  family = await app.signInAsClientOf(clientId);
  cemeteryId = await recordCemetery(app, []);
  scheduledGrave = await recordGraveWithWishes(app, {
    clientId,
    cemeteryId,
    visitFrequency: 'scheduled',
    deceasedDateOfDeath: died,
    importantDates: { deathAnniversary: true },
  });
  onDemandGrave = await recordGraveWithWishes(app, {
    clientId,
    cemeteryId,
    visitFrequency: 'on_demand',
    importantDates: { christmas: true },
  });
}, 60_000);

afterAll(() => app?.close());

describe('a grave’s care plan', () => {
  it('shows the family the memorial days and the occasions of the coming year', async () => {
    const plan = await planOf(await family.get(planPath(scheduledGrave)));
    expect(plan).toMatchObject({
      graveId: scheduledGrave,
      visitFrequency: 'scheduled',
      automatic: true,
      paused: false,
      leadDays: 21,
    });
    // The 9th day is past; the 40th, the half-year and the first year are to come.
    expect(plan.memorialDays.map((day) => day.kind)).toEqual([
      'fortiethDay',
      'halfYear',
      'firstYear',
    ]);
    expect(occasion(plan, fortiethDay)).toMatchObject({ skipped: false, request: null });
    expect(plan.occasions.every((o) => o.visitDate >= today)).toBe(true);

    const onDemand = await planOf(await admin.get(planPath(onDemandGrave)));
    expect(onDemand).toMatchObject({ automatic: false, memorialDays: [] });
    expect(onDemand.occasions.map((o) => o.kind)).toEqual(['christmas']);
  });

  it('is paused and resumed, each change an event of the grave’s history', async () => {
    expect((await planOf(await family.post(planPath(scheduledGrave, 'pause')))).paused).toBe(true);
    // Pausing a paused plan changes nothing.
    expect((await planOf(await admin.post(planPath(scheduledGrave, 'pause')))).paused).toBe(true);
    expect((await planOf(await family.post(planPath(scheduledGrave, 'resume')))).paused).toBe(
      false,
    );
    expect(await historyOf(scheduledGrave)).toEqual([
      'GraveAdded',
      'GraveCarePlanPaused',
      'GraveCarePlanResumed',
    ]);

    const refused = await family.post(planPath(onDemandGrave, 'pause'));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'CARE_PLAN_NOT_AUTOMATIC' });
    expect(await historyOf(onDemandGrave)).toEqual(['GraveAdded']);
  });

  it('skips an occasion and undoes the skip; a booked one or one not in the plan is refused', async () => {
    const skipped = await planOf(
      await family.post(occasionPath(scheduledGrave, fortiethDay, 'skip')),
    );
    expect(occasion(skipped, fortiethDay)).toMatchObject({ skipped: true });
    const restored = await planOf(
      await admin.post(occasionPath(scheduledGrave, fortiethDay, 'restore')),
    );
    expect(occasion(restored, fortiethDay)).toMatchObject({ skipped: false });

    const halfYear = `halfYear:${restored.memorialDays.find((d) => d.kind === 'halfYear')!.date}`;
    const requestId = await recordBookedRequest(app, {
      clientId,
      graveId: scheduledGrave,
      cemeteryId,
      scheduledDate: `${occasion(restored, halfYear)!.visitDate}T08:00:00.000Z`,
      occasionKey: halfYear,
    });
    const booked = await family.post(occasionPath(scheduledGrave, halfYear, 'skip'));
    expect(booked.status).toBe(409);
    expect(await booked.json()).toMatchObject({ code: 'CARE_OCCASION_BOOKED' });
    const plan = await planOf(await family.get(planPath(scheduledGrave)));
    expect(occasion(plan, halfYear)).toMatchObject({
      skipped: false,
      request: { id: requestId, status: 'pending' },
    });

    const notInPlan = await family.post(occasionPath(scheduledGrave, 'easter:2001-04-15', 'skip'));
    expect(notInPlan.status).toBe(404);
    for (const key of ['easter', 'someday:2030-01-01', 'easter:2030-02-30', 'x'.repeat(41)])
      expect((await family.post(occasionPath(scheduledGrave, key, 'skip'))).status, key).toBe(400);
    expect(await historyOf(scheduledGrave)).toEqual([
      'GraveAdded',
      'GraveCarePlanPaused',
      'GraveCarePlanResumed',
      'GraveCareOccasionSkipped',
      'GraveCareOccasionRestored',
    ]);
  });

  it('is the admins’ and the owning family’s only', async () => {
    const otherFamily = await app.signInAsClientOf(await recordClient(app, 'Other', 'active'));
    const caretaker = await app.signInAs('caretaker');
    const calls = [
      (client: TestClient) => client.get(planPath(scheduledGrave)),
      (client: TestClient) => client.post(planPath(scheduledGrave, 'pause')),
      (client: TestClient) => client.post(planPath(scheduledGrave, 'resume')),
      (client: TestClient) => client.post(occasionPath(scheduledGrave, fortiethDay, 'skip')),
      (client: TestClient) => client.post(occasionPath(scheduledGrave, fortiethDay, 'restore')),
    ];
    const before = await historyOf(scheduledGrave);
    for (const call of calls) {
      expect((await call(otherFamily)).status).toBe(404);
      expect((await call(caretaker)).status).toBe(403);
      expect((await call(app.client())).status).toBe(401);
    }
    expect(await historyOf(scheduledGrave)).toEqual(before);
    expect((await admin.get(planPath(randomUUID()))).status).toBe(404);
    expect((await admin.get(planPath('not-a-grave'))).status).toBe(404);
  });
});
