import { z } from 'zod';
import { exchangeRateCurrencies } from '../domain/exchange-rate';

// The EUR→RSD rate an admin sets, with the day it is for, on one stream per currency
// (`exchange-rate-eur-rsd`): the latest is what the IPS QR's dinar amounts are converted at.

export const exchangeRateStreamId = (currency: string) =>
  `exchange-rate-eur-${currency.toLowerCase()}`;

export const exchangeRateSetSchema = z.object({
  currency: z.enum(exchangeRateCurrencies),
  /** Units of the currency per euro, 4 decimals ("117.2345"). */
  rate: z.string().regex(/^\d{1,4}\.\d{4}$/),
  /** The day the rate is for (e.g. the NBS middle rate's day). */
  effectiveOn: z.iso.date(),
  note: z.string().nullable(),
});
export type ExchangeRateSet = z.infer<typeof exchangeRateSetSchema>;

export const exchangeRateEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ExchangeRateSet'), data: exchangeRateSetSchema }),
]);
export type ExchangeRateEvent = z.infer<typeof exchangeRateEventSchema>;
export const exchangeRateEventTypes = ['ExchangeRateSet'] as const;
