import { z } from 'zod';

// Money in the ledger is exact: amounts travel as text with two decimals ("49.00"), are stored
// as `numeric(12,2)` and computed in whole cents (bigint), never in floating point.

/** A ledger amount as stored in events and answered by the API: `0.00` … `99999999.99`. */
export const ledgerAmount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/, 'Not an amount');
export type LedgerAmount = z.infer<typeof ledgerAmount>;

/** "49.50" → 4950n. The text must be a ledger amount (two decimals). */
export const toCents = (amount: string): bigint => {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`Not a ledger amount: ${amount}`);
  return BigInt(match[1]!) * 100n + BigInt(match[2]!);
};

/** 4950n → "49.50"; a negative sum keeps its sign ("-5.00"). */
export const fromCents = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** `price × quantity`, exact. */
export const lineAmount = (unitPrice: string, quantity: number) =>
  fromCents(toCents(unitPrice) * BigInt(quantity));

/**
 * VAT on a net amount at a percentage with up to two decimals ("20", "0", "8.5"), rounded half up
 * to the cent: cents × rate‱ / 10,000.
 */
export const vatOf = (net: string, ratePercent: string): string => {
  const [whole = '0', fraction = ''] = ratePercent.split('.');
  const basisPoints = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  const scaled = toCents(net) * basisPoints;
  return fromCents((scaled + 5_000n) / 10_000n);
};

export const sumAmounts = (amounts: readonly string[]) =>
  fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));
