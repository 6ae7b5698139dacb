import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceStreamId } from '@memorial-care/contracts/events';
import { isCreditorReference, serviceDay } from '@memorial-care/contracts/domain';
import {
  invoicePageSchema,
  invoiceSchema,
  paymentInstructionsSchema,
  paymentPageSchema,
  paymentSchema,
  paymentsSummarySchema,
  statementImportResultSchema,
  unmatchedTransferListSchema,
  type InvoiceInput,
  type PaymentInput,
} from '@memorial-care/contracts/http';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { camt053, csvStatement } from './statements/testing-statements';

// The ledger over HTTP, with real sessions: an admin issues invoices and records payments; a
// family sees only its own; nothing a refused request sent is ever recorded.

const registerClientRecord = (app: TestApp, name: string) => recordClientRecord(app, { name });

let app: TestApp;
let admin: TestClient;
let caretaker: TestClient;
let milicaId: string;
let jovanId: string;
let milica: TestClient;
let jovan: TestClient;

const signInAsFamily = (clientId: string) => app.signInAsClientOf(clientId);

beforeAll(async () => {
  app = await startTestApp();
  milicaId = await registerClientRecord(app, 'Milica Petrović');
  jovanId = await registerClientRecord(app, 'Jovan Jovanović');
  admin = await app.signInAs('admin');
  caretaker = await app.signInAs('caretaker');
  milica = await signInAsFamily(milicaId);
  jovan = await signInAsFamily(jovanId);
});
afterAll(() => app?.close());

const today = serviceDay(new Date()).date;
const year = Number(today.slice(0, 4));

const planInvoice = (clientId: string, overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  clientId,
  lines: [{ description: 'Standard plan', quantity: 1, unitPrice: '49.00' }],
  ...overrides,
});

const issue = async (input: InvoiceInput) => {
  const response = await admin.post('/api/invoices', input);
  expect(response.status, await response.clone().text()).toBe(201);
  return invoiceSchema.parse(await response.json());
};

const pay = (input: PaymentInput) => admin.post('/api/payments', input);

const summaryOf = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/payments/summary${query}`);
  expect(response.status).toBe(200);
  return paymentsSummarySchema.parse(await response.json());
};

const eventCount = async (invoiceId: string) =>
  (await app.streamEvents(invoiceStreamId(invoiceId))).length;

describe('issuing an invoice', () => {
  it('numbers it in the year, totals it exactly and gives it an RF reference', async () => {
    const invoice = await issue(
      planInvoice(milicaId, {
        lines: [
          { description: 'Standard plan', quantity: 1, unitPrice: '49.00' },
          { description: 'Candles', quantity: 3, unitPrice: 4.99 },
        ],
        vatRate: '20',
      }),
    );
    expect(invoice).toMatchObject({
      clientId: milicaId,
      clientName: 'Milica Petrović',
      kind: 'manual',
      subtotal: '63.97',
      vatAmount: '12.79',
      total: '76.76',
      paid: '0.00',
      balance: '76.76',
      status: 'open',
      overdue: false,
      issuedOn: today,
      currency: 'EUR',
    });
    expect(invoice.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(isCreditorReference(invoice.reference)).toBe(true);
    // Due 14 days after issue by default.
    expect(Date.parse(invoice.dueDate) - Date.parse(invoice.issuedOn)).toBe(14 * 86_400_000);
  });

  it('gives 8 concurrent issuers 8 consecutive numbers: no gap, no duplicate', async () => {
    const before = (await issue(planInvoice(jovanId))).number;
    const issued = await Promise.all(Array.from({ length: 8 }, () => issue(planInvoice(jovanId))));
    const sequences = issued
      .map((invoice) => Number(invoice.number.slice(5)))
      .sort((a, b) => a - b);
    const first = Number(before.slice(5)) + 1;
    expect(sequences).toEqual(Array.from({ length: 8 }, (_, i) => first + i));
  });

  it('refuses bad input with field errors and records nothing', async () => {
    const { total: before } = invoicePageSchema.parse(
      await (await admin.get('/api/invoices?pageSize=1')).json(),
    );
    const bad: [unknown, string][] = [
      [{ ...planInvoice(milicaId), lines: [] }, 'lines'],
      [
        planInvoice(milicaId, { lines: [{ description: 'x', unitPrice: '-1' }] }),
        'lines.0.unitPrice',
      ],
      [
        planInvoice(milicaId, { lines: [{ description: 'x', unitPrice: '1.234' }] }),
        'lines.0.unitPrice',
      ],
      [
        planInvoice(milicaId, { lines: [{ description: 'x', unitPrice: 'NaN' }] }),
        'lines.0.unitPrice',
      ],
      [
        planInvoice(milicaId, { lines: [{ description: 'x', quantity: 0, unitPrice: '1' }] }),
        'lines.0.quantity',
      ],
      [planInvoice(milicaId, { vatRate: '101' }), 'vatRate'],
      [planInvoice(milicaId, { dueDate: '2026-02-30' }), 'dueDate'],
      [planInvoice(milicaId, { dueDate: '2001-01-01' }), 'dueDate'],
      [planInvoice(randomUUID()), 'clientId'],
    ];
    for (const [body, field] of bad) {
      const response = await admin.post('/api/invoices', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { errors?: { path: string }[] };
      expect(answer.errors?.map((e) => e.path).join(','), JSON.stringify(body)).toContain(field);
    }
    const { total: after } = invoicePageSchema.parse(
      await (await admin.get('/api/invoices?pageSize=1')).json(),
    );
    expect(after).toBe(before);
  });

  it('is for admins only', async () => {
    for (const client of [milica, caretaker]) {
      const response = await client.post('/api/invoices', planInvoice(milicaId));
      expect(response.status).toBe(403);
    }
  });
});

describe('who sees an invoice', () => {
  it("a family sees its own invoices only; another family's is not found; caretakers none", async () => {
    const mine = await issue(planInvoice(milicaId));
    const theirs = await issue(planInvoice(jovanId));

    const own = invoicePageSchema.parse(
      await (await milica.get('/api/invoices?pageSize=100')).json(),
    );
    expect(own.items.map((i) => i.clientId)).toEqual(own.items.map(() => milicaId));
    expect(own.items.map((i) => i.id)).toContain(mine.id);
    // Naming another client changes nothing: a family's list is always its own.
    const sneaky = invoicePageSchema.parse(
      await (await milica.get(`/api/invoices?clientId=${jovanId}`)).json(),
    );
    expect(sneaky.items.every((i) => i.clientId === milicaId)).toBe(true);

    expect((await milica.get(`/api/invoices/${mine.id}`)).status).toBe(200);
    expect((await milica.get(`/api/invoices/${theirs.id}`)).status).toBe(404);
    expect((await milica.get(`/api/invoices/${theirs.id}/payment-instructions`)).status).toBe(404);
    expect((await caretaker.get('/api/invoices')).status).toBe(403);
    expect((await caretaker.get('/api/payments')).status).toBe(403);
    expect((await caretaker.get(`/api/invoices/${mine.id}`)).status).toBe(403);
    expect((await app.client().get('/api/invoices')).status).toBe(401);
  });

  it('answers bank-transfer instructions with an EPC QR of what is still owed', async () => {
    const invoice = await issue(planInvoice(milicaId));
    await pay({ invoiceId: invoice.id, amount: '9.00', method: 'cash', paidOn: today });
    const response = await milica.get(`/api/invoices/${invoice.id}/payment-instructions`);
    expect(response.status).toBe(200);
    const instructions = paymentInstructionsSchema.parse(await response.json());
    expect(instructions).toMatchObject({
      amount: '40.00',
      reference: invoice.reference,
      iban: app.config.billingCreditor.iban,
      ipsQrPayload: null,
    });
    expect(instructions.epcQrPayload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      app.config.billingCreditor.bic,
      app.config.billingCreditor.name,
      app.config.billingCreditor.iban,
      'EUR40.00',
      '',
      invoice.reference,
      '',
    ]);
    expect(instructions.epcQrSvg).toContain('<svg');
  });
});

describe('recording payments', () => {
  it('takes partial payments until the invoice is paid, then an overpayment as credit', async () => {
    const clientId = await registerClientRecord(app, 'Petar Marković');
    const invoice = await issue(planInvoice(clientId));
    const first = await pay({
      invoiceId: invoice.id,
      amount: '20',
      method: 'bank_transfer',
      paidOn: today,
      bankReference: `ref ${randomUUID()}`,
    });
    expect(first.status).toBe(201);
    expect(paymentSchema.parse(await first.json())).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      amount: '20.00',
      method: 'bank_transfer',
    });
    let now = invoiceSchema.parse(await (await admin.get(`/api/invoices/${invoice.id}`)).json());
    expect(now).toMatchObject({ status: 'open', paid: '20.00', balance: '29.00' });

    expect(
      (await pay({ invoiceId: invoice.id, amount: '29.00', method: 'cash', paidOn: today })).status,
    ).toBe(201);
    now = invoiceSchema.parse(await (await admin.get(`/api/invoices/${invoice.id}`)).json());
    expect(now).toMatchObject({ status: 'paid', paid: '49.00', balance: '0.00' });

    expect(
      (await pay({ invoiceId: invoice.id, amount: '5.00', method: 'card', paidOn: today })).status,
    ).toBe(201);
    const summary = await summaryOf(admin, `?clientId=${clientId}`);
    expect(summary).toMatchObject({
      totalPaid: '54.00',
      credit: '5.00',
      pending: '0.00',
      outstanding: '0.00',
      openInvoices: 0,
      lastPaymentOn: today,
    });
  });

  it('finds the invoice by the RF reference a transfer carried (spaces, any case)', async () => {
    const invoice = await issue(planInvoice(milicaId));
    const spaced = invoice.reference.toLowerCase().replace(/(.{4})/g, '$1 ');
    const response = await pay({
      invoiceReference: spaced,
      amount: '49.00',
      method: 'bank_transfer',
      paidOn: today,
    });
    expect(response.status).toBe(201);
    expect(paymentSchema.parse(await response.json()).invoiceId).toBe(invoice.id);
  });

  it('never records the same bank reference twice, even when sent at the same moment', async () => {
    const invoice = await issue(planInvoice(milicaId));
    const bankReference = `NL-${randomUUID()}`;
    const body: PaymentInput = {
      invoiceId: invoice.id,
      amount: '10.00',
      method: 'bank_transfer',
      paidOn: today,
      bankReference,
    };
    const answers = await Promise.all([
      pay(body),
      pay(body),
      pay({ ...body, bankReference: ` ${bankReference.toLowerCase()} ` }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(((await refused.json()) as { code: string }).code).toBe('PAYMENT_ALREADY_RECORDED');
    expect(await eventCount(invoice.id)).toBe(1);
  });

  it('refuses money for a voided invoice, and a void once money came', async () => {
    const invoice = await issue(planInvoice(milicaId));
    const voided = await admin.post(`/api/invoices/${invoice.id}/void`, { reason: 'Issued twice' });
    expect(voided.status).toBe(200);
    expect(invoiceSchema.parse(await voided.json())).toMatchObject({
      status: 'void',
      voidReason: 'Issued twice',
    });
    const refused = await pay({
      invoiceId: invoice.id,
      amount: '49.00',
      method: 'cash',
      paidOn: today,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('INVOICE_VOIDED');

    const paid = await issue(planInvoice(milicaId));
    await pay({ invoiceId: paid.id, amount: '1.00', method: 'cash', paidOn: today });
    const refusedVoid = await admin.post(`/api/invoices/${paid.id}/void`, { reason: 'Wrong' });
    expect(refusedVoid.status).toBe(409);
    expect(((await refusedVoid.json()) as { code: string }).code).toBe('INVOICE_HAS_PAYMENTS');
  });

  it('refuses bad amounts, dates and unknown invoices, recording nothing', async () => {
    const invoice = await issue(planInvoice(milicaId));
    const base = { invoiceId: invoice.id, method: 'cash', paidOn: today, amount: '1.00' } as const;
    const bad: [unknown, string][] = [
      [{ ...base, amount: '0' }, 'amount'],
      [{ ...base, amount: '-5' }, 'amount'],
      [{ ...base, amount: '1.001' }, 'amount'],
      [{ ...base, amount: 'Infinity' }, 'amount'],
      [{ ...base, amount: '99999999999' }, 'amount'],
      [{ ...base, method: 'bitcoin' }, 'method'],
      [{ ...base, paidOn: '2026-13-45' }, 'paidOn'],
      [{ ...base, paidOn: '2999-01-01' }, 'paidOn'],
      [{ ...base, invoiceId: randomUUID() }, 'invoiceId'],
      [{ amount: '1.00', method: 'cash', paidOn: today }, 'invoiceId'],
      [{ ...base, bankReference: 'x'.repeat(101) }, 'bankReference'],
    ];
    for (const [body, field] of bad) {
      const response = await admin.post('/api/payments', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { errors?: { path: string }[] };
      expect(answer.errors?.map((e) => e.path).join(','), JSON.stringify(body)).toContain(field);
    }
    expect(await eventCount(invoice.id)).toBe(0);
    for (const client of [milica, caretaker])
      expect((await client.post('/api/payments', base)).status).toBe(403);
  });
});

describe("a family's summary and history", () => {
  it('splits what is owed into not yet due and overdue, and lists payments newest first', async () => {
    const clientId = await registerClientRecord(app, 'Ana Ilić');
    const family = await signInAsFamily(clientId);
    const a = await issue(planInvoice(clientId));
    const b = await issue(
      planInvoice(clientId, { lines: [{ description: 'Candles', unitPrice: '10.00' }] }),
    );
    await pay({ invoiceId: a.id, amount: '9.00', method: 'cash', paidOn: '2026-01-02' });
    await pay({ invoiceId: b.id, amount: '1.00', method: 'paypal', paidOn: today });

    const summary = await summaryOf(family);
    expect(summary).toMatchObject({
      totalPaid: '10.00',
      pending: '49.00',
      outstanding: '0.00',
      openInvoices: 2,
      overdueInvoices: 0,
      lastPaymentOn: today,
      lastPaymentMethod: 'paypal',
    });
    expect(await summaryOf(admin, `?clientId=${clientId}`)).toEqual(summary);
    // Without a client, an admin gets the business's totals: at least this family's.
    const business = await summaryOf(admin);
    expect(Number(business.totalPaid)).toBeGreaterThanOrEqual(10);
    expect(business.openInvoices).toBeGreaterThanOrEqual(2);

    const history = paymentPageSchema.parse(await (await family.get('/api/payments')).json());
    expect(history.items.map((p) => p.paidOn)).toEqual([today, '2026-01-02']);
    expect(history.total).toBe(2);
  });
});

describe('the invoice PDF', () => {
  it("opens as a PDF in the family's language, for the admin and the owning family only", async () => {
    const invoice = await issue(
      planInvoice(milicaId, {
        lines: [{ description: 'Čišćenje groba – Đorđe', unitPrice: '35.00' }],
      }),
    );
    for (const client of [admin, milica]) {
      const response = await client.get(`/api/invoices/${invoice.id}/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      // Serbian is the client's language here (the default).
      expect(pdf.getTitle()).toBe(`Faktura ${invoice.number}`);
    }
    expect((await jovan.get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await caretaker.get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(403);
  });
});

describe('importing a bank statement', () => {
  it('records the transfers that name an invoice, once, and keeps the rest for review', async () => {
    const clientId = await registerClientRecord(app, 'Marko Stanić');
    const family = await signInAsFamily(clientId);
    const invoice = await issue(planInvoice(clientId));
    const other = await issue(
      planInvoice(clientId, { lines: [{ description: 'Flowers', unitPrice: '15.00' }] }),
    );
    const file = camt053([
      {
        amount: '49.00',
        bookedOn: today,
        remittance: invoice.reference,
        structured: true,
        bankReference: `B-${randomUUID()}`,
      },
      { amount: '15,00'.replace(',', '.'), bookedOn: today, remittance: `Cveće ${other.number}` },
      { amount: '30.00', bookedOn: today, remittance: 'Za groblje, hvala', payer: 'Neko Nepoznat' },
      { amount: '10.00', bookedOn: today, remittance: invoice.reference, currency: 'CHF' },
      { amount: '2.00', bookedOn: today, remittance: 'Fee', debit: true },
    ]);
    const first = await admin.post('/api/payments/import', {
      fileName: 'novembar.xml',
      content: file,
    });
    expect(first.status).toBe(200);
    const result = statementImportResultSchema.parse(await first.json());
    expect(result).toMatchObject({
      format: 'camt053',
      alreadyImported: false,
      lines: 4,
      alreadyRecorded: 0,
    });
    expect(result.matched.map((m) => m.invoiceNumber).sort()).toEqual(
      [invoice.number, other.number].sort(),
    );
    expect(result.unmatched.map((u) => u.reason).sort()).toEqual(['no_reference', 'not_eur']);

    // The family sees both invoices paid.
    const theirs = invoicePageSchema.parse(await (await family.get('/api/invoices')).json());
    expect(theirs.items.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect((await summaryOf(family)).totalPaid).toBe('64.00');

    // The same file again: nothing recorded twice, nothing reviewed twice.
    const again = statementImportResultSchema.parse(
      await (
        await admin.post('/api/payments/import', { fileName: 'copy.xml', content: file })
      ).json(),
    );
    expect(again).toMatchObject({ alreadyImported: true, matched: [], alreadyRecorded: 2 });
    expect((await summaryOf(family)).totalPaid).toBe('64.00');

    // The review: the unknown transfer is assigned to an invoice by hand; the CHF one set aside.
    const waiting = unmatchedTransferListSchema
      .parse(await (await admin.get('/api/payments/unmatched')).json())
      .filter((u) => u.statementId === result.statementId);
    expect(waiting).toHaveLength(2);
    const unknown = waiting.find((u) => u.reason === 'no_reference')!;
    const chf = waiting.find((u) => u.reason === 'not_eur')!;
    const third = await issue(
      planInvoice(clientId, { lines: [{ description: 'Candles', unitPrice: '30.00' }] }),
    );
    const path = (u: typeof unknown, action: string) =>
      `/api/payments/unmatched/${u.statementId}/${u.line}/${action}`;
    expect((await admin.post(path(chf, 'assign'), { invoiceId: third.id })).status).toBe(422);
    const assigned = await admin.post(path(unknown, 'assign'), { invoiceId: third.id });
    expect(assigned.status).toBe(200);
    expect(paymentSchema.parse(await assigned.json())).toMatchObject({
      amount: '30.00',
      invoiceId: third.id,
    });
    expect((await admin.post(path(unknown, 'assign'), { invoiceId: third.id })).status).toBe(409);
    expect(
      (await admin.post(path(chf, 'dismiss'), { note: 'Swiss account, refunded' })).status,
    ).toBe(204);
    const left = unmatchedTransferListSchema
      .parse(await (await admin.get('/api/payments/unmatched')).json())
      .filter((u) => u.statementId === result.statementId);
    expect(left).toEqual([]);
    expect((await summaryOf(family)).totalPaid).toBe('94.00');
  });

  it('reads a CSV export the same way, and refuses what is not a statement', async () => {
    const invoice = await issue(planInvoice(jovanId));
    const csv = csvStatement([
      {
        amount: '49.00',
        bookedOn: today,
        remittance: invoice.reference,
        bankReference: `C-${randomUUID()}`,
      },
    ]);
    const response = await admin.post('/api/payments/import', {
      fileName: 'export.csv',
      content: csv,
    });
    expect(response.status).toBe(200);
    expect(statementImportResultSchema.parse(await response.json()).matched).toHaveLength(1);
    for (const content of ['', 'x'.repeat(900_001), 'a,b\n1,2', '<Document></Document>']) {
      const refused = await admin.post('/api/payments/import', { fileName: 'bad', content });
      expect(refused.status, content.slice(0, 20)).toBe(400);
    }
    expect(
      (await milica.post('/api/payments/import', { fileName: 'x.csv', content: csv })).status,
    ).toBe(403);
    expect((await milica.get('/api/payments/unmatched')).status).toBe(403);
    expect(
      (await admin.post(`/api/payments/unmatched/${'0'.repeat(64)}/1/dismiss`, { note: 'x' }))
        .status,
    ).toBe(404);
  });
});
