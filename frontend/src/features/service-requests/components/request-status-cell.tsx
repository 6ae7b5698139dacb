import { requestStatuses, type RequestStatus } from '@memorial-care/contracts/domain';
import type { ServiceRequest } from '@memorial-care/contracts/http';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeStatus } from '../hooks/use-change-status';
import { requestNumberOf } from '../lib/request-number';
import type { ServiceRequestViewer } from '../lib/viewer';
import { StatusTag } from './request-tags';

interface RequestStatusCellProps {
  readonly request: ServiceRequest;
  readonly viewer: ServiceRequestViewer;
}

/** A dropdown for admins and caretakers (the change is saved at once), a badge for clients. */
export function RequestStatusCell({ request, viewer }: RequestStatusCellProps) {
  const { t } = useTranslation('serviceRequests');
  const status = useChangeStatus(viewer);
  if (viewer === 'client') return <StatusTag status={request.status} />;

  return (
    // The row opens the details on click; choosing a status must not.
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Select<RequestStatus>
        aria-label={t('list.table.statusOf', { number: requestNumberOf(request.id) })}
        size="small"
        style={{ width: 130 }}
        popupMatchSelectWidth={false}
        value={status.pendingStatus ?? request.status}
        loading={status.isPending}
        disabled={status.isPending}
        onChange={(next) => void status.change(request, next)}
        options={requestStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
    </div>
  );
}
