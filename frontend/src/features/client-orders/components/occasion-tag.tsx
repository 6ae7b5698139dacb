import { CalendarOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import type { OrderOccasion } from '../utils/order-prefill';

/** The care occasion an order is for ("Slava · 19 Dec 2026"): read-only, it came with the link. */
export function OccasionTag({ occasion }: { readonly occasion: OrderOccasion }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  return (
    <Tag
      color="gold"
      icon={<CalendarOutlined aria-hidden />}
      style={{ fontSize: 14, padding: '4px 8px' }}
    >
      {t(`careOccasions.${occasion.kind}`)} · {format.date(occasion.date)}
    </Tag>
  );
}
