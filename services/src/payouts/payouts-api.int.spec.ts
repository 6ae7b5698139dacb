import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caretakerEarningsStreamId } from '@memorial-care/contracts/events';
import {
  closePayoutMonthResultSchema,
  currentPayoutMonth,
  payoutStatementDetailSchema,
  payoutStatementPageSchema,
} from '@memorial-care/contracts/http';
import { signInLinkedAccount } from '../service-requests/int-test-fixtures';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { caretakerEarningsReactor } from './earnings-reactor';
import {
  eventually,
  openEarningsOf,
  recordCompletedTask,
  recordPayoutCaretaker,
} from './payouts-test-fixtures';

// Caretaker payouts over HTTP with the worker's reactor running: completed tasks accrue 70% to
// their caretaker, an admin closes a month into statements and pays them, and a caretaker sees
// only their own. Nothing a refused request sent is recorded.

let app: TestApp;
let admin: TestClient;
let family: TestClient;
let draganId: string;
let milanId: string;
let dragan: TestClient;
let milan: TestClient;

const march = '2025-03';

beforeAll(async () => {
  app = await startTestApp({
    worker: { reactors: [caretakerEarningsReactor], reactorTiming: { checkpointFlushMs: 20 } },
  });
  admin = await app.signInAs('admin');
  family = await app.signInAsClientOf(await recordClientRecord(app, { name: 'Milica Petrović' }));
  draganId = await recordPayoutCaretaker(app, 'Dragan Nikolić', 'paypal');
  milanId = await recordPayoutCaretaker(app, 'Milan Ilić');
  dragan = await signInLinkedAccount(app, { role: 'caretaker', linkedId: draganId });
  milan = await signInLinkedAccount(app, { role: 'caretaker', linkedId: milanId });
  // Dragan: two tasks in March, one in April; Milan: 0.05 in February (70% is 0.035 → 0.04).
  // Not paid out: a task without a caretaker, and one that charged nothing.
  const tasks = [
    [draganId, '30.00', '2025-03-10'],
    [draganId, '33.33', '2025-03-20'],
    [draganId, '50.00', '2025-04-02'],
    [milanId, '0.05', '2025-02-27'],
    [null, '40.00', '2025-03-11'],
    [milanId, '0.00', '2025-03-12'],
  ] as const;
  for (const [caretakerId, amount, day] of tasks)
    await recordCompletedTask(app, { caretakerId, amount, completedDate: `${day}T10:00:00.000Z` });
  await eventually(
    () => openEarningsOf(admin),
    (earnings) => earnings.caretakers.reduce((sum, c) => sum + c.tasks, 0) === 4,
  );
});
afterAll(() => app?.close());

const close = (client: TestClient, month: unknown) => client.post('/api/payouts/close', { month });
const statementsOf = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/payouts${query}`);
  expect(response.status).toBe(200);
  return payoutStatementPageSchema.parse(await response.json());
};
const ledgerLength = async (caretakerId: string) =>
  (await app.streamEvents(caretakerEarningsStreamId(caretakerId))).length;

describe('earnings', () => {
  it('accrue 70% of each completed task to its caretaker, rounded per task', async () => {
    const all = await openEarningsOf(admin);
    expect(all.caretakers).toEqual([
      {
        caretakerId: draganId,
        caretakerName: 'Dragan Nikolić',
        preferredPaymentMethod: 'paypal',
        tasks: 3,
        total: '79.33',
      },
      {
        caretakerId: milanId,
        caretakerName: 'Milan Ilić',
        preferredPaymentMethod: null,
        tasks: 1,
        total: '0.04',
      },
    ]);
    expect(all.total).toBe('79.37');
    expect(all.earnings).toEqual([]);
  });

  it('show a caretaker their own tasks only, whoever they name', async () => {
    for (const query of ['', `?caretakerId=${milanId}`]) {
      const own = await openEarningsOf(dragan, query);
      expect(own.caretakers.map((c) => c.caretakerId)).toEqual([draganId]);
      expect(own.earnings.map((e) => [e.completedOn, e.taskAmount, e.amount])).toEqual([
        ['2025-03-10', '30.00', '21.00'],
        ['2025-03-20', '33.33', '23.33'],
        ['2025-04-02', '50.00', '35.00'],
      ]);
    }
  });
});

describe('closing a month', () => {
  it('refuses a month that is not a real, begun month and records nothing', async () => {
    const before = await ledgerLength(draganId);
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 2);
    for (const month of [
      '2025-13',
      '2025-3',
      '1999-12',
      next.toISOString().slice(0, 7),
      '',
      202503,
    ]) {
      const response = await close(admin, month);
      expect(response.status, String(month)).toBe(400);
    }
    expect(await ledgerLength(draganId)).toBe(before);
    expect((await statementsOf(admin)).total).toBe(0);
  });

  it('makes one statement per caretaker of the earnings up to that month; again, none', async () => {
    const first = closePayoutMonthResultSchema.parse(await (await close(admin, march)).json());
    expect(
      first.created.map((s) => [s.caretakerName, s.month, s.tasks, s.total, s.status]),
    ).toEqual([
      ['Dragan Nikolić', march, 2, '44.33', 'closed'],
      ['Milan Ilić', march, 1, '0.04', 'closed'],
    ]);
    const again = await close(admin, march);
    expect(again.status).toBe(200);
    expect(closePayoutMonthResultSchema.parse(await again.json()).created).toEqual([]);
    expect((await statementsOf(admin)).total).toBe(2);
    // April's task stays open for the next month.
    expect((await openEarningsOf(admin)).caretakers).toEqual([
      expect.objectContaining({ caretakerId: draganId, tasks: 1, total: '35.00' }),
    ]);
    expect(currentPayoutMonth() >= march).toBe(true);
  });
});

describe('paying a statement', () => {
  const statementOf = async (caretakerId: string) => {
    const page = await statementsOf(admin, `?caretakerId=${caretakerId}&month=${march}`);
    expect(page.items).toHaveLength(1);
    return page.items[0]!;
  };

  it("pays with the caretaker's preferred method unless told otherwise, once", async () => {
    const statement = await statementOf(draganId);
    const response = await admin.post(`/api/payouts/${statement.id}/paid`, {
      paidOn: '2025-04-05',
      reference: 'PP-7781',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(payoutStatementDetailSchema.parse(await response.json())).toMatchObject({
      status: 'paid',
      method: 'paypal',
      paidOn: '2025-04-05',
      reference: 'PP-7781',
      total: '44.33',
    });
    const before = await ledgerLength(draganId);
    const twice = await admin.post(`/api/payouts/${statement.id}/paid`, {
      paidOn: '2025-04-06',
      method: 'cash',
    });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'PAYOUT_ALREADY_PAID' });
    expect(await ledgerLength(draganId)).toBe(before);
    expect((await statementsOf(admin, '?status=paid')).items.map((s) => s.id)).toEqual([
      statement.id,
    ]);
  });

  it('asks for a method when the caretaker has no preferred one', async () => {
    const statement = await statementOf(milanId);
    const without = await admin.post(`/api/payouts/${statement.id}/paid`, { paidOn: '2025-04-05' });
    expect(without.status).toBe(400);
    const early = await admin.post(`/api/payouts/${statement.id}/paid`, {
      paidOn: '2025-02-28',
      method: 'cash',
    });
    expect(early.status).toBe(400);
    const paid = await admin.post(`/api/payouts/${statement.id}/paid`, {
      paidOn: '2025-04-05',
      method: 'cash',
    });
    expect(paid.status).toBe(200);
  });

  it('answers 404 for a statement that does not exist', async () => {
    const unknown = await admin.post('/api/payouts/0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d/paid', {
      paidOn: '2025-04-05',
      method: 'cash',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('who sees what', () => {
  it('shows a caretaker their own statements with their tasks, and no one else’s', async () => {
    const own = await statementsOf(dragan);
    expect(own.items.map((s) => s.caretakerId)).toEqual([draganId]);
    expect((await statementsOf(dragan, `?caretakerId=${milanId}`)).items).toEqual([]);
    const detail = await dragan.get(`/api/payouts/${own.items[0]!.id}`);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as Record<string, unknown>;
    expect(payoutStatementDetailSchema.parse(body).lines.map((l) => l.taskAmount)).toEqual([
      '30.00',
      '33.33',
    ]);
    expect(JSON.stringify(body)).not.toMatch(/client|guest/i);
    const milans = (await statementsOf(milan)).items[0]!;
    expect((await dragan.get(`/api/payouts/${milans.id}`)).status).toBe(404);
  });

  it('keeps payouts from families, and the admin’s actions from caretakers', async () => {
    for (const path of ['/api/payouts', '/api/payouts/earnings'])
      expect((await family.get(path)).status, path).toBe(403);
    const statement = (await statementsOf(admin)).items[0]!;
    expect((await family.get(`/api/payouts/${statement.id}`)).status).toBe(403);
    expect((await close(dragan, march)).status).toBe(403);
    expect(
      (await dragan.post(`/api/payouts/${statement.id}/paid`, { paidOn: '2025-04-05' })).status,
    ).toBe(403);
  });
});
