import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, serviceDay, toCents, type AgingBucket } from '@memorial-care/contracts/domain';
import {
  invoiceAgingSchema,
  invoiceExportQuerySchema,
  invoiceSorts,
  invoicePageSchema,
  paymentPageSchema,
  paymentSchema,
  revenueByMonthSchema,
} from '@memorial-care/contracts/http';
import { invoicesForExport } from '@memorial-care/projections/billing';
import { systemContext } from '../shared/command-handler';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { issueInvoice } from './commands';
import { invoiceCsvColumns } from './invoice-csv';

// The admin's reports over HTTP: revenue by month equals the payments recorded, the aging
// buckets split at their boundaries (0, 30, 31, 60, 61 days past due) as the invoices list's
// aging filter does, and the CSV export parses back to the list.

let app: TestApp;
let admin: TestClient;
let milicaId: string;
let formulaId: string;

const today = serviceDay(new Date()).date;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** An invoice due on `dueDate`, issued 14 days before it (a command run then) or today. */
const issueBackdated = async (clientId: string, unitPrice: string, dueDate: string) => {
  const issuedOn = addDays(dueDate, -14) < today ? addDays(dueDate, -14) : today;
  const { invoice, position } = await issueInvoice(
    app.deps.eventStore,
    {
      kind: 'manual',
      clientId,
      lines: [{ description: 'Grave cleaning', quantity: 1, unitPrice }],
      vatRate: '0',
      vatNote: null,
      dueDate,
    },
    systemContext(new Date(`${issuedOn}T12:00:00Z`)),
  );
  if (position) await app.deps.waitForProjections(position);
  return invoice;
};

const pay = async (invoiceId: string, amount: string, paidOn: string) => {
  const response = await admin.post('/api/payments', {
    invoiceId,
    amount,
    method: 'bank_transfer',
    paidOn,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return paymentSchema.parse(await response.json()).id;
};

const json = async (client: TestClient, path: string) => {
  const response = await client.get(path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as unknown;
};

const listAll = async (query: Record<string, string>) =>
  invoicePageSchema.parse(
    await json(admin, `/api/invoices?${new URLSearchParams({ ...query, pageSize: '100' })}`),
  );

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  milicaId = await recordClientRecord(app, { name: 'Milica Petrović' });
  // A name a spreadsheet would run as a formula.
  formulaId = await recordClientRecord(app, { name: '=HYPERLINK("http://x.example","Ana")' });
});
afterAll(() => app?.close());

describe('the reports are for admins only', () => {
  const paths = ['/api/payments/revenue', '/api/invoices/aging', '/api/invoices/export.csv'];

  it('refuses anonymous callers (401), clients and caretakers (403)', async () => {
    const client = await app.signInAsClientOf(milicaId);
    const caretaker = await app.signInAs('caretaker');
    for (const path of paths) {
      expect((await app.client().get(path)).status, path).toBe(401);
      expect((await client.get(path)).status, `client ${path}`).toBe(403);
      expect((await caretaker.get(path)).status, `caretaker ${path}`).toBe(403);
    }
  });

  it('answers bad query strings with a 400 and a message, never a 5xx', async () => {
    const bad = [
      '/api/payments/revenue?months=0',
      '/api/payments/revenue?months=37',
      '/api/payments/revenue?months=1.5',
      '/api/payments/revenue?months=abc',
      '/api/payments/revenue?months=1e309',
      '/api/payments/revenue?months=1&months=2',
      '/api/invoices/export.csv?aging=90',
      '/api/invoices/export.csv?status=overdue',
      '/api/invoices/export.csv?sort=number',
      `/api/invoices/export.csv?search=${'x'.repeat(5_000)}`,
      '/api/invoices/export.csv?clientId=..%2F..',
      '/api/invoices?aging=%00',
    ];
    for (const path of bad) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { message?: unknown }).message, path).toEqual(
        expect.any(String),
      );
    }
  });
});

describe('hostile query strings', () => {
  const queryText = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('%00', '%E0%A4%A', '1e309', '-1', "1' OR '1'='1", 'a'.repeat(3_000)),
  );
  const query = fc.dictionary(
    fc.constantFrom('months', 'aging', 'status', 'sort', 'search', 'clientId', 'overdue', 'x'),
    queryText,
    { maxKeys: 4 },
  );

  it('never make a report fail: a 200, or a 400 with a message', async () => {
    const paths = ['/api/payments/revenue', '/api/invoices/aging', '/api/invoices/export.csv'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, params) => {
        const response = await admin.get(`${path}?${new URLSearchParams(params)}`);
        expect([200, 400], `${path} ${JSON.stringify(params)}`).toContain(response.status);
        if (response.status === 400)
          expect(((await response.json()) as { message?: unknown }).message).toEqual(
            expect.any(String),
          );
        else await response.arrayBuffer();
      }),
      { numRuns: 60, seed: 20_260_514 },
    );
  });
});

describe('GET /api/invoices/aging', () => {
  beforeAll(async () => {
    // Days past due → the bucket each one falls in. Due today is not yet overdue.
    const cases: [number, AgingBucket, string][] = [
      [-5, 'not_due', '10.00'],
      [0, 'not_due', '11.00'],
      [1, '1-30', '12.00'],
      [30, '1-30', '13.00'],
      [31, '31-60', '14.00'],
      [60, '31-60', '15.00'],
      [61, 'over_60', '16.00'],
      [400, 'over_60', '17.00'],
    ];
    for (const [daysPastDue, , price] of cases)
      await issueBackdated(milicaId, price, addDays(today, -daysPastDue));
    // Partly paid: still owes the rest, in its bucket.
    const partly = await issueBackdated(milicaId, '100.00', addDays(today, -45));
    await pay(partly.invoiceId, '40.00', today);
    // Paid in full and voided ones owe nothing: in no bucket.
    const paid = await issueBackdated(milicaId, '20.00', addDays(today, -45));
    await pay(paid.invoiceId, '20.00', today);
    const voided = await issueBackdated(milicaId, '30.00', addDays(today, -45));
    const response = await admin.post(`/api/invoices/${voided.invoiceId}/void`, {
      reason: 'Issued twice',
    });
    expect(response.status).toBe(200);
  });

  it('sums what open invoices owe per bucket, split at 0/30/31/60/61 days past due', async () => {
    const aging = invoiceAgingSchema.parse(await json(admin, '/api/invoices/aging'));
    expect(aging.asOf).toBe(today);
    expect(aging.buckets).toEqual([
      { bucket: 'not_due', owed: '21.00', invoices: 2 },
      { bucket: '1-30', owed: '25.00', invoices: 2 },
      { bucket: '31-60', owed: '89.00', invoices: 3 },
      { bucket: 'over_60', owed: '33.00', invoices: 2 },
    ]);
    expect(aging).toMatchObject({ owed: '168.00', invoices: 9 });
  });

  it('lists the same invoices as the invoices list filtered by each bucket', async () => {
    const aging = invoiceAgingSchema.parse(await json(admin, '/api/invoices/aging'));
    for (const { bucket, owed, invoices } of aging.buckets) {
      const page = await listAll({ aging: bucket });
      expect(page.total, bucket).toBe(invoices);
      expect(fromCents(page.items.reduce((sum, i) => sum + toCents(i.balance), 0n)), bucket).toBe(
        owed,
      );
      expect(
        page.items.every((i) => i.status === 'open'),
        bucket,
      ).toBe(true);
    }
    // Overdue = the three overdue buckets.
    const overdue = await listAll({ overdue: 'true' });
    expect(overdue.total).toBe(7);
  });
});

describe('GET /api/payments/revenue', () => {
  const month = (offset: number) => {
    const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + offset;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };

  beforeAll(async () => {
    const invoice = await issueBackdated(milicaId, '5000.00', addDays(today, 10));
    // The 15th of a month is in that month in every time zone.
    await pay(invoice.invoiceId, '100.10', `${month(-1)}-15`);
    await pay(invoice.invoiceId, '0.20', `${month(-1)}-01`);
    await pay(invoice.invoiceId, '250.00', `${month(-5)}-15`);
    await pay(invoice.invoiceId, '999.00', `${month(-12)}-15`);
    const latest = await pay(invoice.invoiceId, '7.77', today);
    // Money paid back is money that did not stay: netted in the month of the refund.
    const refund = await admin.post(`/api/payments/${latest}/refunds`, {
      amount: '7.00',
      method: 'bank_transfer',
      refundedOn: today,
    });
    expect(refund.status, await refund.clone().text()).toBe(201);
  });

  it('answers the last 12 months, oldest first, each with its payments net of its refunds', async () => {
    const revenue = revenueByMonthSchema.parse(await json(admin, '/api/payments/revenue'));
    expect(revenue.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => month(i - 11)),
    );
    // Every payment recorded, grouped by its month: the same sums.
    const payments = paymentPageSchema.parse(await json(admin, '/api/payments?pageSize=100'));
    const expected = new Map<string, bigint>();
    const add = (day: string, cents: bigint) =>
      expected.set(day.slice(0, 7), (expected.get(day.slice(0, 7)) ?? 0n) + cents);
    for (const payment of payments.items) {
      add(payment.paidOn, toCents(payment.amount));
      for (const refund of payment.refunds) add(refund.refundedOn, -toCents(refund.amount));
    }
    for (const { month: key, received } of revenue.months)
      expect(received, key).toBe(fromCents(expected.get(key) ?? 0n));
    expect(revenue.months.find((m) => m.month === month(-1))).toMatchObject({
      received: '100.30',
      payments: 2,
    });
    expect(revenue.months.find((m) => m.month === month(-2))).toMatchObject({
      received: '0.00',
      payments: 0,
    });
    // This month: 40.00 and 20.00 (the aging invoices), 7.77 in and 7.00 of it paid back.
    expect(revenue.months.at(-1)).toMatchObject({ received: '60.77', payments: 3 });
    // The 13th month back is not among them.
    const inWindow = revenue.months.reduce((sum, m) => sum + toCents(m.received), 0n);
    expect(revenue.total).toBe(fromCents(inWindow));
    const all = payments.items.reduce(
      (sum, p) => sum + toCents(p.amount) - toCents(p.refunded),
      0n,
    );
    expect(toCents(revenue.total)).toBe(all - 99_900n);
  });

  it('answers as many months as asked', async () => {
    const revenue = revenueByMonthSchema.parse(await json(admin, '/api/payments/revenue?months=2'));
    expect(revenue.months.map((m) => m.month)).toEqual([month(-1), month(0)]);
  });
});

describe('GET /api/invoices/export.csv', () => {
  beforeAll(async () => {
    await issueBackdated(formulaId, '42.50', addDays(today, -3));
    const overpaid = await issueBackdated(formulaId, '10.00', addDays(today, 5));
    await pay(overpaid.invoiceId, '15.00', today);
  });

  const exportOf = async (query: Record<string, string>) => {
    const response = await admin.get(`/api/invoices/export.csv?${new URLSearchParams(query)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, text: bytes.toString('utf8') };
  };

  const rowsOf = (text: string) =>
    parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];

  it('is a dated attachment of every matching invoice, parsing back to the list', async () => {
    const queries: Record<string, string>[] = [
      {},
      { status: 'open', sort: 'dueDate' },
      { aging: '31-60', sort: '-total' },
      { overdue: 'true' },
      { search: 'petrović' },
      { clientId: formulaId },
    ];
    for (const query of queries) {
      const { response, text } = await exportOf(query);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="invoices-${today}.csv"`,
      );
      const rows = rowsOf(text);
      const list = await listAll(query);
      expect(list.total).toBeLessThanOrEqual(100);
      expect(Object.keys(rows[0] ?? {}), JSON.stringify(query)).toEqual(
        rows.length > 0 ? invoiceCsvColumns : [],
      );
      expect(
        rows.map((row) => [row.number, row.total, row.paid, row.balance, row.status]),
        JSON.stringify(query),
      ).toEqual(list.items.map((i) => [i.number, i.total, i.paid, i.balance, i.status]));
    }
  });

  it('writes amounts as plain decimals and guards cells a spreadsheet would run', async () => {
    const { bytes, text } = await exportOf({ clientId: formulaId, sort: 'total' });
    // A UTF-8 byte order mark, so that spreadsheets read the names' letters right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('\ufeffnumber,client,client_id,')).toBe(true);
    const rows = rowsOf(text);
    expect(rows.map((row) => [row.client, row.total, row.paid, row.balance])).toEqual([
      ['\'=HYPERLINK("http://x.example","Ana")', '10.00', '15.00', '-5.00'],
      ['\'=HYPERLINK("http://x.example","Ana")', '42.50', '0.00', '42.50'],
    ]);
    expect(rows[1]).toMatchObject({ overdue: 'true', status: 'open', currency: 'EUR' });
  });

  it('reads every row batch after batch, in each order of the list', async () => {
    for (const sort of invoiceSorts) {
      const exported: string[] = [];
      for await (const invoice of invoicesForExport(
        app.deps.pool,
        invoiceExportQuerySchema.parse({ sort }),
        today,
        2,
      ))
        exported.push(invoice.number);
      const list = await listAll({ sort });
      expect(exported, sort).toEqual(list.items.map((i) => i.number));
    }
  });
});
