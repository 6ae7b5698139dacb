import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Visits still free (green), or how many the caretakers cannot do (red). */
export function GapTag({ gap }: { readonly gap: number }) {
  const { t } = useTranslation('memorialCapacity');
  return gap < 0 ? (
    <Tag color="red">{t('gapShort', { count: -gap })}</Tag>
  ) : (
    <Tag color={gap === 0 ? 'gold' : 'green'}>{t('gapFree', { count: gap })}</Tag>
  );
}
