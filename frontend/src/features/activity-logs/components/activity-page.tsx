import type { ActivityLog } from '@memorial-care/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { getActivityLogsQueryOptions } from '../api/get-activity-logs';
import { useActivityTexts } from '../utils/use-activity-texts';
import {
  ActivityFiltersBar,
  noActivityFilters,
  type ActivityFilters,
} from './activity-filters-bar';
import { activityLook } from './activity-look';

const pageSize = 25;

/** Admin: Activity (/admin/activity), the whole log, filtered and paged on the server. */
export function ActivityPage() {
  const { t } = useTranslation('activityLogs');
  const format = useFormat();
  const { detailOf } = useActivityTexts();
  const [filters, setFilters] = useState<ActivityFilters>(noActivityFilters);
  const [page, setPage] = useState(1);
  const activity = useQuery({
    ...getActivityLogsQueryOptions({
      page,
      pageSize,
      search: filters.search || undefined,
      type: filters.type ?? undefined,
      entityType: filters.entityType ?? undefined,
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });

  const typeLabel = (type: string) =>
    t(`types.${type}` as 'types.service_created', { defaultValue: type });
  const columns: TableColumnsType<ActivityLog> = [
    {
      key: 'when',
      title: t('columns.when'),
      width: 190,
      render: (_, entry) => (
        <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
      ),
    },
    {
      key: 'type',
      title: t('columns.type'),
      width: 180,
      render: (_, entry) => (
        <Tag color={activityLook(entry.type).color} icon={activityLook(entry.type).icon}>
          {typeLabel(entry.type)}
        </Tag>
      ),
    },
    {
      key: 'description',
      title: t('columns.description'),
      render: (_, entry) => {
        const detail = detailOf(entry);
        return (
          <Flex vertical gap={2}>
            <Typography.Text>{entry.description}</Typography.Text>
            {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      key: 'subject',
      title: t('columns.subject'),
      width: 170,
      render: (_, entry) =>
        t(`entityTypes.${entry.entityType}` as 'entityTypes.client', {
          defaultValue: entry.entityType,
        }),
    },
  ];

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
          {t('page.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('page.subtitle')}</Typography.Text>
      </div>
      <Card>
        <Flex vertical gap="middle">
          <ActivityFiltersBar
            filters={filters}
            onChange={(change) => {
              setFilters((current) => ({ ...current, ...change }));
              setPage(1);
            }}
          />
          {activity.isError ? (
            <LoadFailedAlert
              title={t('page.loadFailed')}
              retryLabel={t('page.retry')}
              query={activity}
            />
          ) : (
            <Table<ActivityLog>
              aria-label={t('page.label')}
              rowKey="id"
              size="middle"
              loading={activity.isFetching}
              columns={columns}
              dataSource={activity.data?.items ?? []}
              locale={{ emptyText: t('page.empty') }}
              pagination={{
                current: page,
                pageSize,
                total: activity.data?.total ?? 0,
                showSizeChanger: false,
                showTotal: (total) => t('page.total', { total }),
                onChange: setPage,
              }}
              scroll={{ x: 'max-content' }}
            />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
