import type { Caretaker } from '@memorial-care/contracts/http';
import { Alert, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteCaretaker } from '../api/delete-caretaker';
import { useCaretakerNotifications } from './use-caretaker-notifications';

/**
 * Asks the spec's question, then deletes. A caretaker with open requests cannot be deleted (the
 * server answers 409): the dialog says so up front, with the count, and offers no Delete.
 */
export function useDeleteCaretakerConfirm(onDeleted: () => void) {
  const { t } = useTranslation('caretakers');
  const { modal } = App.useApp();
  const deleteCaretaker = useDeleteCaretaker();
  const notify = useCaretakerNotifications();

  return (caretaker: Caretaker) => {
    const open = caretaker.requestCounts.active;
    return modal.confirm({
      title: t('deleteConfirm.title'),
      content: (
        <>
          <p style={{ marginTop: 0 }}>{t('deleteConfirm.content', { name: caretaker.name })}</p>
          {open > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('deleteConfirm.openRequests', { name: caretaker.name, count: open })}
            />
          )}
        </>
      ),
      okText: t('deleteConfirm.ok'),
      okButtonProps: { danger: true, disabled: open > 0 },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await deleteCaretaker.mutateAsync(caretaker.id);
          notify.success('toasts.deleted');
          onDeleted();
        } catch (error) {
          notify.failure('toasts.deleteFailed', error);
        }
      },
    });
  };
}
