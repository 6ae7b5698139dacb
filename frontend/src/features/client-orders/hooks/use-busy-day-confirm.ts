import type { DayOverCapacityDetails } from '@memorial-care/contracts/http';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asks whether to order on a day already over capacity at the cemetery; `orderAnyway` runs on
 * OK, with the dialog waiting for it.
 */
export function useBusyDayConfirm() {
  const { t } = useTranslation('clientOrders');
  const { modal } = App.useApp();
  return (figures: Partial<DayOverCapacityDetails>, orderAnyway: () => Promise<void>) =>
    modal.confirm({
      title: t('busyDay.title'),
      content:
        figures.booked !== undefined && figures.capacity !== undefined
          ? t('busyDay.content', { booked: figures.booked, capacity: figures.capacity })
          : t('busyDay.contentWithoutFigures'),
      okText: t('busyDay.ok'),
      cancelText: t('busyDay.cancel'),
      onOk: orderAnyway,
    });
}
