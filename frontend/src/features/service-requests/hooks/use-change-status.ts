import type { RequestStatus } from '@memorial-care/contracts/domain';
import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { invalidateAfterServiceRequestChange } from '../../../lib/service-requests/api/invalidate-after-change';
import { useUpdateServiceRequest } from '../../../lib/service-requests/api/update-service-request';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { statusPatchOf } from '../../../lib/service-requests/status-patch';
import { useRequestNotifications } from './use-request-notifications';

/**
 * The status dropdown of one row: PATCHes the change, toasts the outcome, and shows the chosen
 * status until the refreshed list arrives. A refused change (someone else took the task, a move
 * a caretaker may not make) also refreshes, so the row shows what is true now.
 */
export function useChangeStatus(viewer: ServiceRequestViewer) {
  const queryClient = useQueryClient();
  const update = useUpdateServiceRequest();
  const currentUser = useCurrentUser();
  const notify = useRequestNotifications();

  const change = async (request: ServiceRequestView, status: RequestStatus) => {
    const patch = statusPatchOf(viewer, status, currentUser.data?.caretakerId ?? null);
    try {
      await update.mutateAsync({ id: request.id, patch });
      notify.success('list.toasts.statusUpdated');
    } catch (error) {
      notify.failure('list.toasts.statusFailed', error);
      void invalidateAfterServiceRequestChange(queryClient);
    }
  };

  return {
    change,
    isPending: update.isPending,
    /** The status being saved, shown meanwhile. */
    pendingStatus: update.isPending ? (update.variables?.patch.status ?? undefined) : undefined,
  };
}
