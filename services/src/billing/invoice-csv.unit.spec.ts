import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@memorial-care/contracts/http';
import { invoiceCsvColumns, invoicesCsv, spreadsheetSafe } from './invoice-csv';

const invoice = (change: Partial<Invoice>): Invoice => ({
  id: 'a9a5a0c4-5a8e-4c36-9a51-6f0f7f8c1d01',
  number: '2026-000001',
  clientId: 'c1',
  clientName: 'Milica Petrović',
  kind: 'manual',
  lines: [],
  subtotal: '100.00',
  vatRate: '20',
  vatAmount: '20.00',
  total: '120.00',
  vatNote: null,
  currency: 'EUR',
  issuedOn: '2026-04-01',
  dueDate: '2026-04-15',
  reference: 'RF18202600000101',
  status: 'open',
  paid: '0.00',
  balance: '120.00',
  overdue: true,
  lastPaymentOn: null,
  voidedAt: null,
  voidReason: null,
  credited: '0.00',
  refunded: '0.00',
  creditNotes: [],
  ...change,
});

async function* each<T>(items: readonly T[]) {
  yield* items;
}

const textOf = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

describe('spreadsheetSafe', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+2', '+1', '-cmd', '@SUM(A1)', '\t=1', '\r=1', '-', '=-5.00'])
      expect(spreadsheetSafe(cell), JSON.stringify(cell)).toBe(`'${cell}`);
  });

  it('leaves plain numbers, negative ones included, and other text as they are', () => {
    for (const cell of ['-5.00', '-12', '0.00', '1234.50', 'Milica', '', 'a=b', ' =1'])
      expect(spreadsheetSafe(cell), JSON.stringify(cell)).toBe(cell);
  });
});

describe('invoicesCsv', () => {
  it('writes a header and one row per invoice that parse back to the same values', async () => {
    const rows = [
      invoice({}),
      invoice({
        number: '2026-000002',
        clientName: 'Ana "Ana" Jović, Beograd\nUl. 1',
        status: 'void',
        voidedAt: '2026-04-02T10:00:00.000Z',
        voidReason: '@once, twice',
        balance: '-5.00',
      }),
    ];
    const text = await textOf(await invoicesCsv(each(rows)));
    expect(text.startsWith('\ufeff')).toBe(true);
    const parsed = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(parsed[0]!)).toEqual(invoiceCsvColumns);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({
      number: '2026-000001',
      client: 'Milica Petrović',
      total: '120.00',
      vat_rate: '20',
      overdue: 'true',
      last_payment_on: '',
    });
    expect(parsed[1]).toMatchObject({
      client: 'Ana "Ana" Jović, Beograd\nUl. 1',
      void_reason: "'@once, twice",
      balance: '-5.00',
      status: 'void',
    });
  });

  it('writes only the header when nothing matches', async () => {
    const text = await textOf(await invoicesCsv(each([])));
    expect(text).toBe(`\ufeff${invoiceCsvColumns.join(',')}\r\n`);
  });

  it('fails before answering when the first batch cannot be read', async () => {
    async function* failing(): AsyncGenerator<Invoice> {
      yield* [];
      throw new Error('database unavailable');
    }
    await expect(invoicesCsv(failing())).rejects.toThrow('database unavailable');
  });
});
