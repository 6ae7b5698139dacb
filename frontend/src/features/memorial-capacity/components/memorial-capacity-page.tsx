import { localIsoDate } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { getMemorialCapacityQueryOptions } from '../api/get-memorial-capacity';
import { capacityDayAnchor } from '../utils/capacity-rows';
import { CapacityDayCard } from './capacity-day-card';
import './memorial-capacity.css';

/** The `?date=` of a link, when it is a yyyy-MM-dd date (anything else is ignored). */
const askedDay = (value: string | null) =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/**
 * Admin › Capacity (/admin/capacity): each busy memorial day of the coming twelve months with the
 * visits booked against the caretakers free that day. `?date=yyyy-MM-dd` (the Cultural Events
 * panel's link) scrolls to that day and frames it.
 */
export function MemorialCapacityPage() {
  const { t } = useTranslation('memorialCapacity');
  const format = useFormat();
  const capacity = useQuery(getMemorialCapacityQueryOptions());
  const [searchParams] = useSearchParams();
  const asked = askedDay(searchParams.get('date'));
  const reducedMotion = usePrefersReducedMotion();
  // The page lives for a visit; "today" as of when it was opened is precise enough.
  const today = useMemo(() => localIsoDate(new Date()), []);
  const days = capacity.data?.days;
  const askedFound = asked !== null && days?.some((day) => day.date === asked);

  useEffect(() => {
    if (!asked || !askedFound) return;
    document
      .getElementById(capacityDayAnchor(asked))
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }, [asked, askedFound, reducedMotion]);

  return (
    <Flex vertical gap="large" className="memorial-capacity">
      <header>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('subtitle', { perDay: capacity.data?.visitsPerCaretakerPerDay ?? '…' })}
        </Typography.Text>
      </header>
      {capacity.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : capacity.isError ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={capacity} />
      ) : (
        <>
          {asked && !askedFound && (
            <Alert type="info" showIcon title={t('dayNotFound', { date: format.date(asked) })} />
          )}
          {capacity.data.days.length === 0 ? (
            <Empty description={t('noDays')} />
          ) : (
            capacity.data.days.map((day) => (
              <CapacityDayCard
                key={day.date}
                day={day}
                today={today}
                highlighted={day.date === asked}
              />
            ))
          )}
        </>
      )}
    </Flex>
  );
}
