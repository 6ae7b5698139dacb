import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceInvoiceStreamId, serviceRequestStreamId } from '@memorial-care/contracts/events';
import { invoicePageSchema, type Invoice } from '@memorial-care/contracts/http';
import {
  bookServiceRequest,
  recordCaretaker,
  recordGrave,
} from '../service-requests/int-test-fixtures';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { serviceInvoiceReactor } from './service-invoice-reactor';

// Completed work the plan does not cover is billed once, in the family's language, as soon as
// it is completed; work under a plan, free work and work already paid are not.

let app: TestApp;
let admin: TestClient;
let family: TestClient;
let booking: { clientId: string; graveId: string; caretakerId: string };

beforeAll(async () => {
  app = await startTestApp({
    worker: { reactors: [serviceInvoiceReactor], reactorTiming: { checkpointFlushMs: 20 } },
  });
  admin = await app.signInAs('admin');
  const cemetery = await admin.post('/api/cemeteries', {
    name: 'Novo groblje',
    city: 'Beograd',
    region: 'Grad Beograd',
  });
  expect(cemetery.status).toBe(201);
  const cemeteryId = ((await cemetery.json()) as { id: string }).id;
  const clientId = await recordClientRecord(app, {
    name: 'Jelena Schmidt',
    preferredLanguage: 'German',
  });
  family = await app.signInAsClientOf(clientId);
  booking = {
    clientId,
    graveId: await recordGrave(app, clientId, cemeteryId),
    caretakerId: await recordCaretaker(app, {
      name: 'Dragan',
      preferredVisitDays: [],
      holidayDates: [],
    }),
  };
});
afterAll(() => app?.close());

const serviceInvoices = async (): Promise<Invoice[]> =>
  invoicePageSchema
    .parse(await (await family.get('/api/invoices?pageSize=100')).json())
    .items.filter((invoice) => invoice.kind === 'service');

/** The reactor's invoices reach the read model a moment after the completion. */
const waitForServiceInvoices = async (count: number) => {
  const deadline = Date.now() + 15_000;
  let invoices = await serviceInvoices();
  while (invoices.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    invoices = await serviceInvoices();
  }
  return invoices;
};

const complete = async (requestId: string) =>
  expect(
    (await admin.patch(`/api/service-requests/${requestId}`, { status: 'completed' })).status,
  ).toBe(200);

describe('the service invoice of a completed request', () => {
  it('is issued once, in the family language, for work the plan does not cover', async () => {
    const billed = await bookServiceRequest(admin, { ...booking, amount: '45.50' });
    const underPlan = await bookServiceRequest(admin, { ...booking, amount: '45.50' });
    await admin.patch(`/api/service-requests/${underPlan}`, { planSelected: 'standard' });
    const free = await bookServiceRequest(admin, { ...booking, amount: '0' });
    const paid = await bookServiceRequest(admin, { ...booking, amount: '20' });
    await admin.patch(`/api/service-requests/${paid}`, { paymentStatus: 'paid' });
    // Not completed yet: nothing to bill.
    expect(await serviceInvoices()).toEqual([]);

    for (const requestId of [underPlan, free, paid, billed]) await complete(requestId);
    const [invoice, ...more] = await waitForServiceInvoices(1);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'service',
      total: '45.50',
      status: 'open',
    });
    expect(invoice!.lines).toEqual([
      {
        description: 'Grabreinigung — Radmila Ilić, Novo groblje',
        quantity: 1,
        unitPrice: '45.50',
        amount: '45.50',
      },
    ]);
    expect((await app.streamEvents(serviceInvoiceStreamId(billed))).map((e) => e.type)).toEqual([
      'ServiceInvoiceClaimed',
      'ServiceInvoiceIssued',
    ]);
    for (const requestId of [underPlan, free, paid])
      expect(await app.streamEvents(serviceInvoiceStreamId(requestId))).toEqual([]);

    // A replay of the completion, twice at once, and a later edit issue nothing more.
    const completion = (await app.streamEvents(serviceRequestStreamId(billed))).at(-1)!;
    const deps = { pool: app.deps.pool, eventStore: app.deps.eventStore };
    await Promise.all([
      serviceInvoiceReactor.react(completion, deps),
      serviceInvoiceReactor.react(completion, deps),
    ]);
    await admin.patch(`/api/service-requests/${billed}`, { amount: '50' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await serviceInvoices()).toHaveLength(1);
    expect(await app.streamEvents(serviceInvoiceStreamId(billed))).toHaveLength(2);
  });
});
