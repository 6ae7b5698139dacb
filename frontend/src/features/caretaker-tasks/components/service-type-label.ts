import { useTranslation } from 'react-i18next';
import { isKnownServiceType } from '../../../lib/service-requests/service-type';
import { humanizeCode } from '../utils/display';

/** A function naming a service type in the interface language. */
export function useServiceTypeLabel() {
  const { t } = useTranslation('serviceRequests');
  // Service types are open-ended on the wire; known ones are translated, others made readable.
  return (type: string) =>
    isKnownServiceType(type) ? t(`serviceType.${type}`) : humanizeCode(type);
}
