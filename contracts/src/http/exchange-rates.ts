import { z } from 'zod';
import {
  checkExchangeRate,
  exchangeRateCurrencies,
  exchangeRateLimits,
} from '../domain/exchange-rate';
import { calendarDate, clearableText, dateWindows } from '../domain/input-bounds';

// The EUR→RSD rate over HTTP: an admin reads and sets it (GET / PUT /api/exchange-rate); the
// payment instructions of an invoice convert its dinar amount at the current one.

/** A rate as a form sends it (text or number), bounded; its canonical text with 4 places. */
const rateInput = z
  .union([z.string().max(exchangeRateLimits.text), z.number()], {
    error: 'Enter the rate as a number',
  })
  .transform((value, ctx) => {
    const check = checkExchangeRate(value);
    if (check.ok) return check.value;
    ctx.addIssue({ code: 'custom', message: check.message, params: { code: check.code } });
    return z.NEVER;
  });

/** Body of PUT /api/exchange-rate. */
export const exchangeRateInputSchema = z.object({
  /** Dinars per euro, e.g. "117.2345". */
  rate: rateInput,
  /** The day the rate is for: not in the future (a day's slack for time zones). */
  effectiveOn: calendarDate(dateWindows.completion),
  note: clearableText(exchangeRateLimits.note)
    .optional()
    .transform((note) => note || null),
});
export type ExchangeRateInput = z.input<typeof exchangeRateInputSchema>;

export const exchangeRateSchema = z.object({
  currency: z.enum(exchangeRateCurrencies),
  /** 4 decimals ("117.2345"). */
  rate: z.string(),
  effectiveOn: z.string(),
  note: z.string().nullable(),
  setAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /api/exchange-rate: the rate in force (null before any was set) and the latest ones. */
export const exchangeRatesSchema = z.object({
  current: exchangeRateSchema.nullable(),
  history: z.array(exchangeRateSchema),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
