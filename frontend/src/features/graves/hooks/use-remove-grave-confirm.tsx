import type { Grave } from '@memorial-care/contracts/http';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteGrave } from '../api/delete-grave';
import { useGraveNotifications } from './use-grave-notifications';

/**
 * Asks before removing, saying what removal does: the grave leaves the list (an event; its
 * record stays in the log), finished service requests stay in the history, and a grave with
 * open requests is refused by the server (the failure toast then says how many).
 */
export function useRemoveGraveConfirm(onRemoved?: (grave: Grave) => void) {
  const { t } = useTranslation('graves');
  const { modal } = App.useApp();
  const remove = useDeleteGrave();
  const notify = useGraveNotifications();

  return (grave: Grave) =>
    modal.confirm({
      title: t('removeConfirm.title'),
      content: (
        <>
          <p style={{ marginTop: 0 }}>{t('removeConfirm.content', { name: grave.deceasedName })}</p>
          <p>{t('removeConfirm.history')}</p>
          <p style={{ marginBottom: 0 }}>{t('removeConfirm.openRequests')}</p>
        </>
      ),
      okText: t('removeConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(grave.id);
          notify.success('toasts.removed');
          onRemoved?.(grave);
        } catch (error) {
          notify.failure('toasts.removeFailed', error);
        }
      },
    });
}
