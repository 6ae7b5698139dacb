import type { PriceListEvent, PricedServiceType } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';

// The price list, on the one stream `price-list`: each service's current price. A change is an
// event; the requests made before it keep their amount (they copied the price when made).

export type PriceListCommand = {
  readonly type: 'SetServicePrice';
  readonly data: { readonly serviceType: PricedServiceType; readonly price: string };
};

export interface PriceListState {
  readonly prices: Readonly<Partial<Record<PricedServiceType, string>>>;
}

export const priceListDecider: Decider<PriceListState, PriceListCommand, PriceListEvent> = {
  eventTypes: ['ServicePriceSet'],
  initialState: () => ({ prices: {} }),
  evolve: (state, event) => ({
    prices: { ...state.prices, [event.data.serviceType]: event.data.price },
  }),
  decide: ({ data: { serviceType, price } }, state) => {
    const previousPrice = state.prices[serviceType] ?? null;
    // The same price again changes nothing (a double click, a retried request).
    if (previousPrice === price) return [];
    return [{ type: 'ServicePriceSet', data: { serviceType, price, previousPrice } }];
  },
};
