import type { RequestStatus } from '@memorial-care/contracts/domain';
import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmEarlyCompletion } from '../../../lib/use-confirm-early-completion';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { useChangeStatus } from '../hooks/use-change-status';
import { requestNumberOf } from '../../../lib/service-requests/request-number';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { statusChoicesOf } from '../../../lib/service-requests/status-patch';
import { StatusTag } from '../../../components/request-tags';

interface RequestStatusCellProps {
  readonly request: ServiceRequestView;
  readonly viewer: ServiceRequestViewer;
}

/** A dropdown for admins and caretakers (the change is saved at once), a badge for clients. */
export function RequestStatusCell({ request, viewer }: RequestStatusCellProps) {
  const { t } = useTranslation('serviceRequests');
  const status = useChangeStatus(viewer);
  const ownCaretakerId = useCurrentUser().data?.caretakerId ?? null;
  const confirmEarlyCompletion = useConfirmEarlyCompletion();
  if (viewer === 'client') return <StatusTag status={request.status} />;

  return (
    // The row opens the details on click; choosing a status must not.
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Select<RequestStatus>
        aria-label={t('list.table.statusOf', { number: requestNumberOf(request.id) })}
        size="small"
        style={{ width: 120 }}
        popupMatchSelectWidth={false}
        value={status.pendingStatus ?? request.status}
        loading={status.isPending}
        disabled={status.isPending}
        onChange={(next) =>
          next === 'completed'
            ? confirmEarlyCompletion(request.scheduledDate, () => void status.change(request, next))
            : void status.change(request, next)
        }
        options={statusChoicesOf(viewer, request, ownCaretakerId).map((value) => ({
          value,
          label: t(`status.${value}`),
        }))}
      />
    </div>
  );
}
