import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteServiceRequest } from '../../../lib/service-requests/api/delete-service-request';
import { requestNumberOf } from '../../../lib/service-requests/request-number';
import { useRequestNotifications } from './use-request-notifications';

/** Asks the spec's question, then deletes; the dialog waits (OK spinning) for the answer. */
export function useDeleteRequestConfirm() {
  const { t } = useTranslation('serviceRequests');
  const { modal } = App.useApp();
  const deleteRequest = useDeleteServiceRequest();
  const notify = useRequestNotifications();

  return (request: ServiceRequestView) =>
    modal.confirm({
      title: t('list.deleteConfirm.title', { number: requestNumberOf(request.id) }),
      content: t('list.deleteConfirm.content'),
      okText: t('list.deleteConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('list.actions.cancel'),
      onOk: async () => {
        try {
          await deleteRequest.mutateAsync(request.id);
          notify.success('list.toasts.deleted');
        } catch (error) {
          notify.failure('list.toasts.deleteFailed', error);
        }
      },
    });
}
