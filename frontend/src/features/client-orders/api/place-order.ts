import { clientOrderResultSchema, type ClientOrderInput } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterServiceRequestChange } from '../../../lib/service-requests/api/invalidate-after-change';

/** POST /api/service-requests/orders: a pending request for one of the client's graves. */
export const placeOrder = (order: ClientOrderInput) =>
  apiRequest('POST', '/api/service-requests/orders', {
    idempotent: true,
    body: order,
    schema: clientOrderResultSchema,
  });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // Returning the promise keeps the mutation pending until the lists show the new request.
    onSuccess: () => invalidateAfterServiceRequestChange(queryClient),
  });
}
