import { priceListStreamId } from '@memorial-care/contracts/events';
import { priceListParamsSchema, servicePriceInputSchema } from '@memorial-care/contracts/http';
import { getPriceList } from '@memorial-care/projections/price-list';
import { defineRoute } from '../http/route';
import { setServicePrice } from './price-list-commands';

/**
 * The price list: read by admins (who fill the request form, the only place a price is used)
 * and changed by them. Families see a request's amount, never the list.
 */
export const priceListRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/price-list',
    access: ['admin'],
    entityStream: () => priceListStreamId,
    handle: async ({ deps }) => ({ body: await getPriceList(deps.pool) }),
  }),

  defineRoute({
    method: 'put',
    path: '/api/price-list/:serviceType',
    access: ['admin'],
    params: priceListParamsSchema,
    body: servicePriceInputSchema,
    entityStream: () => priceListStreamId,
    handle: async ({ params, body, deps, command }) => {
      const { position } = await setServicePrice(
        deps.eventStore,
        { serviceType: params.serviceType, price: body.price },
        command,
      );
      if (position) await deps.waitForProjections(position);
      return { body: await getPriceList(deps.pool), position };
    },
  }),
];
