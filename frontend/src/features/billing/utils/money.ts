import { normalizeAmountText } from '../../../lib/amount-text';
import { billingLimits, checkEuroAmount } from '@memorial-care/contracts/domain';

// Money on the billing screens is exact, as in the ledger: amounts are decimal text ("49.50")
// computed in whole cents (bigint), never in floating point. The arithmetic is the ledger's
// (contracts' domain/money.ts, checked equal by the unit tests), written here so that it stays in
// the billing chunk: anything used from contracts' domain lands in the landing page's first load.

/** "49.50" → 4950n; a negative amount ("-5.00", a credit) keeps its sign. */
export const centsOf = (amount: string): bigint => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`Not a ledger amount: ${amount}`);
  const cents = BigInt(match[2]!) * 100n + BigInt(match[3]!);
  return match[1] ? -cents : cents;
};

/** 4950n → "49.50"; a negative sum keeps its sign ("-5.00"). */
export const fromCents = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** `price × quantity`, exact. */
export const lineAmount = (unitPrice: string, quantity: number): string =>
  fromCents(centsOf(unitPrice) * BigInt(quantity));

/** VAT on a net amount at a rate in percent ("20", "8.5"), rounded half up to the cent. */
export const vatOf = (net: string, ratePercent: string): string => {
  const [whole = '0', fraction = ''] = ratePercent.split('.');
  const basisPoints = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return fromCents((centsOf(net) * basisPoints + 5_000n) / 10_000n);
};

export const sumAmounts = (amounts: readonly string[]): string =>
  fromCents(amounts.reduce((sum, amount) => sum + centsOf(amount), 0n));

/** The canonical amount ("49.50") of typed text within [min, max] EUR, or null. */
export function amountOf(text: string | undefined, min: number, max: number): string | null {
  if (text === undefined || text.trim() === '') return null;
  const check = checkEuroAmount(normalizeAmountText(text), min, max);
  return check.ok ? check.value : null;
}

/** A line's unit price as typed: 0 … the highest unit price. */
export const unitPriceOf = (text: string | undefined) =>
  amountOf(text, 0, billingLimits.unitPriceMaxEur);

/** A payment's amount as typed: 0.01 … the highest payment. */
export const paymentAmountOf = (text: string | undefined) =>
  amountOf(text, 0.01, billingLimits.paymentMaxEur);

/** A whole quantity 1 … quantityMax, else null. */
export function quantityOf(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' ? Number(value.trim() || NaN) : value;
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= 1 &&
    number <= billingLimits.quantityMax
    ? number
    : null;
}

/** A VAT rate in percent as typed ("20", "8,5"): its canonical text ("20", "8.5"), or null. */
export function vatRateOf(text: string | undefined): string | null {
  const typed = normalizeAmountText(text ?? '').replace(/%$/, '');
  if (typed === '') return '0';
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (basisPoints > 10_000) return null;
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export interface LineValues {
  readonly description?: string;
  readonly quantity?: number | string | null;
  readonly unitPrice?: string;
}

export interface InvoiceTotals {
  readonly subtotal: string;
  readonly vatAmount: string;
  readonly total: string;
  /** False while a line's quantity or price (or the rate) is missing or invalid: it counts as 0. */
  readonly complete: boolean;
}

/**
 * What the invoice will add up to, as the server computes it: each line price × quantity, their
 * sum, VAT on the sum rounded half up to the cent, and the total. Exact (cents).
 */
export function invoiceTotals(
  lines: readonly (LineValues | undefined)[],
  vatRateText: string | undefined,
): InvoiceTotals {
  let complete = true;
  const amounts = lines.map((line) => {
    const price = unitPriceOf(line?.unitPrice);
    const quantity = quantityOf(line?.quantity);
    if (price === null || quantity === null) {
      complete = false;
      return '0.00';
    }
    return lineAmount(price, quantity);
  });
  const subtotal = sumAmounts(amounts);
  const rate = vatRateOf(vatRateText);
  if (rate === null) complete = false;
  const vatAmount = vatOf(subtotal, rate ?? '0');
  return { subtotal, vatAmount, total: sumAmounts([subtotal, vatAmount]), complete };
}

/** A line's amount, or null while its quantity or price is not valid. */
export function lineAmountOf(line: LineValues | undefined): string | null {
  const price = unitPriceOf(line?.unitPrice);
  const quantity = quantityOf(line?.quantity);
  return price === null || quantity === null ? null : lineAmount(price, quantity);
}

/** Whether a ledger amount is above zero ("0.00" and credits, "-5.00", are not). */
export const isPositiveAmount = (amount: string): boolean => centsOf(amount) > 0n;
