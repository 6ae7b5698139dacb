import { parse } from 'csv-parse/sync';
import { isCalendarDate } from '@memorial-care/contracts/domain';
import { ValidationError } from '../../shared/errors';
import {
  normalizeStatementAmount,
  withBankReferences,
  type StatementLine,
  type StatementLineWithoutReference,
} from './statement-line';

// A bank statement exported as CSV: a header row naming the columns (any order, any case, comma
// or semicolon), at least `date`, `amount` and `reference`; optionally `currency`,
// `bank_reference` (the bank's id of the transfer) and `payer`. Dates as yyyy-MM-dd or
// dd.MM.yyyy; amounts as 1234.50 or 1.234,50. Negative amounts (debits) are passed over.

const columnNames = {
  date: ['date', 'booking date', 'booked on', 'datum'],
  amount: ['amount', 'iznos', 'betrag'],
  currency: ['currency', 'valuta', 'währung'],
  reference: ['reference', 'remittance', 'poziv na broj', 'verwendungszweck', 'description'],
  bankReference: ['bank_reference', 'bank reference', 'transaction id', 'id'],
  payer: ['payer', 'name', 'uplatilac', 'auftraggeber'],
} as const;

const invalid = (message: string) =>
  new ValidationError(message, [{ path: 'body.content', message }]);

const isoDay = (value: string) => {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  const day = dotted
    ? `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}`
    : value.trim().slice(0, 10);
  return isCalendarDate(day) ? day : null;
};

export const parseCsvStatement = (content: string): StatementLine[] => {
  const firstLine = content.split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(content, {
      delimiter,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch {
    throw invalid('The file is not a readable CSV file');
  }
  const [header, ...data] = rows;
  if (!header) throw invalid('The file is empty');
  const names = header.map((name) => name.toLowerCase());
  const indexOf = (key: keyof typeof columnNames) =>
    names.findIndex((name) => (columnNames[key] as readonly string[]).includes(name));
  const columns = {
    date: indexOf('date'),
    amount: indexOf('amount'),
    currency: indexOf('currency'),
    reference: indexOf('reference'),
    bankReference: indexOf('bankReference'),
    payer: indexOf('payer'),
  };
  if (columns.date < 0 || columns.amount < 0 || columns.reference < 0)
    throw invalid('The CSV file needs the columns date, amount and reference');
  const cell = (row: string[], index: number) => (index < 0 ? '' : (row[index] ?? ''));
  const lines: StatementLineWithoutReference[] = [];
  for (const [i, row] of data.entries()) {
    const amount = normalizeStatementAmount(cell(row, columns.amount));
    const bookedOn = isoDay(cell(row, columns.date));
    if (!amount || !bookedOn) continue;
    lines.push({
      line: i + 2,
      bookedOn,
      amount,
      currency: cell(row, columns.currency).toUpperCase() || 'EUR',
      bankReference: cell(row, columns.bankReference) || null,
      remittance: cell(row, columns.reference),
      payer: cell(row, columns.payer) || null,
    });
  }
  return withBankReferences(lines);
};

/** camt.053 when the file is XML, CSV otherwise. */
export const isXmlStatement = (content: string) => /^\s*(<\?xml|<Document)/.test(content);
