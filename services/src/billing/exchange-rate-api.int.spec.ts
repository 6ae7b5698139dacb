import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDay } from '@memorial-care/contracts/domain';
import { exchangeRateStreamId } from '@memorial-care/contracts/events';
import {
  exchangeRatesSchema,
  invoiceSchema,
  paymentInstructionsSchema,
  type Invoice,
} from '@memorial-care/contracts/http';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { qrCodesOfPdf } from './testing/pdf-qr-codes';

// The EUR→RSD rate over HTTP: only an admin sets it; once set, a family's payment
// instructions and invoice PDF carry the NBS IPS QR in dinars beside the EPC QR (both decoded
// from the images themselves); a refused rate records nothing.

let app: TestApp;
let admin: TestClient;
let family: TestClient;
let caretaker: TestClient;
let clientId: string;

beforeAll(async () => {
  app = await startTestApp();
  clientId = await recordClientRecord(app, { name: 'Milica Petrović' });
  admin = await app.signInAs('admin');
  caretaker = await app.signInAs('caretaker');
  family = await app.signInAsClientOf(clientId);
});
afterAll(() => app?.close());

const today = serviceDay(new Date()).date;
const dayBefore = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const rateEvents = async () => (await app.streamEvents(exchangeRateStreamId('RSD'))).length;

const issue = async (unitPrice: string): Promise<Invoice> => {
  const response = await admin.post('/api/invoices', {
    clientId,
    lines: [{ description: 'Standard plan', unitPrice }],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return invoiceSchema.parse(await response.json());
};
const instructionsOf = async (invoice: Invoice) => {
  const response = await family.get(`/api/invoices/${invoice.id}/payment-instructions`);
  expect(response.status).toBe(200);
  return paymentInstructionsSchema.parse(await response.json());
};
const qrCodesOfInvoicePdf = async (invoice: Invoice) => {
  const response = await family.get(`/api/invoices/${invoice.id}/pdf`);
  expect(response.status).toBe(200);
  return qrCodesOfPdf(new Uint8Array(await response.arrayBuffer()));
};
const setRate = (body: unknown, client = admin) => client.put('/api/exchange-rate', body);

describe('the EUR→RSD rate', () => {
  it('is unset at first: only the EPC QR is offered, on screen and in the PDF', async () => {
    const rates = exchangeRatesSchema.parse(await (await admin.get('/api/exchange-rate')).json());
    expect(rates).toEqual({ current: null, history: [] });
    const invoice = await issue('49.50');
    expect(await instructionsOf(invoice)).toMatchObject({
      ipsQrPayload: null,
      ipsQrSvg: null,
      rsdAmount: null,
      rate: null,
      rateDate: null,
    });
    const codes = await qrCodesOfInvoicePdf(invoice);
    expect(codes).toHaveLength(1);
    expect(codes[0]!.split('\n').slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
  });

  it('is read and set by admins only', async () => {
    const body = { rate: '117.2345', effectiveOn: today };
    for (const client of [family, caretaker]) {
      expect((await client.get('/api/exchange-rate')).status).toBe(403);
      expect((await setRate(body, client)).status).toBe(403);
    }
    expect((await setRate(body, app.client())).status).toBe(401);
    expect(await rateEvents()).toBe(0);
  });

  it('refuses a rate that is 0, negative, not a number, too precise or absurd, recording nothing', async () => {
    for (const rate of ['0', '-117.2', 'NaN', '117.23456', '1e3', '5000', '0.5', '', 'abc', null]) {
      const response = await setRate({ rate, effectiveOn: today });
      expect(response.status, String(rate)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    for (const rate of [0, -1, 1e21, 117.23456])
      expect((await setRate({ rate, effectiveOn: today })).status, String(rate)).toBe(400);
    const inTwoDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const effectiveOn of ['2026-02-30', 'yesterday', inTwoDays, '1999-12-31'])
      expect((await setRate({ rate: '117.2', effectiveOn })).status, effectiveOn).toBe(400);
    expect(
      (await setRate({ rate: '117.2', effectiveOn: today, note: 'x'.repeat(301) })).status,
    ).toBe(400);
    expect(await rateEvents()).toBe(0);
  });

  it('once set, gives the family the IPS QR in dinars with the rate and its day, in the PDF too', async () => {
    const response = await setRate({
      rate: '117.2345',
      effectiveOn: today,
      note: 'NBS middle rate',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const rates = exchangeRatesSchema.parse(await response.json());
    expect(rates.current).toMatchObject({
      currency: 'RSD',
      rate: '117.2345',
      effectiveOn: today,
      note: 'NBS middle rate',
    });
    expect(rates.history).toHaveLength(1);

    const invoice = await issue('49.50');
    const instructions = await instructionsOf(invoice);
    const digits = invoice.number.replace('-', '');
    expect(instructions).toMatchObject({
      amount: '49.50',
      rsdAccount: app.config.billingRsdAccount,
      // 49.50 × 117.2345 = 5803.10775 → 5803.11
      rsdAmount: '5803.11',
      rate: '117.2345',
      rateDate: today,
    });
    const ips = instructions.ipsQrPayload!;
    expect(ips).toMatch(
      new RegExp(
        `^K:PR\\|V:01\\|C:1\\|R:${app.config.billingRsdAccount}\\|N:${app.config.billingCreditor.name}` +
          `\\|I:RSD5803,11\\|SF:289\\|S:Uplata po fakturi ${invoice.number}\\|RO:97\\d{2}${digits}$`,
      ),
    );
    // Model 97: the digits followed by the check digits leave 1 modulo 97.
    const reference = ips.split('|RO:')[1]!;
    expect(BigInt(`${reference.slice(4)}${reference.slice(2, 4)}`) % 97n).toBe(1n);
    expect(instructions.ipsQrSvg).toContain('<svg');

    // The PDF's images, decoded: the EPC QR (EPC069-12) and the IPS QR, as the API answers them.
    const [epc, ipsInPdf, ...others] = await qrCodesOfInvoicePdf(invoice);
    expect(others).toEqual([]);
    expect(epc).toBe(instructions.epcQrPayload);
    const epcLines = epc!.split('\n');
    expect(epcLines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect([epcLines[6], epcLines[7], epcLines[9]]).toEqual([
      app.config.billingCreditor.iban,
      'EUR49.50',
      invoice.reference,
    ]);
    expect(ipsInPdf).toBe(ips);
  });

  it('follows what is still owed, and leaves the PDF of a paid invoice without codes', async () => {
    const invoice = await issue('100.00');
    const paid = await admin.post('/api/payments', {
      invoiceId: invoice.id,
      amount: '60.00',
      method: 'cash',
      paidOn: today,
    });
    expect(paid.status).toBe(201);
    expect((await instructionsOf(invoice)).rsdAmount).toBe('4689.38'); // 40 × 117.2345
    await admin.post('/api/payments', {
      invoiceId: invoice.id,
      amount: '40.00',
      method: 'cash',
      paidOn: today,
    });
    expect(await qrCodesOfInvoicePdf(invoice)).toEqual([]);
  });

  it('takes a later or the same day, refuses an earlier one, and records the same rate once', async () => {
    const before = await rateEvents();
    expect(
      (await setRate({ rate: '117.2345', effectiveOn: today, note: 'NBS middle rate' })).status,
    ).toBe(200);
    expect(await rateEvents()).toBe(before);
    const earlier = await setRate({ rate: '117.1', effectiveOn: dayBefore(today) });
    expect(earlier.status).toBe(400);
    expect(await rateEvents()).toBe(before);
    const corrected = await setRate({ rate: 117.3, effectiveOn: today });
    expect(corrected.status).toBe(200);
    const rates = exchangeRatesSchema.parse(await corrected.json());
    expect(rates.current).toMatchObject({ rate: '117.3000', effectiveOn: today, note: null });
    expect(rates.history.map((rate) => rate.rate)).toEqual(['117.3000', '117.2345']);
    expect((await instructionsOf(await issue('10.00'))).rsdAmount).toBe('1173.00');
  });
});
