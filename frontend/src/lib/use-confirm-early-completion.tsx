import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { completesBeforeSchedule } from './early-completion';
import { useFormat } from './use-format';

/**
 * Completing a visit before its scheduled day asks first ("scheduled for …: complete it
 * anyway?"); on or after the day it goes straight on.
 */
export function useConfirmEarlyCompletion() {
  const { modal } = App.useApp();
  const { t } = useTranslation('common');
  const format = useFormat();
  return (scheduledDate: string | null, complete: () => void) => {
    if (!scheduledDate || !completesBeforeSchedule(scheduledDate, new Date())) {
      complete();
      return;
    }
    modal.confirm({
      title: t('earlyCompletion.title'),
      content: t('earlyCompletion.text', { date: format.date(scheduledDate) }),
      okText: t('earlyCompletion.confirm'),
      cancelText: t('earlyCompletion.cancel'),
      onOk: complete,
    });
  };
}
