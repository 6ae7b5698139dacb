import { planSubscriptionSchema, type PlanSubscription } from '@memorial-care/contracts/http';
import { apiGetTagged, isApiStatus, type Tagged } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

/**
 * The family's plan subscription with its ETag, or null (and no ETag) when it never had one
 * (404). Under the clients prefix, so whatever refreshes the client refreshes it too.
 */
export const clientSubscriptionQueryKey = (clientId: string) =>
  [...clientsQueryKey, 'subscription', clientId] as const;

export const getClientSubscription = async (
  clientId: string,
): Promise<Tagged<PlanSubscription | null>> => {
  try {
    return await apiGetTagged(
      `/api/clients/${encodeURIComponent(clientId)}/subscription`,
      planSubscriptionSchema,
    );
  } catch (error) {
    if (isApiStatus(error, 404)) return { data: null, etag: null };
    throw error;
  }
};

/**
 * GET /api/clients/{id}/subscription (admin): what the Billing tab's card shows and what Change
 * Plan saves against (its ETag as If-Match), one cache entry for both.
 */
export const getClientSubscriptionQueryOptions = (clientId: string) => ({
  queryKey: clientSubscriptionQueryKey(clientId),
  queryFn: () => getClientSubscription(clientId),
});
