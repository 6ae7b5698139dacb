import { entityTagOf, type ScheduleItem } from '@memorial-care/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterServiceRequestChange } from '../../../lib/service-requests/api/invalidate-after-change';
import { updateServiceRequest } from '../../../lib/service-requests/api/update-service-request';

/** A move to another day or slot, or another caretaker: one field, nothing else. */
export type VisitPatch = { readonly scheduledDate: string } | { readonly caretakerId: string };

export interface VisitChange {
  readonly item: ScheduleItem;
  readonly patch: VisitPatch;
}

/**
 * PATCH /api/service-requests/:id with only the changed field, against the revision the schedule
 * showed (`If-Match`): a change made meanwhile is refused (412) instead of overwritten. Waits for
 * the refreshed schedule and lists (and the caretakers' counts after an assignment), so a moved
 * card stays where it was dropped.
 */
export function useChangeVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, patch }: VisitChange) =>
      updateServiceRequest({
        id: item.id,
        patch: { ...patch },
        etag: entityTagOf(BigInt(item.version)),
      }),
    onSuccess: (_answer, { patch }) =>
      Promise.all([
        invalidateAfterServiceRequestChange(queryClient),
        'caretakerId' in patch
          ? queryClient.invalidateQueries({ queryKey: ['caretakers'] })
          : undefined,
      ]),
  });
}
