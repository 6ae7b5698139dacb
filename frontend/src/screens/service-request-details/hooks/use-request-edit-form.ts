import { requestStatuses, type RequestStatus } from '@memorial-care/contracts/domain';
import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiStatus } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { useServiceRequestEtag } from '../../../lib/service-requests/api/get-service-request';
import { invalidateAfterServiceRequestChange } from '../../../lib/service-requests/api/invalidate-after-change';
import { useUpdateServiceRequest } from '../../../lib/service-requests/api/update-service-request';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import {
  caretakerStatusesOf,
  editableFieldsOf,
  editFormValuesOf,
  patchOf,
  type EditFormValues,
} from '../utils/edit-form';
import { failureTextOf } from '../utils/failure-text';
import { useServerErrorText } from '../../../lib/use-server-error-text';

/**
 * The Request Management card's Edit/Cancel toggle and its form. An admin edits every field; a
 * caretaker only moves their task's status (the server takes nothing else from them); a client
 * reads. Saving sends the PATCH of spec part 2, §7, toasts as §8 says and leaves edit mode on
 * success. It is made against the revision shown: when someone else changed the request since
 * (412), the toast says so and the card shows the new values.
 */
export function useRequestEditForm(request: ServiceRequestView, viewer: ServiceRequestViewer) {
  const { t } = useTranslation('serviceRequestDetails');
  const toast = useToast();
  const serverText = useServerErrorText();
  const [editing, setEditing] = useState(false);
  const currentUser = useCurrentUser();
  const ownCaretakerId = viewer === 'caretaker' ? (currentUser.data?.caretakerId ?? null) : null;
  const update = useUpdateServiceRequest();
  const etag = useServiceRequestEtag(request.id);
  const queryClient = useQueryClient();

  const editableFields = editableFieldsOf(viewer, request, ownCaretakerId);
  const statusOptions: readonly RequestStatus[] =
    viewer === 'caretaker' ? caretakerStatusesOf(request, ownCaretakerId) : requestStatuses;

  const save = (values: EditFormValues) => {
    const patch = patchOf(viewer, values, request, ownCaretakerId);
    if (patch === null) {
      setEditing(false);
      return;
    }
    // mutateAsync: the toast still shows when the dialog is closed before the answer comes.
    void update.mutateAsync({ id: request.id, patch, etag }).then(
      () => {
        toast.success(t('toasts.success'), t('toasts.updated'));
        setEditing(false);
      },
      (error: unknown) => {
        toast.error(
          t('toasts.error'),
          failureTextOf(error, serverText) ?? t('toasts.updateFailed'),
        );
        if (!isApiStatus(error, 412)) return;
        setEditing(false);
        void invalidateAfterServiceRequestChange(queryClient);
      },
    );
  };

  return {
    /** Whether this viewer gets the Edit toggle at all. */
    canEdit: editableFields.length > 0,
    editableFields,
    statusOptions,
    initialValues: editFormValuesOf(request),
    editing,
    startEditing: () => setEditing(true),
    cancelEditing: () => setEditing(false),
    save,
    saving: update.isPending,
  };
}

export type RequestEditForm = ReturnType<typeof useRequestEditForm>;
