import { serviceRequestsI18n } from '../../service-requests/i18n';

type ServiceTypeLabel = keyof typeof serviceRequestsI18n.en.serviceType;

const isLabelled = (serviceType: string): serviceType is ServiceTypeLabel =>
  Object.hasOwn(serviceRequestsI18n.en.serviceType, serviceType);

/**
 * The `serviceRequests` key of a service type's label ("Grave Cleaning"), or null for a type
 * without one (then the raw value is shown rather than a missing-key marker).
 */
export const serviceTypeLabelKey = (
  serviceType: string,
): `serviceType.${ServiceTypeLabel}` | null =>
  isLabelled(serviceType) ? `serviceType.${serviceType}` : null;
