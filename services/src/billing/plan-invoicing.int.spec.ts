import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPeriodOf, serviceDay } from '@memorial-care/contracts/domain';
import { planInvoiceStreamId } from '@memorial-care/contracts/events';
import {
  clientSchema,
  invoicePageSchema,
  planSubscriptionSchema,
  statementImportResultSchema,
} from '@memorial-care/contracts/http';
import { systemContext } from '../shared/command-handler';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { changeSubscriptionState, setSubscription } from './commands';
import { planLineText } from './invoice-line-texts';
import { createPlanInvoicingWorker } from './plan-invoicing-jobs';
import { runPlanInvoicing } from './plan-invoicing';
import { camt053 } from './statements/testing-statements';

// The plan's money from start to end: an admin starts a family's subscription, the monthly job
// issues the month's invoice exactly once, the family falls overdue when it is not paid in time,
// and a bank statement that pays it makes them active again; the family sees it all.

let app: TestApp;
let admin: TestClient;

const registerClientRecord = (name: string) =>
  recordClientRecord(app, { name, selectedPlan: 'standard', planStatus: 'active' });

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const dayMs = 86_400_000;
const jobDeps = () => ({
  pool: app.deps.pool,
  eventStore: app.deps.eventStore,
  logger: app.deps.logger,
});

const clientRecord = async (clientId: string) =>
  clientSchema.parse(await (await admin.get(`/api/clients/${clientId}`)).json());

const planInvoicesOf = async (client: TestClient) =>
  invoicePageSchema
    .parse(await (await client.get('/api/invoices?pageSize=100')).json())
    .items.filter((invoice) => invoice.kind === 'plan');

/** The job's own invoices reach the read model a moment after it returns. */
const waitForInvoices = async (client: TestClient, count: number) => {
  const deadline = Date.now() + 10_000;
  while ((await planInvoicesOf(client)).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('a plan subscription', () => {
  it('is billed once a month by the job, falls overdue unpaid, and is active again once paid', async () => {
    const clientId = await registerClientRecord('Jelena Stanković');
    const family = await app.signInAsClientOf(clientId);
    // The job ran 20 days ago: that month's invoice was due 6 days ago.
    const then = new Date(Date.now() - 20 * dayMs);
    const period = billingPeriodOf(serviceDay(then).date);

    const started = await admin.put(`/api/clients/${clientId}/subscription`, {
      plan: 'standard',
      firstPeriod: period,
    });
    expect(started.status).toBe(200);
    expect(planSubscriptionSchema.parse(await started.json())).toEqual({
      clientId,
      plan: 'standard',
      monthlyPrice: '49.00',
      status: 'active',
      firstPeriod: period,
    });

    // Two workers and a late retry: one invoice for the month.
    const runs = await Promise.all([
      runPlanInvoicing(jobDeps(), then),
      runPlanInvoicing(jobDeps(), then),
    ]);
    await runPlanInvoicing(jobDeps(), then);
    expect(runs.reduce((sum, run) => sum + run.issued, 0)).toBe(1);
    for (const run of runs) if (run.position) await app.deps.waitForProjections(run.position);
    const claims = await app.streamEvents(planInvoiceStreamId(clientId, period));
    expect(claims.map((e) => e.type)).toEqual(['PlanInvoiceClaimed', 'PlanInvoiceIssued']);

    const [invoice, ...more] = await planInvoicesOf(family);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ total: '49.00', status: 'open', overdue: true });
    // In the family's language (Serbian unless they chose another).
    expect(invoice!.lines[0]!.description).toBe(planLineText('Serbian', 'standard', period));
    expect((await clientRecord(clientId)).planStatus).toBe('overdue');
    expect((await clientRecord(clientId)).nextPaymentDue).toBe(invoice!.dueDate);

    // The bank statement with the family's transfer: paid, and active again.
    const imported = await admin.post('/api/payments/import', {
      fileName: 'izvod.xml',
      content: camt053([
        {
          amount: '49.00',
          bookedOn: serviceDay(new Date()).date,
          remittance: invoice!.reference,
          structured: true,
          bankReference: `plan-${randomUUID()}`,
        },
      ]),
    });
    expect(statementImportResultSchema.parse(await imported.json()).matched).toHaveLength(1);
    expect((await clientRecord(clientId)).planStatus).toBe('active');
    const [paid] = await planInvoicesOf(family);
    expect(paid).toMatchObject({ status: 'paid', overdue: false, balance: '0.00' });
  });

  it('is not billed while paused or after it ended; a resumed one is billed again', async () => {
    const clientId = await registerClientRecord('Stevan Pavlović');
    const family = await app.signInAsClientOf(clientId);
    const month = (offset: number) => new Date(Date.now() + offset * 31 * dayMs);
    await admin.put(`/api/clients/${clientId}/subscription`, {
      plan: 'premium',
      firstPeriod: billingPeriodOf(serviceDay(new Date()).date),
    });
    const paused = await admin.post(`/api/clients/${clientId}/subscription/pause`, {
      reason: 'Family travelling',
    });
    expect(planSubscriptionSchema.parse(await paused.json()).status).toBe('paused');
    expect((await clientRecord(clientId)).planStatus).toBe('inactive');
    // (Other families' subscriptions are billed by the same runs: only this one's is looked at.)
    const whilePaused = await runPlanInvoicing(jobDeps(), month(0));
    if (whilePaused.position) await app.deps.waitForProjections(whilePaused.position);
    expect(await planInvoicesOf(family)).toEqual([]);

    await admin.post(`/api/clients/${clientId}/subscription/resume`, {});
    // The worker's queue processor is the same run.
    const worker = createPlanInvoicingWorker({
      databaseUrl: app.config.databaseUrl,
      pool: app.deps.pool,
      eventStore: app.deps.eventStore,
    });
    expect(await worker.process({} as Job, { logger: app.deps.logger })).toMatchObject({
      issued: 1,
    });
    await waitForInvoices(family, 1);
    expect((await planInvoicesOf(family)).map((i) => i.total)).toEqual(['79.00']);

    await admin.post(`/api/clients/${clientId}/subscription/end`, {});
    const afterEnd = await runPlanInvoicing(jobDeps(), month(1));
    if (afterEnd.position) await app.deps.waitForProjections(afterEnd.position);
    expect(await planInvoicesOf(family)).toHaveLength(1);
  });

  it('takes a custom plan only with its agreed price, and refuses what makes no sense', async () => {
    const clientId = await registerClientRecord('Vera Ilić');
    const path = `/api/clients/${clientId}/subscription`;
    const noPrice = await admin.put(path, { plan: 'custom' });
    expect(noPrice.status).toBe(400);
    const custom = await admin.put(path, {
      plan: 'custom',
      monthlyPrice: '65,50'.replace(',', '.'),
    });
    expect(planSubscriptionSchema.parse(await custom.json())).toMatchObject({
      plan: 'custom',
      monthlyPrice: '65.50',
    });
    for (const body of [
      { plan: 'gold' },
      { plan: 'basic', monthlyPrice: '-1' },
      { plan: 'basic', firstPeriod: '2026-13' },
    ])
      expect((await admin.put(path, body)).status, JSON.stringify(body)).toBe(400);
    expect((await admin.post(`/api/clients/${randomUUID()}/subscription/pause`, {})).status).toBe(
      404,
    );
    const fresh = await registerClientRecord('Nada Ilić');
    expect((await admin.post(`/api/clients/${fresh}/subscription/pause`, {})).status).toBe(409);
  });

  it('is changed by admins only; a family reads its own', async () => {
    const clientId = await registerClientRecord('Goran Ristić');
    await admin.put(`/api/clients/${clientId}/subscription`, { plan: 'basic' });
    const family = await app.signInAsClientOf(clientId);
    const other = await app.signInAsClientOf(await registerClientRecord('Other Family'));
    expect((await family.get(`/api/clients/${clientId}/subscription`)).status).toBe(200);
    expect((await other.get(`/api/clients/${clientId}/subscription`)).status).toBe(404);
    expect(
      (await family.put(`/api/clients/${clientId}/subscription`, { plan: 'premium' })).status,
    ).toBe(403);
    const caretaker = await app.signInAs('caretaker');
    expect((await caretaker.post(`/api/clients/${clientId}/subscription/end`, {})).status).toBe(
      403,
    );
  });

  it('makes up every month a stopped job missed, once each, none of the months paused throughout', async () => {
    const clientId = await recordClientRecord(app, {
      name: 'Ana Müller',
      selectedPlan: 'premium',
      planStatus: 'active',
      preferredLanguage: 'English',
    });
    const family = await app.signInAsClientOf(clientId);
    // Mid-month, `offset` months from the current one (all in the past here).
    const month = (offset: number, day = 15) => {
      const date = new Date();
      return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, day, 12));
    };
    const periodOf = (date: Date) => billingPeriodOf(serviceDay(date).date);
    const at = (date: Date) => systemContext(date);
    // Started five months ago and billed then; the job then stopped for four months, during
    // which the family paused (month −4, day 10), stayed paused all of month −3, and resumed
    // (month −2, day 20).
    await setSubscription(
      app.deps.eventStore,
      { clientId, plan: 'premium', firstPeriod: periodOf(month(-5)) },
      at(month(-5)),
    );
    await runPlanInvoicing(jobDeps(), month(-5));
    await changeSubscriptionState(
      app.deps.eventStore,
      { clientId, reason: 'Travelling' },
      'pause',
      at(month(-4, 10)),
    );
    const { position } = await changeSubscriptionState(
      app.deps.eventStore,
      { clientId, reason: null },
      'resume',
      at(month(-2, 20)),
    );
    if (position) await app.deps.waitForProjections(position);

    // The job comes back in month −1: months −4, −2 and −1 are owed, −3 is not.
    const back = await runPlanInvoicing(jobDeps(), month(-1));
    if (back.position) await app.deps.waitForProjections(back.position);
    const again = await runPlanInvoicing(jobDeps(), month(-1, 20));
    if (again.position) await app.deps.waitForProjections(again.position);
    await waitForInvoices(family, 4);
    const invoices = await planInvoicesOf(family);
    const months = [-5, -4, -2, -1].map((offset) => periodOf(month(offset)));
    expect(invoices.map((invoice) => invoice.lines[0]!.description).sort()).toEqual(
      months.map((period) => planLineText('English', 'premium', period)).sort(),
    );
    expect(invoices.every((invoice) => invoice.total === '79.00')).toBe(true);
    for (const period of months)
      expect(
        (await app.streamEvents(planInvoiceStreamId(clientId, period))).map((e) => e.type),
      ).toEqual(['PlanInvoiceClaimed', 'PlanInvoiceIssued']);
    expect(await app.streamEvents(planInvoiceStreamId(clientId, periodOf(month(-3))))).toEqual([]);
  });
});
