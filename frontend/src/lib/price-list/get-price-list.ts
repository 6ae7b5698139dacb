import { queryOptions } from '@tanstack/react-query';
import { priceListSchema } from '@memorial-care/contracts/http';
import { apiGet, apiGetTagged } from '../api-client';

/** The price list's cache key: the admin's card changes it, the request form reads it. */
export const priceListQueryKey = ['price-list'] as const;

export const getPriceList = (signal?: AbortSignal) =>
  apiGet('/api/price-list', priceListSchema, { signal });

/** GET /api/price-list (admins): every service of the request form with its price or null. */
export const getPriceListQueryOptions = () =>
  queryOptions({
    queryKey: priceListQueryKey,
    queryFn: ({ signal }) => getPriceList(signal),
  });

/**
 * The list with its revision (ETag), for the admin's price editor: a save sends it as If-Match,
 * so a price someone else set meanwhile is not overwritten unseen (412, then Reload).
 */
export const getTaggedPriceListQueryOptions = () => ({
  queryKey: [...priceListQueryKey, 'tagged'] as const,
  queryFn: () => apiGetTagged('/api/price-list', priceListSchema),
});
