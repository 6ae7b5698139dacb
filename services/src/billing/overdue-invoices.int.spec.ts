import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayToIso, isoToDay, serviceDay } from '@memorial-care/contracts/domain';
import { invoiceOverdueStreamId } from '@memorial-care/contracts/events';
import { invoiceSchema, notificationListSchema } from '@memorial-care/contracts/http';
import { eventually } from '@memorial-care/projections/testing';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { recordOverdueInvoices } from './overdue-invoices';

// Issue 16: an invoice still open after its due date is recorded once as overdue, and the office
// hears of it in the bell; paid invoices and those not yet due are left alone.

let app: TestApp;
let admin: TestClient;
let family: TestClient;

const today = serviceDay(new Date()).date;
/** Noon in Serbia, `days` from today: the job's clock. */
const dayFromNow = (days: number) => new Date(`${dayToIso(isoToDay(today) + days)}T10:00:00Z`);

const issueInvoice = async (clientId: string, dueDate: string) => {
  const response = await admin.post('/api/invoices', {
    clientId,
    lines: [{ description: 'Grave care', quantity: 1, unitPrice: '40.00' }],
    dueDate,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return invoiceSchema.parse(await response.json());
};

const run = (now: Date) =>
  recordOverdueInvoices(
    { pool: app.deps.pool, eventStore: app.deps.eventStore, logger: app.deps.logger },
    now,
  );

const overdueNotifications = async (client: TestClient) => {
  const response = await client.get('/api/notifications');
  expect(response.status).toBe(200);
  return notificationListSchema
    .parse(await response.json())
    .items.filter((item) => item.kind === 'invoice_overdue');
};

beforeAll(async () => {
  app = await startTestApp({ demoAccounts: true });
  admin = await app.signInAs('admin');
  const clientId = await recordClientRecord(app, { name: 'Milica Jovanović' });
  family = await app.signInAsClientOf(clientId);
});
afterAll(() => app?.close());

describe('the invoice-aging job', () => {
  it('records each open invoice past its due date once, and the admins are told', async () => {
    const clientId = await recordClientRecord(app, { name: 'Dragan Ilić' });
    const dueIn3 = dayToIso(isoToDay(today) + 3);
    const open = await issueInvoice(clientId, dueIn3);
    const paid = await issueInvoice(clientId, dueIn3);
    const later = await issueInvoice(clientId, dayToIso(isoToDay(today) + 30));
    const payment = await admin.post('/api/payments', {
      invoiceId: paid.id,
      amount: '40.00',
      method: 'bank_transfer',
      paidOn: today,
    });
    expect(payment.status, await payment.clone().text()).toBe(201);

    // On the due day nothing is overdue yet.
    expect(await run(dayFromNow(3))).toMatchObject({ recorded: 0 });
    // The day after, only the open one; a second run at once (read model not yet caught up)
    // and a later one both add nothing.
    expect(await run(dayFromNow(4))).toEqual({ today: dayToIso(isoToDay(today) + 4), recorded: 1 });
    expect(await run(dayFromNow(4))).toMatchObject({ recorded: 0 });
    const events = await app.deps.eventStore.readStream(invoiceOverdueStreamId(open.id));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [
        'InvoiceBecameOverdue',
        {
          invoiceId: open.id,
          clientId,
          number: open.number,
          dueDate: dueIn3,
          overdueOn: dayToIso(isoToDay(today) + 4),
          amountDue: '40.00',
        },
      ],
    ]);
    await app.deps.waitForProjections(events.at(-1)!.position);
    expect(await run(dayFromNow(10))).toMatchObject({ recorded: 0 });
    const recordedOn = await app.deps.pool.any(sql.type(
      z.object({ id: z.string(), on: z.string().nullable() }),
    )`SELECT id::text AS id, to_char(overdue_recorded_on, 'YYYY-MM-DD') AS "on"
      FROM invoices WHERE id = ANY(${sql.array([open.id, paid.id, later.id], 'uuid')})`);
    expect(Object.fromEntries(recordedOn.map((row) => [row.id, row.on]))).toEqual({
      [open.id]: dayToIso(isoToDay(today) + 4),
      [paid.id]: null,
      [later.id]: null,
    });

    const told = await eventually(
      () => overdueNotifications(admin),
      (items) => items.some((item) => item.params.invoiceId === open.id),
    );
    expect(told.filter((item) => item.params.invoiceId === open.id)).toEqual([
      expect.objectContaining({
        params: { invoiceId: open.id, clientId, number: open.number, date: dueIn3 },
        read: false,
      }),
    ]);
    expect(told.some((item) => item.params.invoiceId === paid.id)).toBe(false);
    // The office's notice, not the family's.
    expect(await overdueNotifications(family)).toEqual([]);
  });
});
