import { CheckCircleOutlined } from '@ant-design/icons';
import { localIsoDate } from '@memorial-care/contracts/domain';
import type { Grave } from '@memorial-care/contracts/http';
import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { chosenImportantDates } from '../utils/important-dates';

/** The important days the family wants care on, with their next date; a note when none. */
export function ImportantDatesList({ grave }: { readonly grave: Grave }) {
  const { t } = useTranslation('graves');
  const format = useFormat();
  const entries = useMemo(() => chosenImportantDates(grave, localIsoDate(new Date())), [grave]);

  if (entries.length === 0)
    return <Typography.Text type="secondary">{t('details.noImportantDates')}</Typography.Text>;

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
