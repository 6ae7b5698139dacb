import { mailDeliverySchema } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mailDeliveriesKey } from './get-mail-deliveries';

/** POST /api/admin/mail/{jobId}/retry (admin): a failed mail gets a fresh set of attempts. */
export const retryMailDelivery = (jobId: string) =>
  apiRequest('POST', `/api/admin/mail/${encodeURIComponent(jobId)}/retry`, {
    schema: mailDeliverySchema,
  });

export function useRetryMailDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMailDelivery,
    // Returned, so the button stays busy until the list shows the mail queued again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailDeliveriesKey }),
  });
}
