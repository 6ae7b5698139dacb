import { XMLParser } from 'fast-xml-parser';
import { isCalendarDate } from '@memorial-care/contracts/domain';
import { ValidationError } from '../../shared/errors';
import {
  normalizeStatementAmount,
  withBankReferences,
  type StatementLine,
  type StatementLineWithoutReference,
} from './statement-line';

// ISO 20022 camt.053 (BankToCustomerStatement), the statement European banks deliver: every
// credit entry (Ntry with CdtDbtInd CRDT) becomes a line; debits are not payments to us.

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  // Entities can expand a small file into gigabytes; statements need none.
  processEntities: false,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
});

const asArray = (value: unknown): Node[] =>
  Array.isArray(value) ? (value as Node[]) : value === undefined ? [] : [value as Node];
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (current as Node | undefined)?.[key], node);
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value)
    return String((value as Node)['#text']);
  return null;
};

const invalid = (message: string) =>
  new ValidationError(message, [{ path: 'body.content', message }]);

const remittanceOf = (details: unknown, entry: Node) => {
  const structured = asArray(child(details, 'RmtInf', 'Strd'))
    .map((strd) => text(child(strd, 'CdtrRefInf', 'Ref')))
    .filter((ref): ref is string => !!ref);
  const free = (asArray(child(details, 'RmtInf', 'Ustrd')) as unknown[])
    .concat(asArray(child(entry, 'AddtlNtryInf')))
    .map(text)
    .filter((line): line is string => !!line);
  return [...structured, ...free].join(' ').trim();
};

/** The credit lines of a camt.053 file; a file that is not one is a 400. */
export const parseCamt053 = (xml: string): StatementLine[] => {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    throw invalid('The file is not valid XML');
  }
  const statements = asArray(child(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) throw invalid('The file is not a camt.053 bank statement');
  const lines: StatementLineWithoutReference[] = [];
  let line = 0;
  for (const statement of statements)
    for (const entry of asArray(statement.Ntry)) {
      line += 1;
      if (text(entry.CdtDbtInd) !== 'CRDT') continue;
      if (text(entry.RvslInd) === 'true') continue;
      const amountNode = entry.Amt;
      const amount = normalizeStatementAmount(text(amountNode) ?? '');
      const currency = (amountNode as Node | undefined)?.['@Ccy'];
      const bookedOn = (
        text(child(entry, 'BookgDt', 'Dt')) ??
        text(child(entry, 'ValDt', 'Dt')) ??
        ''
      ).slice(0, 10);
      if (!amount || !isCalendarDate(bookedOn)) continue;
      const details = asArray(child(entry, 'NtryDtls', 'TxDtls'));
      const first = details[0];
      const bankReference =
        text(child(first, 'Refs', 'AcctSvcrRef')) ??
        text(entry.AcctSvcrRef) ??
        text(child(first, 'Refs', 'EndToEndId'))?.replace(/^NOTPROVIDED$/i, '') ??
        text(entry.NtryRef) ??
        null;
      lines.push({
        line,
        bookedOn,
        amount,
        currency: typeof currency === 'string' ? currency : 'EUR',
        bankReference: bankReference || null,
        remittance: remittanceOf(first, entry),
        payer:
          text(child(first, 'RltdPties', 'Dbtr', 'Nm')) ??
          text(child(first, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ??
          null,
      });
    }
  return withBankReferences(lines);
};
