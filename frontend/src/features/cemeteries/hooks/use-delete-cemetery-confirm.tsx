import type { Cemetery } from '@memorial-care/contracts/http';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteCemetery } from '../api/delete-cemetery';
import { gravesBlockingDelete } from '../utils/delete-refusal';
import { useCemeteryNotifications } from './use-cemetery-notifications';

/** Asks the spec's question, then deletes; the dialog waits (OK spinning) for the answer. */
export function useDeleteCemeteryConfirm(onDeleted: () => void) {
  const { t } = useTranslation('cemeteries');
  const { modal } = App.useApp();
  const deleteCemetery = useDeleteCemetery();
  const notify = useCemeteryNotifications();

  return (cemetery: Cemetery) =>
    modal.confirm({
      title: t('deleteConfirm.title'),
      content: (
        <>
          <p style={{ marginTop: 0 }}>{t('deleteConfirm.content')}</p>
          <strong>
            {cemetery.name}, {cemetery.city}
          </strong>
        </>
      ),
      okText: t('deleteConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await deleteCemetery.mutateAsync(cemetery.id);
          notify.success('toasts.deleted');
          onDeleted();
        } catch (error) {
          const graves = gravesBlockingDelete(error);
          if (graves === null) notify.failure('toasts.deleteFailed', error);
          else
            notify.failure('toasts.deleteFailed', null, [t('toasts.hasGraves', { count: graves })]);
        }
      },
    });
}
