import { z } from 'zod';
import { limits, serviceTypes } from '../domain/constants';
import { amountInput, checkEuroAmount } from '../domain/input-bounds';

// The price list over HTTP: GET /api/price-list and PUT /api/price-list/:serviceType (admins).
// Prices are bounded like a request's amount (0 – 10,000 EUR), so that a default always fits.

export const priceListItemSchema = z.object({
  serviceType: z.enum(serviceTypes),
  /** EUR with two places; null while no price was set for the service. */
  price: z.string().nullable(),
  /** When the price was last set (ISO); null while never. */
  updatedAt: z.string().nullable(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;

/** Every service of the request form, in the form's order, priced or not. */
export const priceListSchema = z.object({ items: z.array(priceListItemSchema) });
export type PriceList = z.infer<typeof priceListSchema>;

export const priceListParamsSchema = z.object({
  serviceType: z.enum(serviceTypes, { error: 'Unknown service type' }),
});

/** PUT /api/price-list/:serviceType: the new price (text or number, two decimals at most). */
export const servicePriceInputSchema = z.object({
  price: amountInput.transform((value, ctx) => {
    const check = checkEuroAmount(value, limits.amountMinEur, limits.amountMaxEur);
    if (check.ok) return check.value;
    ctx.addIssue({ code: 'custom', message: check.message, params: { code: check.code } });
    return z.NEVER;
  }),
});
export type ServicePriceInput = z.input<typeof servicePriceInputSchema>;
