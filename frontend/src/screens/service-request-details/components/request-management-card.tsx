import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { useRequestEditForm } from '../hooks/use-request-edit-form';
import { ManagementEditForm } from './management-edit-form';
import { ManagementReadView } from './management-read-view';

/** Card 'Request Management': read mode for everyone, an Edit/Cancel toggle for staff. */
export function RequestManagementCard({
  request,
  viewer,
}: {
  readonly request: ServiceRequestView;
  readonly viewer: ServiceRequestViewer;
}) {
  const { t } = useTranslation('serviceRequestDetails');
  const edit = useRequestEditForm(request, viewer);

  const toggle = edit.canEdit ? (
    <Button
      size="small"
      onClick={edit.editing ? edit.cancelEditing : edit.startEditing}
      disabled={edit.saving}
    >
      {edit.editing ? t('management.cancel') : t('management.edit')}
    </Button>
  ) : null;

  return (
    <Card title={t('management.title')} size="small" extra={toggle}>
      {edit.canEdit && edit.editing ? (
        <ManagementEditForm request={request} edit={edit} />
      ) : (
        <ManagementReadView request={request} />
      )}
    </Card>
  );
}
