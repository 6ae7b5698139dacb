import type { QueryClient } from '@tanstack/react-query';
import { billingQueryKey } from './get-invoices';

/**
 * An invoice or a payment moves every ledger list and summary (all under one prefix), a client's
 * paid total and last payment (the clients' screens) and the dashboards. The server answers only
 * after its read models are updated, so the refetch already sees the change.
 */
export const invalidateAfterBillingChange = (queryClient: QueryClient) =>
  Promise.all(
    [billingQueryKey, ['clients'], ['dashboard']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
