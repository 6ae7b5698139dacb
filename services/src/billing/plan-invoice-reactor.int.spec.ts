import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPeriodOf, serviceDay } from '@memorial-care/contracts/domain';
import { planInvoiceStreamId } from '@memorial-care/contracts/events';
import { invoicePageSchema } from '@memorial-care/contracts/http';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { planInvoiceReactor } from './plan-invoice-reactor';
import { runPlanInvoicing } from './plan-invoicing';

// With the worker role running, a subscription started now is billed for this month at once
// (the reactor), and the hourly job finds nothing left to do for it.

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp({
    worker: { reactors: [planInvoiceReactor], reactorTiming: { checkpointFlushMs: 20 } },
  });
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const registerClientRecord = (name: string) => recordClientRecord(app, { name });

const planInvoicesOf = async (family: TestClient) =>
  invoicePageSchema
    .parse(await (await family.get('/api/invoices')).json())
    .items.filter((invoice) => invoice.kind === 'plan');

describe('the plan invoice reactor', () => {
  it("bills a subscription's running month as soon as it starts, once", async () => {
    const clientId = await registerClientRecord('Dušan Lazić');
    const family = await app.signInAsClientOf(clientId);
    const period = billingPeriodOf(serviceDay(new Date()).date);
    expect(
      (await admin.put(`/api/clients/${clientId}/subscription`, { plan: 'memorial' })).status,
    ).toBe(200);

    const deadline = Date.now() + 15_000;
    let invoices = await planInvoicesOf(family);
    while (invoices.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      invoices = await planInvoicesOf(family);
    }
    expect(invoices.map((i) => [i.total, i.status])).toEqual([['99.00', 'open']]);

    const run = await runPlanInvoicing({
      pool: app.deps.pool,
      eventStore: app.deps.eventStore,
      logger: app.deps.logger,
    });
    if (run.position) await app.deps.waitForProjections(run.position);
    expect(await planInvoicesOf(family)).toHaveLength(1);
    expect(
      (await app.streamEvents(planInvoiceStreamId(clientId, period))).map((e) => e.type),
    ).toEqual(['PlanInvoiceClaimed', 'PlanInvoiceIssued']);
  });
});
