import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useShownDataAge } from '../hooks/use-shown-data-age';
import type { DataAge } from '../utils/data-age';

const useAgeText = () => {
  const { t } = useTranslation('offline');
  return (age: DataAge) =>
    age.unit === 'justNow' ? t('age.justNow') : t(`age.${age.unit}`, { count: age.count });
};

/** Over the caretaker's screens while offline: the data is the last the device saw, this old. */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const format = useFormat();
  const ageText = useAgeText();
  const shown = useShownDataAge();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        shown
          ? t('banner', { time: format.dateTime(new Date(shown.at)), age: ageText(shown.age) })
          : t('noData')
      }
    />
  );
}
