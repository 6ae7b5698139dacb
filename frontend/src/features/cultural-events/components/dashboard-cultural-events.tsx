import { isBusyMemorialDay } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { getUpcomingCulturalEventsQueryOptions } from '../api/get-upcoming-cultural-events';

/**
 * The admin dashboard's Cultural Events: the next Orthodox memorial days, the requests booked
 * in the week up to each, whether families can still book ahead, and the busy days' capacity.
 */
export function DashboardCulturalEvents() {
  const { t } = useTranslation('culturalEvents');
  const format = useFormat();
  const events = useQuery(getUpcomingCulturalEventsQueryOptions());

  let content;
  if (events.isPending) content = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (events.isError)
    content = (
      <LoadFailedAlert
        title={t('dashboard.loadFailed')}
        retryLabel={t('dashboard.retry')}
        query={events}
      />
    );
  else
    content = (
      <Flex vertical gap="middle" role="list">
        {events.data.items.map((event) => (
          <Flex key={event.date} role="listitem" justify="space-between" align="start" gap="small">
            <Flex vertical gap={2}>
              <Typography.Text strong>{t(`events.${event.kind}`)}</Typography.Text>
              <Typography.Text type="secondary">
                <time dateTime={event.date}>{format.date(event.date)}</time>
                {' · '}
                {t('dashboard.requestsScheduled', { n: event.requestsScheduled })}
              </Typography.Text>
            </Flex>
            <Flex vertical align="end" gap={4}>
              <Tag color={event.bookingsOpen ? 'green' : 'default'}>
                {t(event.bookingsOpen ? 'dashboard.bookingsOpen' : 'dashboard.bookingsClosed')}
              </Tag>
              {isBusyMemorialDay(event.date) && (
                <Link
                  to={`/admin/capacity?date=${event.date}`}
                  aria-label={t('capacityOf', { event: t(`events.${event.kind}`) })}
                >
                  {t('capacity')}
                </Link>
              )}
            </Flex>
          </Flex>
        ))}
      </Flex>
    );

  return (
    <Card
      title={t('title')}
      extra={<Typography.Text type="secondary">{t('dashboard.window')}</Typography.Text>}
    >
      {content}
    </Card>
  );
}
