import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Invoice } from '@memorial-care/contracts/http';
import { spreadsheetSafe } from '../shared/spreadsheet-safe';

export { spreadsheetSafe };

// The admin's invoices list as a CSV file: one row per invoice, amounts as plain decimals
// ("1234.50", a dot, no thousands separator) so that any spreadsheet reads them as numbers.

/** The columns, in order, each with the invoice field it shows. */
const columns = [
  ['number', (i: Invoice) => i.number],
  ['client', (i: Invoice) => i.clientName ?? ''],
  ['client_id', (i: Invoice) => i.clientId],
  ['kind', (i: Invoice) => i.kind],
  ['issued_on', (i: Invoice) => i.issuedOn],
  ['due_date', (i: Invoice) => i.dueDate],
  ['status', (i: Invoice) => i.status],
  ['overdue', (i: Invoice) => String(i.overdue)],
  ['currency', (i: Invoice) => i.currency],
  ['subtotal', (i: Invoice) => i.subtotal],
  ['vat_rate', (i: Invoice) => i.vatRate],
  ['vat_amount', (i: Invoice) => i.vatAmount],
  ['total', (i: Invoice) => i.total],
  ['credited', (i: Invoice) => i.credited],
  ['paid', (i: Invoice) => i.paid],
  ['refunded', (i: Invoice) => i.refunded],
  ['balance', (i: Invoice) => i.balance],
  ['reference', (i: Invoice) => i.reference],
  ['last_payment_on', (i: Invoice) => i.lastPaymentOn ?? ''],
  ['voided_at', (i: Invoice) => i.voidedAt ?? ''],
  ['void_reason', (i: Invoice) => i.voidReason ?? ''],
  ['vat_note', (i: Invoice) => i.vatNote ?? ''],
] as const;

export const invoiceCsvColumns = columns.map(([name]) => name);

export const invoiceCsvRecord = (invoice: Invoice): string[] =>
  columns.map(([, value]) => spreadsheetSafe(value(invoice)));

/**
 * The CSV text of the invoices as they come (a header row first; a UTF-8 byte order mark so that
 * spreadsheets read Serbian names right), streamed: only a batch is in memory at a time. The
 * first batch is read before it answers, so that a failing query is an error answer rather than
 * a cut file; a later failure ends the download unfinished.
 */
export const invoicesCsv = async (invoices: AsyncIterable<Invoice>): Promise<Readable> => {
  const iterator = invoices[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* records() {
    if (first.done) return;
    yield invoiceCsvRecord(first.value);
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield invoiceCsvRecord(next.value);
  }
  const csv = stringify({
    header: true,
    columns: invoiceCsvColumns,
    bom: true,
    record_delimiter: 'windows',
  });
  // A failure destroys `csv` too, which ends the answer.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
};
