import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceListSchema, type PriceListItem } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest, type FetchLike } from '../../../lib/api-client';
import {
  getTaggedPriceListQueryOptions,
  priceListQueryKey,
} from '../../../lib/price-list/get-price-list';
import { useToast } from '../../../lib/toast';

export interface SetServicePriceVariables {
  readonly serviceType: PriceListItem['serviceType'];
  /** EUR as typed ("35", "35.5"); the server checks it (0 – 10,000, two decimals). */
  readonly price: string;
  /** The list's revision the admin saw (If-Match): a newer list refuses the save (412). */
  readonly etag: string | null;
}

/** PUT /api/price-list/{serviceType} (admin): 200 with the whole list; a bad price is a 400. */
export const setServicePrice = (
  { serviceType, price, etag }: SetServicePriceVariables,
  fetch?: FetchLike,
) =>
  apiRequest('PUT', `/api/price-list/${encodeURIComponent(serviceType)}`, {
    body: { price },
    schema: priceListSchema,
    ifMatch: etag,
    ...(fetch && { fetch }),
  });

/** Sets a price: "Price saved" once the list shows it; new requests default from it at once. */
export function useSetServicePrice() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: (variables: SetServicePriceVariables) => setServicePrice(variables),
    onSuccess: (list) => {
      queryClient.setQueryData(priceListQueryKey, list);
      // The tagged list refetches for the new revision, which the next save sends.
      void queryClient.invalidateQueries({
        queryKey: getTaggedPriceListQueryOptions().queryKey,
      });
      toast.success(t('priceList.saved'));
    },
  });
}
