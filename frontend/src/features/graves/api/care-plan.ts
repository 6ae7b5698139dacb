import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { carePlanSchema } from '@memorial-care/contracts/http';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { graveQueryKey } from './get-grave';

/** Under the grave's key: a change of the grave's wishes refreshes its plan too. */
export const carePlanQueryKey = (graveId: string) =>
  [...graveQueryKey(graveId), 'care-plan'] as const;

const carePlanPath = (graveId: string) => `/api/graves/${encodeURIComponent(graveId)}/care-plan`;

/** GET /api/graves/{id}/care-plan: memorial days and the coming year's occasions. */
export const getCarePlanQueryOptions = (graveId: string) =>
  queryOptions({
    queryKey: carePlanQueryKey(graveId),
    queryFn: () => apiGet(carePlanPath(graveId), carePlanSchema),
  });

export type CarePlanChange =
  | { readonly kind: 'pause' | 'resume' }
  | { readonly kind: 'skip' | 'restore'; readonly occasionKey: string };

const changePath = (graveId: string, change: CarePlanChange) =>
  'occasionKey' in change
    ? `${carePlanPath(graveId)}/occasions/${encodeURIComponent(change.occasionKey)}/${change.kind}`
    : `${carePlanPath(graveId)}/${change.kind}`;

/** Pause or resume the plan, skip an occasion or undo the skip; the answer is the new plan. */
export function useChangeCarePlan(graveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CarePlanChange) =>
      apiRequest('POST', changePath(graveId, change), { schema: carePlanSchema }),
    onSuccess: (plan) => {
      queryClient.setQueryData(carePlanQueryKey(graveId), plan);
      return queryClient.invalidateQueries({ queryKey: graveQueryKey(graveId) });
    },
  });
}
