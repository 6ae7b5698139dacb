import { AppstoreOutlined, CalendarOutlined } from '@ant-design/icons';
import type { ServiceRequest } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Flex, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { StatusTag } from '../../../components/request-tags';
import { RouterLinkButton } from '../../../components/router-link-button';
import { getServiceRequestsQueryOptions } from '../../../lib/service-requests/api/get-service-requests';
import { useServiceTypeLabel } from '../../../lib/service-requests/use-service-type-label';
import { onActivationKey } from '../../../lib/activation-keys';
import { useFormat } from '../../../lib/use-format';

const initialsOf = (name: string | null) =>
  (name ?? '?')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || '?';

/** The five newest requests; a row click opens the caller's details dialog. */
export function RecentRequestsTable({ onOpen }: { readonly onOpen: (id: string) => void }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const serviceTypeLabel = useServiceTypeLabel();
  const recent = useQuery(
    getServiceRequestsQueryOptions({ page: 1, pageSize: 5, sort: '-createdAt' }),
  );

  return (
    <Card
      title={t('recent.title')}
      extra={
        <Flex gap="small">
          <RouterLinkButton size="small" to="/admin/service-requests" icon={<AppstoreOutlined />}>
            {t('recent.table')}
          </RouterLinkButton>
          <RouterLinkButton size="small" to="/admin/schedule" icon={<CalendarOutlined />}>
            {t('recent.calendar')}
          </RouterLinkButton>
        </Flex>
      }
    >
      {recent.isError ? (
        <LoadFailedAlert title={t('recent.loadFailed')} retryLabel={t('retry')} query={recent} />
      ) : recent.isPending ? (
        // Three placeholder rows while loading (spec).
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <Table<ServiceRequest>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={recent.data.items}
          locale={{ emptyText: t('recent.empty') }}
          // Each row opens its request, by the keyboard too (Tab to it, Enter).
          onRow={(request) => ({
            onClick: () => onOpen(request.id),
            onKeyDown: onActivationKey(() => onOpen(request.id)),
            tabIndex: 0,
            style: { cursor: 'pointer' },
          })}
          columns={[
            {
              key: 'client',
              title: t('recent.client'),
              render: (_, r) => (
                <Flex gap="small" align="center">
                  <Avatar size="small">{initialsOf(r.clientName)}</Avatar>
                  <Flex vertical>
                    <Typography.Text>{r.clientName ?? '-'}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.clientEmail ?? ''}
                    </Typography.Text>
                  </Flex>
                </Flex>
              ),
            },
            {
              key: 'service',
              title: t('recent.service'),
              render: (_, r) => serviceTypeLabel(r.serviceType),
            },
            {
              key: 'location',
              title: t('recent.location'),
              render: (_, r) => (r.cemetery ? `${r.cemetery.name}, ${r.cemetery.city}` : '-'),
            },
            {
              key: 'grave',
              title: t('recent.grave'),
              render: (_, r) => r.grave?.graveNumber ?? '-',
            },
            {
              key: 'status',
              title: t('recent.status'),
              render: (_, r) => <StatusTag status={r.status} />,
            },
            {
              key: 'scheduled',
              title: t('recent.scheduled'),
              render: (_, r) => (r.scheduledDate ? format.date(r.scheduledDate) : '-'),
            },
          ]}
        />
      )}
    </Card>
  );
}
