import type { CarePlan } from '@memorial-care/contracts/http';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { careOccasionName } from './care-occasion-name';

/**
 * The memorials of a recent death (9th and 40th day, half-year, first year) over the coming
 * year, with the day the Easter pause moves one to; nothing once only anniversaries are left.
 */
export function MemorialDaysList({ days }: { readonly days: CarePlan['memorialDays'] }) {
  const { t } = useTranslation(['graves', 'common']);
  const format = useFormat();
  if (!days.some((day) => day.kind !== 'anniversary')) return null;
  return (
    <div>
      <Typography.Text strong>{t('carePlan.memorialDays')}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{t('carePlan.memorialDaysHint')}</Typography.Text>
      <ul
        aria-label={t('carePlan.memorialDays')}
        style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}
      >
        {days.map((day) => (
          <li key={`${day.kind}:${day.date}`} style={{ padding: '4px 0' }}>
            <Typography.Text>
              {careOccasionName(t, { ...day, label: null })}: {format.date(day.date)}
            </Typography.Text>
            {day.proposedDate && (
              <>
                <br />
                <Typography.Text type="warning">
                  {t('carePlan.easterPause')} ·{' '}
                  {t('carePlan.visitOn', { date: format.date(day.proposedDate) })}
                </Typography.Text>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
