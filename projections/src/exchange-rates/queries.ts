import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { exchangeRateLimits, type ExchangeRateCurrency } from '@memorial-care/contracts/domain';
import { exchangeRateSchema, type ExchangeRates } from '@memorial-care/contracts/http';

/** The rate in force (the latest set; null before any) and the latest ones, newest first. */
export const getExchangeRates = async (
  db: CommonQueryMethods,
  currency: ExchangeRateCurrency,
): Promise<ExchangeRates> => {
  const history = [
    ...(await db.any(sql.type(exchangeRateSchema)`
      SELECT currency AS "currency", rate::text AS "rate",
             to_char(effective_on, 'YYYY-MM-DD') AS "effectiveOn", note AS "note",
             to_char(set_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "setAt"
      FROM exchange_rates WHERE currency = ${currency}
      ORDER BY revision DESC
      LIMIT ${exchangeRateLimits.history}`)),
  ];
  return { current: history[0] ?? null, history };
};

const rateInForceRow = z.object({ rate: z.string(), effectiveOn: z.string() });

/** The rate in force and its day, or null before any was set. */
export const getRateInForce = async (
  db: CommonQueryMethods,
  currency: ExchangeRateCurrency,
): Promise<z.infer<typeof rateInForceRow> | null> =>
  db.maybeOne(sql.type(rateInForceRow)`
    SELECT rate::text AS "rate", to_char(effective_on, 'YYYY-MM-DD') AS "effectiveOn"
    FROM exchange_rates WHERE currency = ${currency}
    ORDER BY revision DESC LIMIT 1`);
