import { planMonthlyPriceEur, type ServicePlan } from '@memorial-care/contracts/domain';
import type { Client } from '@memorial-care/contracts/http';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-name';
import { useFormat } from '../../../lib/use-format';

/** Client fields as the admin reads them: translated country, plan and price, "Not provided". */
export function useClientLabels() {
  const { t } = useTranslation('clientRegistrations');
  const { t: tCommon } = useTranslation('common');
  const format = useFormat();

  return useMemo(() => {
    const text = (value: string | null) => value?.trim() || t('card.notProvided');
    return {
      text,
      country: (country: string | null) => countryName(tCommon, country) ?? t('card.notProvided'),
      plan: (plan: ServicePlan | null) => {
        if (!plan) return t('card.notProvided');
        const name = t(`plans.${plan}`);
        const price = planMonthlyPriceEur[plan];
        return price === null
          ? t('planOnRequest', { plan: name })
          : t('planPrice', { plan: name, price: format.eur(price) });
      },
      planStatus: (status: Client['planStatus']) => t(`planStatus.${status}`),
    };
  }, [t, tCommon, format]);
}
