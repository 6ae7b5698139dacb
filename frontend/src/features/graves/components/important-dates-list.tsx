import { CheckCircleOutlined } from '@ant-design/icons';
import type { Grave } from '@memorial-care/contracts/http';
import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { localIsoDate } from '../../cultural-events/lib/orthodox-calendar';
import { importantDatesList } from '../utils/important-dates';

/**
 * The important days with their next date; the ones the family wants care on are marked. A
 * slava or other day that was not set is left out.
 */
export function ImportantDatesList({ grave }: { readonly grave: Grave }) {
  const { t } = useTranslation('graves');
  const format = useFormat();
  const entries = useMemo(
    () =>
      importantDatesList(grave, localIsoDate(new Date())).filter(
        (entry) => (entry.kind !== 'slava' && entry.kind !== 'other') || entry.wanted,
      ),
    [grave],
  );

  return (
    <ul
      aria-label={t('details.importantDates')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {entries.map((entry) => (
        <li key={entry.kind} style={{ padding: '6px 0' }}>
          <Flex justify="space-between" align="center" gap="small" wrap>
            <div>
              <Typography.Text strong>
                {entry.label
                  ? `${t(`importantDates.${entry.kind}`)}: ${entry.label}`
                  : t(`importantDates.${entry.kind}`)}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {entry.next
                  ? t('details.next', { date: format.date(entry.next) })
                  : t('details.dateUnknown')}
              </Typography.Text>
            </div>
            {entry.wanted && (
              <Tag color="green" icon={<CheckCircleOutlined aria-hidden />}>
                {t('details.careWanted')}
              </Tag>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
