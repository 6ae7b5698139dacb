import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { getActivityLogsQueryOptions } from '../api/get-activity-logs';
import { useActivityTexts } from '../utils/use-activity-texts';
import { activityLook } from './activity-look';

/** How many entries the dashboard shows; the rest is on /admin/activity. */
export const recentActivityCount = 8;
const loadingRows = 4;

/** The admin dashboard's Recent Activity: the newest entries as a timeline. */
export function RecentActivity() {
  const { t } = useTranslation('activityLogs');
  const activity = useQuery(getActivityLogsQueryOptions({ pageSize: recentActivityCount }));
  const { ageOf, detailOf } = useActivityTexts();
  // Ages are relative to when the entries arrived, so they do not jump on every render.
  const now = new Date(activity.dataUpdatedAt || Date.now());

  let content;
  if (activity.isPending)
    content = (
      <Flex vertical gap="middle" aria-busy="true">
        {Array.from({ length: loadingRows }, (_, row) => (
          <Skeleton key={row} active avatar={{ size: 'small' }} title paragraph={{ rows: 1 }} />
        ))}
      </Flex>
    );
  else if (activity.isError)
    content = (
      <LoadFailedAlert
        title={t('recent.loadFailed')}
        retryLabel={t('page.retry')}
        query={activity}
      />
    );
  else if (activity.data.items.length === 0)
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recent.empty')} />;
  else
    content = (
      <Timeline
        items={activity.data.items.map((entry) => {
          const look = activityLook(entry.type);
          const detail = detailOf(entry);
          return {
            key: entry.id,
            color: look.color,
            icon: look.icon,
            content: (
              <Flex vertical gap={2}>
                <Typography.Text>{entry.description}</Typography.Text>
                {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <time dateTime={entry.createdAt}>{ageOf(entry.createdAt, now)}</time>
                </Typography.Text>
              </Flex>
            ),
          };
        })}
      />
    );

  return (
    <Card title={t('recent.title')} extra={<Link to="/admin/activity">{t('recent.viewAll')}</Link>}>
      {content}
    </Card>
  );
}
