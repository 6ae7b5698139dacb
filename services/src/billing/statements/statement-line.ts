import { createHash } from 'node:crypto';
import { billingLimits, isCreditorReference, storableText } from '@memorial-care/contracts/domain';
import { ValidationError } from '../../shared/errors';

/** One incoming transfer of a bank statement, whatever the file's format. */
export interface StatementLine {
  /** Its place in the file, from 1 (what the review screen names). */
  readonly line: number;
  /** The booking day, `yyyy-MM-dd`. */
  readonly bookedOn: string;
  /** Two decimals, positive: only credits are read. */
  readonly amount: string;
  readonly currency: string;
  /**
   * The bank's own id of the transfer. When the file has none, a fingerprint of the line (day,
   * amount, remittance, payer and its repetition in the file), so that a second import of the
   * same statement still finds it already recorded.
   */
  readonly bankReference: string;
  /** What the payer wrote or the structured reference, as the bank delivered it. */
  readonly remittance: string;
  readonly payer: string | null;
}

export type StatementLineWithoutReference = Omit<StatementLine, 'bankReference'> & {
  readonly bankReference: string | null;
};

/**
 * A file's text as a line keeps it: storable (no NUL, no lone surrogate), one line of spaces,
 * at most `max` characters (a statement is the bank's data, not ours to refuse for a long text).
 */
const kept = (text: string, max: number) =>
  [...storableText(text).replaceAll(/\s+/g, ' ').trim()].slice(0, max).join('');

/**
 * Gives every line a bank reference (see StatementLine.bankReference) and bounds its texts; a
 * file with more transfers than one import takes is refused (split it).
 */
export const withBankReferences = (
  read: readonly StatementLineWithoutReference[],
): StatementLine[] => {
  if (read.length > billingLimits.statementTransfers)
    throw new ValidationError(
      `The file has ${read.length} incoming transfers; import at most ${billingLimits.statementTransfers} at a time`,
      [{ path: 'body.content', message: 'Too many transfers in one file' }],
    );
  const lines = read.map((line) => ({
    ...line,
    remittance: kept(line.remittance, billingLimits.remittance),
    payer: line.payer === null ? null : kept(line.payer, billingLimits.payer) || null,
    currency: kept(line.currency, 3).toUpperCase(),
    bankReference:
      line.bankReference === null
        ? null
        : kept(line.bankReference, billingLimits.bankReference) || null,
  }));
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.bankReference) return { ...line, bankReference: line.bankReference };
    const key = [line.bookedOn, line.amount, line.currency, line.remittance, line.payer].join('|');
    const repetition = (seen.get(key) ?? 0) + 1;
    seen.set(key, repetition);
    const digest = createHash('sha256').update(`${key}|${repetition}`).digest('hex');
    return { ...line, bankReference: `STMT-${digest.slice(0, 32).toUpperCase()}` };
  });
};

/**
 * The invoices a remittance may name, most likely first: RF references (checked with their check
 * digits), written in one piece or in groups (`RF18 2026 0001 23`) — where words follow, every
 * valid reading, longest first — then invoice numbers (`2026-000123`). The caller takes the
 * first that an invoice carries.
 */
export const invoiceReferencesIn = (remittance: string): string[] => {
  const tokens = remittance
    .toUpperCase()
    .split(/\s+/)
    .map((token) => token.replace(/^[^0-9A-Z]+|[^0-9A-Z]+$/g, ''));
  const found: string[] = [];
  for (const [start, token] of tokens.entries()) {
    if (!/^RF\d{2}/.test(token)) continue;
    const readings: string[] = [];
    let candidate = token;
    if (isCreditorReference(candidate)) readings.push(candidate);
    for (const group of tokens.slice(start + 1)) {
      if (!/^[0-9A-Z]+$/.test(group) || candidate.length + group.length > 25) break;
      candidate += group;
      if (isCreditorReference(candidate)) readings.push(candidate);
    }
    found.push(...readings.reverse());
  }
  for (const match of remittance.matchAll(/\b(\d{4}-\d{6})\b/g)) found.push(match[1]!);
  return [...new Set(found)];
};

/** "1.234,50", "1234.5", "49" → "1234.50"; null when it is not a plain positive amount. */
export const normalizeStatementAmount = (text: string): string | null => {
  let value = text.trim().replaceAll(/\s|'/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value) || /^\d+,\d{1,2}$/.test(value))
    value = value.replaceAll('.', '').replace(',', '.');
  else value = value.replaceAll(',', '');
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return `${BigInt(match[1]!)}.${(match[2] ?? '').padEnd(2, '0')}`;
};
