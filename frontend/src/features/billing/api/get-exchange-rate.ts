import { queryOptions } from '@tanstack/react-query';
import { exchangeRatesSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { billingQueryKey } from './get-invoices';

export const exchangeRateQueryKey = [...billingQueryKey, 'exchange-rate'] as const;

export const getExchangeRate = (signal?: AbortSignal) =>
  apiGet('/api/exchange-rate', exchangeRatesSchema, { signal });

/** GET /api/exchange-rate (admin): the EUR→RSD rate in force, with its day, and the latest ones. */
export const getExchangeRateQueryOptions = () =>
  queryOptions({
    queryKey: exchangeRateQueryKey,
    queryFn: ({ signal }) => getExchangeRate(signal),
  });
