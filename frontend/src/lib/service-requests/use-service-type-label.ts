import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { humanizeServiceType, isKnownServiceType } from './service-type';

/** A request's service type as the interface language names it ("Memorial Candles"). */
export function useServiceTypeLabel() {
  const { t } = useTranslation('serviceRequests');
  return useCallback(
    (type: string) =>
      isKnownServiceType(type) ? t(`serviceType.${type}`) : humanizeServiceType(type),
    [t],
  );
}
