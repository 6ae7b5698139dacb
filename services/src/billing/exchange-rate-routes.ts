import { exchangeRateStreamId } from '@memorial-care/contracts/events';
import { exchangeRateInputSchema } from '@memorial-care/contracts/http';
import { getExchangeRates } from '@memorial-care/projections/exchange-rates';
import { defineRoute } from '../http/route';
import { setExchangeRate } from './exchange-rate-commands';

// The EUR→RSD rate: admins read and set it. Families never read it here: their invoice's
// payment instructions carry the dinar amount with the rate and its day.

const currency = 'RSD';

export const exchangeRateRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/exchange-rate',
    access: ['admin'],
    entityStream: () => exchangeRateStreamId(currency),
    handle: async ({ deps }) => ({ body: await getExchangeRates(deps.pool, currency) }),
  }),

  defineRoute({
    method: 'put',
    path: '/api/exchange-rate',
    access: ['admin'],
    body: exchangeRateInputSchema,
    entityStream: () => exchangeRateStreamId(currency),
    handle: async ({ body, deps, command }) => {
      const { position } = await setExchangeRate(deps.eventStore, { ...body, currency }, command);
      if (position) await deps.waitForProjections(position);
      return { body: await getExchangeRates(deps.pool, currency), position };
    },
  }),
];
