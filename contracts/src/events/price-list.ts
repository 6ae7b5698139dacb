import { z } from 'zod';
import { serviceTypes } from '../domain/constants';
import { ledgerAmount } from '../domain/money';

// The price list: what each service of the request form costs. One stream, `price-list`, holds
// every change (an admin's edit is an event; requests already made keep their amount), and a
// new request's amount defaults from it.

export const priceListStreamId = 'price-list';

export const pricedServiceTypeSchema = z.enum(serviceTypes);
export type PricedServiceType = z.infer<typeof pricedServiceTypeSchema>;

export const servicePriceSetSchema = z.object({
  serviceType: pricedServiceTypeSchema,
  price: ledgerAmount,
  /** The price before this change; null when the service had none. */
  previousPrice: ledgerAmount.nullable(),
});
export type ServicePriceSet = z.infer<typeof servicePriceSetSchema>;

export const priceListEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ServicePriceSet'), data: servicePriceSetSchema }),
]);
export type PriceListEvent = z.infer<typeof priceListEventSchema>;
export const priceListEventTypes = ['ServicePriceSet'] as const;
