import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, serviceDay, toCents } from '@memorial-care/contracts/domain';
import type { Position, RecordedEvent } from '@memorial-care/contracts/event-store';
import { dashboardStatsSchema, invoiceSchema, paymentSchema } from '@memorial-care/contracts/http';
import { addCaretaker, updateCaretaker } from '../caretakers/commands';
import {
  cancelServiceRequest,
  completeRequest,
  requestService,
  scheduleServiceRequest,
  startWork,
} from '../service-requests/commands';
import { recordClient, recordGrave } from '../service-requests/int-test-fixtures';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import type { monthlyReportCsvColumns } from '../dashboard/monthly-report-csv';

// The dashboard's cards after a scripted month and a half of work (commands run at chosen
// times, on both sides of the month boundary), each checked against the figure worked out
// again from the event log itself; the monthly report as CSV and PDF; who may read them.

let app: TestApp;
let admin: TestClient;

const today = serviceDay(new Date()).date;
const monthStartOf = (offset: number) => {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};
const thisMonth = monthStartOf(0);
const lastMonth = monthStartOf(-1);
const twoMonthsAgo = monthStartOf(-2);
/** 23:30 UTC before this month's first day: last month in UTC, this month in Belgrade. */
const boundary = new Date(new Date(`${thisMonth}T00:00:00Z`).getTime() - 30 * 60_000);
const inLastMonth = new Date(`${lastMonth.slice(0, 8)}10T10:00:00Z`);
const longAgo = new Date(`${twoMonthsAgo.slice(0, 8)}10T10:00:00Z`);
const justNow = () => new Date(Date.now() - 60_000);

const belgradeMonth = (at: string) => serviceDay(new Date(at)).date.slice(0, 7);

/** Every event of the log, in order. */
const allEvents = async () => {
  const events: RecordedEvent[] = [];
  let after: Position | undefined;
  for (;;) {
    const batch = await app.deps.eventStore.readAll({ after, limit: 1_000 });
    events.push(...batch);
    if (batch.length < 1_000) return events;
    after = batch.at(-1)?.position;
  }
};

const statusAfter: Record<string, string> = {
  ServiceRequestScheduled: 'scheduled',
  ServiceRequestStarted: 'in_progress',
  ServiceRequestCompleted: 'completed',
  ServiceRequestCancelled: 'cancelled',
};

/** The cards as the log says they should be (this test's own reading of the events). */
const expectedFromLog = async () => {
  const requests = new Map<string, { status: string; createdMonth: string }>();
  const caretakers = new Map<string, { active: boolean; addedMonth: string }>();
  const revenue = new Map<string, bigint>();
  const addRevenue = (day: string, cents: bigint) =>
    revenue.set(day.slice(0, 7), (revenue.get(day.slice(0, 7)) ?? 0n) + cents);
  for (const event of await allEvents()) {
    const data = event.data as Record<string, unknown>;
    const month = belgradeMonth(event.metadata.occurredAt);
    if (event.type === 'ServiceRequested')
      requests.set(event.streamId, {
        status: String(data.status ?? 'pending'),
        createdMonth: month,
      });
    else if (event.type in statusAfter) {
      const request = requests.get(event.streamId);
      if (request) request.status = statusAfter[event.type] ?? request.status;
    } else if (event.type.startsWith('ServiceRequest') || event.type.startsWith('Task'))
      throw new Error(`The script does not make ${event.type}`);
    if (event.type === 'CaretakerAdded')
      caretakers.set(event.streamId, { active: data.isActive !== false, addedMonth: month });
    const changes = data.changes as { isActive?: boolean } | undefined;
    if (event.type === 'CaretakerUpdated' && changes?.isActive !== undefined) {
      const caretaker = caretakers.get(event.streamId);
      if (caretaker) caretaker.active = changes.isActive;
    }
    if (event.type === 'PaymentRecorded')
      addRevenue(String(data.paidOn), toCents(String(data.amount)));
    if (event.type === 'PaymentRefunded')
      addRevenue(String(data.refundedOn), -toCents(String(data.amount)));
  }
  const all = [...requests.values()];
  const now = thisMonth.slice(0, 7);
  const before = lastMonth.slice(0, 7);
  const created = (m: string) => all.filter((r) => r.createdMonth === m);
  const active = [...caretakers.values()].filter((c) => c.active);
  return {
    month: now,
    previousMonth: before,
    activeRequests: {
      value: all.filter((r) => r.status === 'pending' || r.status === 'in_progress').length,
      thisMonth: created(now).length,
      lastMonth: created(before).length,
    },
    pendingRequests: {
      value: all.filter((r) => r.status === 'pending').length,
      thisMonth: created(now).filter((r) => r.status === 'pending').length,
      lastMonth: created(before).filter((r) => r.status === 'pending').length,
    },
    revenue: {
      value: fromCents(revenue.get(now) ?? 0n),
      thisMonth: fromCents(revenue.get(now) ?? 0n),
      lastMonth: fromCents(revenue.get(before) ?? 0n),
    },
    activeCaretakers: {
      value: active.length,
      thisMonth: active.length,
      lastMonth: active.filter((c) => c.addedMonth < now).length,
    },
  };
};

const settle = async (outcome: { readonly position: Position | null }) => {
  if (outcome.position) await app.deps.waitForProjections(outcome.position);
};

const stats = async () => {
  const response = await admin.get('/api/dashboard/stats');
  expect(response.status, await response.clone().text()).toBe(200);
  return dashboardStatsSchema.parse(await response.json());
};

const addCaretakerAt = async (name: string, at: Date) => {
  const outcome = await addCaretaker(
    app.deps,
    { name, email: `${name.toLowerCase()}.${at.getTime()}@example.rs`, phone: '064 111 222' },
    systemContext(at),
  );
  await settle(outcome);
  return outcome.id;
};

let report: { caretakerId: string; visitAt: Date };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');

  const clientId = await recordClient(app, 'Jelena Dashboard', 'active');
  const graveId = await recordGrave(app, clientId, randomUUID());
  const veteran = await addCaretakerAt('Veteran', inLastMonth);
  await addCaretakerAt('Newcomer', boundary);
  const leaver = await addCaretakerAt('Leaver', inLastMonth);
  await settle(
    await updateCaretaker(
      app.deps,
      { caretakerId: leaver, changes: { isActive: false } },
      systemContext(justNow()),
    ),
  );

  const request = async (at: Date) => {
    const outcome = await requestService(
      app.deps,
      { clientId, graveId, serviceType: 'grave_cleaning', amount: '40' },
      systemContext(at),
    );
    await settle(outcome);
    return outcome.id;
  };
  const schedule = async (requestId: string, visit: Date, at: Date) =>
    settle(
      await scheduleServiceRequest(
        app.deps,
        { requestId, caretakerId: veteran, scheduledDate: visit.toISOString() },
        systemContext(at),
      ),
    );

  await request(longAgo); // still pending, from two months ago
  await request(inLastMonth); // still pending
  const done = await request(inLastMonth);
  const visitAt = new Date(inLastMonth.getTime() + 24 * 3_600_000);
  await schedule(done, visitAt, inLastMonth);
  await settle(await startWork(app.deps, { requestId: done }, systemContext(visitAt)));
  await settle(
    await completeRequest(
      app.deps,
      { requestId: done, completedDate: new Date(visitAt.getTime() + 3 * 3_600_000).toISOString() },
      systemContext(new Date(visitAt.getTime() + 3 * 3_600_000)),
    ),
  );
  await request(boundary); // pending, this month in Serbia
  const working = await request(justNow());
  await schedule(working, new Date(Date.now() + 3_600_000), justNow());
  await settle(await startWork(app.deps, { requestId: working }, systemContext(justNow())));
  const dropped = await request(justNow());
  await settle(
    await cancelServiceRequest(app.deps, { requestId: dropped }, systemContext(justNow())),
  );
  report = { caretakerId: veteran, visitAt };

  // Money: 100 last month, 60 this month less a 25 refund, 30 two months ago.
  const invoice = await admin.post('/api/invoices', {
    clientId,
    lines: [{ description: 'Grave care', quantity: 1, unitPrice: '500.00' }],
  });
  expect(invoice.status, await invoice.clone().text()).toBe(201);
  const invoiceId = invoiceSchema.parse(await invoice.json()).id;
  const pay = async (amount: string, paidOn: string) => {
    const response = await admin.post('/api/payments', {
      invoiceId,
      amount,
      method: 'bank_transfer',
      paidOn,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return paymentSchema.parse(await response.json()).id;
  };
  await pay('30.00', twoMonthsAgo);
  await pay('100.00', lastMonth);
  const refunded = await pay('60.00', thisMonth);
  const refund = await admin.post(`/api/payments/${refunded}/refunds`, {
    amount: '25.00',
    method: 'bank_transfer',
    refundedOn: today,
  });
  expect(refund.status, await refund.clone().text()).toBe(201);
});
afterAll(() => app?.close());

describe('GET /api/dashboard/stats', () => {
  it('shows on each card the figures the event log adds up to', async () => {
    const expected = await expectedFromLog();
    expect(await stats()).toEqual(expected);
    // The script's own arithmetic, so the log reading above cannot drift with the query.
    expect(expected.revenue).toMatchObject({ thisMonth: '35.00', lastMonth: '100.00' });
    expect(expected.activeRequests).toMatchObject({ value: 4, thisMonth: 3, lastMonth: 2 });
    expect(expected.activeCaretakers).toMatchObject({ value: 2, lastMonth: 1 });
  });

  it('is for admins only', async () => {
    const client = await app.signInAsClientOf(await recordClient(app, 'Nosy Family', 'active'));
    const caretaker = await app.signInAs('caretaker');
    expect((await client.get('/api/dashboard/stats')).status).toBe(403);
    expect((await caretaker.get('/api/dashboard/stats')).status).toBe(403);
    expect((await app.client().get('/api/dashboard/stats')).status).toBe(401);
    expect((await caretaker.get('/api/reports/monthly?month=2025-01')).status).toBe(403);
  });
});

describe('GET /api/reports/monthly', () => {
  const month = () => belgradeMonth(report.visitAt.toISOString());

  it('answers a CSV file of the month', async () => {
    const response = await admin.get(`/api/reports/monthly?month=${month()}&format=csv`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      `filename="monthly-report-${month()}.csv"`,
    );
    const rows = parse((await response.text()).replace(/^\uFEFF/, ''), {
      columns: true,
    }) as Record<(typeof monthlyReportCsvColumns)[number], string>[];
    const find = (section: string, item: string) =>
      rows.find((row) => row.section === section && row.item === item);
    expect(find('status', 'completed')).toMatchObject({ count: '1' });
    expect(find('service', 'grave_cleaning')).toMatchObject({ count: '1', amount: '40.00' });
    expect(find('completion', 'average')).toMatchObject({ count: '1', hours: '3.0' });
    expect(find('completion', 'median')).toMatchObject({ hours: '3.0' });
    expect(find('caretaker', 'Veteran')).toMatchObject({ count: '1', amount: '28.00' });
    const received = month() === lastMonth.slice(0, 7) ? '100.00' : '35.00';
    expect(find('revenue', 'received')).toMatchObject({ amount: received });
  });

  it('answers a PDF file naming the month', async () => {
    const response = await admin.get(`/api/reports/monthly?month=${month()}&format=pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.toString('latin1')).toContain(`Monthly report ${month()}`);
  });

  it('refuses a month out of bounds', async () => {
    for (const month of ['2025-13', '1999-12', '2025-1', 'x'.repeat(500)]) {
      const response = await admin.get(`/api/reports/monthly?month=${month}`);
      expect(response.status, month).toBe(400);
    }
    expect((await admin.get('/api/reports/monthly?month=2025-01&format=xls')).status).toBe(400);
  });
});
