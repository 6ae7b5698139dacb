import type { Client } from '@memorial-care/contracts/http';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { getServiceRequestsQueryOptions } from '../../../lib/service-requests/api/get-service-requests';
import { useDeleteClient } from '../api/mutations';
import { useClientNotifications } from './use-client-notifications';

const openStatuses = ['pending', 'scheduled', 'in_progress'] as const;

/**
 * Deleting a client must not orphan open requests: the server refuses while any is open (409).
 * So the dialog first counts them: with open requests it says so and offers no Delete; without,
 * it asks the spec's question and says what stays on record.
 */
export function useDeleteClientConfirm(onDeleted: () => void) {
  const { t } = useTranslation('clients');
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const deleteClient = useDeleteClient();
  const notify = useClientNotifications();

  return async (client: Client) => {
    const openRequests = await queryClient
      .fetchQuery(
        getServiceRequestsQueryOptions({
          clientId: client.id,
          status: [...openStatuses],
          page: 1,
          pageSize: 1,
        }),
      )
      .then((page) => page.total)
      // Unknown: ask anyway; the server still refuses if any is open, and the toast says why.
      .catch(() => 0);

    if (openRequests > 0) {
      modal.warning({
        title: t('deleteConfirm.title'),
        content: t('deleteConfirm.openRequests', { name: client.name, count: openRequests }),
        okText: t('actions.close'),
      });
      return;
    }

    modal.confirm({
      title: t('deleteConfirm.title'),
      content: (
        <>
          <p style={{ marginTop: 0 }}>{t('deleteConfirm.content', { name: client.name })}</p>
          <p style={{ marginBottom: 0 }}>{t('deleteConfirm.history')}</p>
        </>
      ),
      okText: t('deleteConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await deleteClient.mutateAsync(client.id);
          notify.success('toasts.deleted');
          onDeleted();
        } catch (error) {
          notify.failure('toasts.deleteFailed', error);
        }
      },
    });
  };
}
