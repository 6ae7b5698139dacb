import { fromCents, toCents } from './money';

// The EUR→RSD rate an admin sets: what a family paying from a Serbian account is asked in
// dinars (the NBS IPS QR). Exact like the ledger: a rate is text with up to 4 decimals, kept
// as ten-thousandths (bigint), never a float.

export const exchangeRateLimits = {
  /** Dinars per euro. The dinar has stood near 117 for years; outside this it is a typo. */
  min: 1,
  max: 1_000,
  decimals: 4,
  /** The rate as typed ("117.2345"). */
  text: 16,
  note: 300,
  /** Rates kept in the answer's history (newest first). */
  history: 20,
} as const;

/** The currencies a rate can be set for (EUR → that). */
export const exchangeRateCurrencies = ['RSD'] as const;
export type ExchangeRateCurrency = (typeof exchangeRateCurrencies)[number];

const scale = 10n ** BigInt(exchangeRateLimits.decimals);

export type ExchangeRateCheck =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly message: string; readonly code: string };

/** "117.2" → 1_172_000n (ten-thousandths). The text must be a checked rate. */
const unitsOf = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * scale + BigInt(fraction.padEnd(exchangeRateLimits.decimals, '0'));
};

/**
 * A rate as typed ("117.2", "117.2345") or a finite number: a positive decimal with at most 4
 * places within the limits; the value is its canonical text with 4 places ("117.2000").
 */
export const checkExchangeRate = (input: string | number): ExchangeRateCheck => {
  if (typeof input === 'number' && !Number.isFinite(input))
    return { ok: false, message: 'Enter the rate as a number', code: 'invalid_type' };
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, message: 'Enter the rate as a number', code: 'invalid_format' };
  if ((match[2] ?? '').length > exchangeRateLimits.decimals)
    return {
      ok: false,
      message: `At most ${exchangeRateLimits.decimals} decimals`,
      code: 'invalid_format',
    };
  const units = unitsOf(text);
  const { min, max } = exchangeRateLimits;
  if (units < BigInt(min) * scale || units > BigInt(max) * scale)
    return {
      ok: false,
      message: `The rate must be between ${min} and ${max} dinars per euro`,
      code: units < BigInt(min) * scale ? 'too_small' : 'too_big',
    };
  const fraction = (units % scale).toString().padStart(exchangeRateLimits.decimals, '0');
  return { ok: true, value: `${units / scale}.${fraction}` };
};

/**
 * A EUR ledger amount in dinars at `rate` (canonical, 4 places), rounded half up to the para:
 * cents × ten-thousandths / 10,000, exact.
 */
export const convertAtRate = (amountEur: string, rate: string) =>
  fromCents((toCents(amountEur) * unitsOf(rate) + scale / 2n) / scale);
