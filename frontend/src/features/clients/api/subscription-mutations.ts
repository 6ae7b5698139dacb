import { planSubscriptionSchema, type PlanSubscriptionInput } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientSubscriptionQueryKey } from './get-client-subscription';
import { clientsQueryKey } from './get-clients';

export type SubscriptionAction = 'pause' | 'resume' | 'end';

const subscriptionPath = (clientId: string) =>
  `/api/clients/${encodeURIComponent(clientId)}/subscription`;

/**
 * PUT /api/clients/{id}/subscription (admin): starts the subscription, or changes the plan or
 * price of the running one. `etag`: the revision the dialog showed; a change made since is
 * refused (412).
 */
export const setSubscription = ({
  clientId,
  input,
  etag = null,
}: {
  clientId: string;
  input: PlanSubscriptionInput;
  etag?: string | null;
}) =>
  apiRequest('PUT', subscriptionPath(clientId), {
    body: input,
    schema: planSubscriptionSchema,
    ifMatch: etag,
  });

/** POST /api/clients/{id}/subscription/{pause,resume,end}; 409 when nothing is running. */
export const changeSubscriptionState = ({
  clientId,
  action,
  reason,
}: {
  clientId: string;
  action: SubscriptionAction;
  reason?: string | undefined;
}) =>
  apiRequest('POST', `${subscriptionPath(clientId)}/${action}`, {
    body: reason ? { reason } : {},
    schema: planSubscriptionSchema,
  });

/**
 * A subscription change moves the card itself, the client's plan status (the clients queries,
 * which the subscription's key lies under), the ledger (plan invoices: the `['billing']` prefix
 * the Billing tab shares with the Payments screen) and the dashboards.
 */
export const invalidateAfterSubscriptionChange = (queryClient: QueryClient, clientId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: clientSubscriptionQueryKey(clientId) }),
    queryClient.invalidateQueries({
      queryKey: clientsQueryKey,
      // The subscription's own entry is refreshed above, once.
      predicate: ({ queryKey }) => queryKey[1] !== 'subscription',
    }),
    queryClient.invalidateQueries({ queryKey: ['billing'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);

/** Returning the promise keeps each mutation pending until the screen shows the change. */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubscription,
    onSuccess: (_data, { clientId }) => invalidateAfterSubscriptionChange(queryClient, clientId),
  });
}

export function useChangeSubscriptionState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscriptionState,
    onSuccess: (_data, { clientId }) => invalidateAfterSubscriptionChange(queryClient, clientId),
  });
}
