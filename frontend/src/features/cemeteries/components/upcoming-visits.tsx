import { requestStatusColor } from '@memorial-care/contracts/domain';
import type { CemeteryDetails } from '@memorial-care/contracts/http';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { cemeteriesI18n } from '../i18n';
import { humanizeCode } from '../utils/humanize';
import { presentUpcomingVisits } from '../utils/upcoming-visits';

type Visit = CemeteryDetails['graves'][number]['upcomingVisits'][number];

// Service types are open-ended on the wire; known ones are translated, others made readable.
type KnownServiceType = keyof typeof cemeteriesI18n.en.serviceType;
const isKnownServiceType = (type: string): type is KnownServiceType =>
  Object.hasOwn(cemeteriesI18n.en.serviceType, type);

/** A grave's next visits: at most two, then "...and N more". */
export function UpcomingVisits({ visits, more }: { visits: readonly Visit[]; more: number }) {
  const { t } = useTranslation('cemeteries');
  const format = useFormat();
  const { shown, moreCount } = presentUpcomingVisits(visits, more);

  if (shown.length === 0) {
    return <Typography.Text type="secondary">{t('details.noUpcomingVisits')}</Typography.Text>;
  }
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('details.upcomingVisits')}
      </Typography.Text>
      <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {shown.map((visit) => (
          <li key={visit.id}>
            <Flex wrap align="center" gap={8}>
              <Typography.Text>{format.date(visit.scheduledDate)}</Typography.Text>
              <Typography.Text>
                {isKnownServiceType(visit.serviceType)
                  ? t(`serviceType.${visit.serviceType}`)
                  : humanizeCode(visit.serviceType)}
              </Typography.Text>
              <Tag color={requestStatusColor[visit.status]}>{t(`status.${visit.status}`)}</Tag>
            </Flex>
          </li>
        ))}
      </ul>
      {moreCount > 0 && (
        <Typography.Text type="secondary">
          {t('details.moreVisits', { count: moreCount })}
        </Typography.Text>
      )}
    </div>
  );
}
