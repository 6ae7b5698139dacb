import { useTranslation } from 'react-i18next';
import { serviceRequestsI18n } from '../../service-requests/i18n';
import { humanizeCode } from '../utils/display';

// Service types are open-ended on the wire; known ones are translated, others made readable.
type KnownServiceType = keyof typeof serviceRequestsI18n.en.serviceType;
const isKnownServiceType = (type: string): type is KnownServiceType =>
  Object.hasOwn(serviceRequestsI18n.en.serviceType, type);

/** A function naming a service type in the interface language. */
export function useServiceTypeLabel() {
  const { t } = useTranslation('serviceRequests');
  return (type: string) =>
    isKnownServiceType(type) ? t(`serviceType.${type}`) : humanizeCode(type);
}
