import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDay } from '@memorial-care/contracts/domain';
import { invoiceStreamId } from '@memorial-care/contracts/events';
import {
  creditNotePageSchema,
  creditNoteSchema,
  invoiceSchema,
  paymentSchema,
  paymentsSummarySchema,
  type InvoiceInput,
} from '@memorial-care/contracts/http';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// Credit notes and refunds over HTTP, with real sessions: an admin credits invoices (the credit
// note numbered with the invoices, gapless under concurrency) and refunds payments within their
// bounds; a family sees its own, and can do neither.

let app: TestApp;
let admin: TestClient;
let caretaker: TestClient;
let familyId: string;
let otherFamilyId: string;
let family: TestClient;
let otherFamily: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  familyId = await recordClientRecord(app, { name: 'Dragana Kredit' });
  otherFamilyId = await recordClientRecord(app, { name: 'Nikola Drugi' });
  admin = await app.signInAs('admin');
  caretaker = await app.signInAs('caretaker');
  family = await app.signInAsClientOf(familyId);
  otherFamily = await app.signInAsClientOf(otherFamilyId);
});
afterAll(() => app?.close());

const year = Number(serviceDay(new Date()).date.slice(0, 4));

const invoiceFor = (clientId: string, unitPrice = '100.00'): InvoiceInput => ({
  clientId,
  lines: [{ description: 'Grave cleaning', quantity: 1, unitPrice }],
});

const issue = async (input: InvoiceInput) => {
  const response = await admin.post('/api/invoices', input);
  expect(response.status, await response.clone().text()).toBe(201);
  return invoiceSchema.parse(await response.json());
};

const creditNote = (invoiceId: string, body: unknown) =>
  admin.post(`/api/invoices/${invoiceId}/credit-notes`, body);

const credit = async (invoiceId: string, body: unknown) => {
  const response = await creditNote(invoiceId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return creditNoteSchema.parse(await response.json());
};

const invoiceNow = async (id: string) =>
  invoiceSchema.parse(await (await admin.get(`/api/invoices/${id}`)).json());

const pay = async (invoiceId: string, amount: string, bankReference?: string) => {
  const response = await admin.post('/api/payments', {
    invoiceId,
    amount,
    method: 'bank_transfer',
    paidOn: serviceDay(new Date()).date,
    bankReference,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return paymentSchema.parse(await response.json());
};

const refund = (paymentId: string, body: Record<string, unknown>) =>
  admin.post(`/api/payments/${paymentId}/refunds`, {
    method: 'bank_transfer',
    refundedOn: serviceDay(new Date()).date,
    ...body,
  });

const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

const summaryOf = async (client: TestClient, query = '') =>
  paymentsSummarySchema.parse(await (await client.get(`/api/payments/summary${query}`)).json());

describe('crediting an invoice', () => {
  it('issues a credit note with the next number, and the invoice asks that much less', async () => {
    const invoice = await issue(invoiceFor(familyId));
    const note = await credit(invoice.id, { amount: '30', reason: 'One visit cancelled' });
    expect(note).toMatchObject({
      number: `${year}-${String(Number(invoice.number.slice(5)) + 1).padStart(6, '0')}`,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      clientId: familyId,
      amount: '30.00',
      reason: 'One visit cancelled',
    });
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'open',
      credited: '30.00',
      balance: '70.00',
      creditNotes: [{ id: note.id, number: note.number, amount: '30.00' }],
    });
    // Without an amount: all that is left.
    const rest = await credit(invoice.id, { reason: 'Service ended' });
    expect(rest.amount).toBe('70.00');
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'paid', balance: '0.00' });
  });

  it('refuses more than is left, a voided invoice and a credit note, recording nothing', async () => {
    const invoice = await issue(invoiceFor(familyId, '50.00'));
    await credit(invoice.id, { amount: '20.00', reason: 'Partly cancelled' });
    const before = (await app.streamEvents(invoiceStreamId(invoice.id))).length;
    const over = await creditNote(invoice.id, { amount: '30.01', reason: 'Too much' });
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({
      code: 'CREDIT_EXCEEDS_INVOICE',
      message: 'At most €30.00 of this invoice is left to credit',
    });

    const voided = await issue(invoiceFor(familyId, '10.00'));
    expect(
      (await admin.post(`/api/invoices/${voided.id}/void`, { reason: 'Issued twice' })).status,
    ).toBe(200);
    const ofVoided = await creditNote(voided.id, { reason: 'Nothing left' });
    expect(ofVoided.status).toBe(409);
    expect(await codeOf(ofVoided)).toBe('INVOICE_VOIDED_NOT_CREDITABLE');

    const note = (await invoiceNow(invoice.id)).creditNotes[0]!;
    const ofNote = await creditNote(note.id, { reason: 'Credit the credit' });
    expect(ofNote.status).toBe(409);
    expect(await codeOf(ofNote)).toBe('CREDIT_NOTE_NOT_CREDITABLE');

    // A credited invoice is credited further, not voided.
    const voidCredited = await admin.post(`/api/invoices/${invoice.id}/void`, { reason: 'x' });
    expect(voidCredited.status).toBe(409);
    expect(await codeOf(voidCredited)).toBe('INVOICE_CREDITED');

    for (const [body, field] of [
      [{ amount: '0.00', reason: 'Zero' }, 'body.amount'],
      [{ amount: '-5', reason: 'Negative' }, 'body.amount'],
      [{ amount: '20.00' }, 'body.reason'],
      [{ amount: '1', reason: 'x'.repeat(501) }, 'body.reason'],
    ] as const) {
      const response = await creditNote(invoice.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
    expect((await creditNote(randomUUID(), { reason: 'Unknown' })).status).toBe(404);
    expect((await app.streamEvents(invoiceStreamId(invoice.id))).length).toBe(before);
  });

  it('numbers credit notes and invoices issued at the same moment without a gap or a duplicate', async () => {
    const credited = await Promise.all(
      Array.from({ length: 4 }, () => issue(invoiceFor(otherFamilyId, '40.00'))),
    );
    const before = Number((await issue(invoiceFor(otherFamilyId))).number.slice(5));
    const numbers = await Promise.all([
      ...credited.map(
        async (invoice) => (await credit(invoice.id, { reason: 'Goodwill' })).number!,
      ),
      ...Array.from({ length: 4 }, async () => (await issue(invoiceFor(otherFamilyId))).number),
    ]);
    const sequences = numbers.map((number) => Number(number.slice(5))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
  });

  it('never credits beyond the total when two admins credit at the same moment', async () => {
    const invoice = await issue(invoiceFor(familyId, '60.00'));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => creditNote(invoice.id, { amount: '25', reason: 'Race' })),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([201, 201, 422]);
    expect(await invoiceNow(invoice.id)).toMatchObject({ credited: '50.00', balance: '10.00' });
  });

  it('answers a retry with the same Idempotency-Key with the first credit note', async () => {
    const invoice = await issue(invoiceFor(familyId, '20.00'));
    const send = () =>
      admin.fetch(`/api/invoices/${invoice.id}/credit-notes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'credit-retry-1' },
        body: JSON.stringify({ amount: '5.00', reason: 'Retried' }),
      });
    const first = creditNoteSchema.parse(await (await send()).json());
    const retry = await send();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(creditNoteSchema.parse(await retry.json()).id).toBe(first.id);
    expect((await invoiceNow(invoice.id)).credited).toBe('5.00');
  });
});

describe('refunding a payment', () => {
  it('pays money back within the payment, reopens the invoice and lowers what was paid', async () => {
    const clientId = await recordClientRecord(app, { name: 'Refund Family' });
    const invoice = await issue(invoiceFor(clientId, '80.00'));
    const payment = await pay(invoice.id, '100.00', `IN-${randomUUID()}`);
    expect(await summaryOf(admin, `?clientId=${clientId}`)).toMatchObject({
      totalPaid: '100.00',
      credit: '20.00',
    });

    // The credit paid back.
    const first = await refund(payment.id, { amount: '20', reason: 'Paid too much' });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(paymentSchema.parse(await first.json())).toMatchObject({
      id: payment.id,
      amount: '100.00',
      refunded: '20.00',
      refunds: [{ amount: '20.00', method: 'bank_transfer', reason: 'Paid too much' }],
    });
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'paid', balance: '0.00' });

    const outReference = `OUT-${randomUUID()}`;
    const second = await refund(payment.id, { amount: '30.00', bankReference: outReference });
    expect(second.status).toBe(201);
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'open',
      paid: '50.00',
      refunded: '50.00',
      balance: '30.00',
    });
    expect(await summaryOf(admin, `?clientId=${clientId}`)).toMatchObject({
      totalPaid: '50.00',
      credit: '0.00',
      pending: '30.00',
    });

    // The same outgoing transfer is not recorded twice; more than is left is refused.
    const again = await refund(payment.id, { amount: '1.00', bankReference: outReference });
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('REFUND_ALREADY_RECORDED');
    const over = await refund(payment.id, { amount: '50.01' });
    expect(over.status).toBe(422);
    expect(await codeOf(over)).toBe('REFUND_EXCEEDS_PAYMENT');
    expect((await refund(payment.id, { amount: '50.00' })).status).toBe(201);
    const twice = await refund(payment.id, { amount: '0.01' });
    expect(twice.status).toBe(422);
    expect(await twice.json()).toMatchObject({
      code: 'REFUND_EXCEEDS_PAYMENT',
      message: 'This payment is already refunded in full',
    });
    expect((await refund(randomUUID(), { amount: '1.00' })).status).toBe(404);
    expect((await refund(payment.id, { amount: '0' })).status).toBe(400);
  });
});

describe('who may credit, refund and read', () => {
  it('a family reads its own credit notes and PDFs; nobody but an admin credits or refunds', async () => {
    const invoice = await issue(invoiceFor(familyId, '45.00'));
    const payment = await pay(invoice.id, '45.00');
    const note = await credit(invoice.id, { amount: '15.00', reason: 'Flowers not delivered' });

    for (const who of [family, caretaker]) {
      expect(
        (await who.post(`/api/invoices/${invoice.id}/credit-notes`, { reason: 'x' })).status,
      ).toBe(403);
      expect(
        (
          await who.post(`/api/payments/${payment.id}/refunds`, {
            amount: '1.00',
            method: 'cash',
            refundedOn: serviceDay(new Date()).date,
          })
        ).status,
      ).toBe(403);
    }
    expect((await app.client().get('/api/credit-notes')).status).toBe(401);
    expect((await caretaker.get('/api/credit-notes')).status).toBe(403);

    const own = creditNotePageSchema.parse(await (await family.get('/api/credit-notes')).json());
    expect(own.items.map((item) => item.id)).toContain(note.id);
    expect(own.items.every((item) => item.clientId === familyId)).toBe(true);
    // Asking for another family's notes still answers only one's own.
    const asked = creditNotePageSchema.parse(
      await (await otherFamily.get(`/api/credit-notes?clientId=${familyId}`)).json(),
    );
    expect(asked.items.some((item) => item.clientId === familyId)).toBe(false);

    for (const client of [admin, family]) {
      const response = await client.get(`/api/credit-notes/${note.id}/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.getPageCount()).toBe(1);
      // Serbian is the family's language (the default): "Knjižno odobrenje" is a credit note.
      expect(pdf.getTitle()).toBe(`Knjižno odobrenje ${note.number}`);
    }
    expect((await otherFamily.get(`/api/credit-notes/${note.id}/pdf`)).status).toBe(404);
    expect((await caretaker.get(`/api/credit-notes/${note.id}/pdf`)).status).toBe(403);
    expect((await admin.get(`/api/credit-notes/${randomUUID()}/pdf`)).status).toBe(404);
  });
});
