import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeRatesSchema, type ExchangeRateInput } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { invalidateAfterBillingChange } from './invalidate-after-change';

/**
 * PUT /api/exchange-rate (admin): 200 with the rate in force and the latest ones. A rate out of
 * bounds, or dated before the one in force, is refused (400, beside its field).
 */
export const setExchangeRate = (input: ExchangeRateInput) =>
  apiRequest('PUT', '/api/exchange-rate', { body: input, schema: exchangeRatesSchema });

/**
 * Sets the rate: "Exchange rate set" once the card shows it. Every invoice's payment
 * instructions (their dinar amount) are under the billing prefix and refresh with it.
 */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: setExchangeRate,
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('exchangeRate.saved'));
    },
  });
}
