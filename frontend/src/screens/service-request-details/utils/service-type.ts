import {
  isKnownServiceType,
  type KnownServiceType,
} from '../../../lib/service-requests/service-type';

/**
 * The `serviceRequests` key of a service type's label ("Grave Cleaning"), or null for a type
 * without one (then the raw value is shown rather than a missing-key marker).
 */
export const serviceTypeLabelKey = (
  serviceType: string,
): `serviceType.${KnownServiceType}` | null =>
  isKnownServiceType(serviceType) ? `serviceType.${serviceType}` : null;
