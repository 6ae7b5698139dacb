import type { CemeteryDetails } from '@memorial-care/contracts/http';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useVisitWindowLabel } from '../hooks/use-visit-window-label';

export function CemeteryOperationalDetails({ cemetery }: { cemetery: CemeteryDetails }) {
  const { t } = useTranslation('cemeteries');
  const format = useFormat();
  const visitWindowLabel = useVisitWindowLabel();
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

  return (
    <Descriptions
      title={t('details.operational')}
      column={{ xs: 1, sm: 2 }}
      size="small"
      items={[
        {
          key: 'caretakers',
          label: t('details.caretakers'),
          span: 'filled',
          children:
            cemetery.caretakers.length > 0 ? (
              <Flex wrap gap={4}>
                {cemetery.caretakers.map((caretaker) => (
                  <Tag key={caretaker.id}>{caretaker.name}</Tag>
                ))}
              </Flex>
            ) : (
              secondary(t('details.noCaretakers'))
            ),
        },
        {
          key: 'hours',
          label: t('details.preferredHours'),
          children: cemetery.preferredVisitHours
            ? visitWindowLabel(cemetery.preferredVisitHours)
            : secondary(visitWindowLabel(null)),
        },
        { key: 'graves', label: t('details.totalGraves'), children: cemetery.gravesCount },
        {
          key: 'scheduled',
          label: t('details.scheduledVisits'),
          children: cemetery.scheduledVisitsCount,
        },
        {
          key: 'next',
          label: t('details.nextVisit'),
          children: cemetery.nextVisitAt
            ? format.date(cemetery.nextVisitAt)
            : secondary(t('details.noneScheduled')),
        },
      ]}
    />
  );
}
