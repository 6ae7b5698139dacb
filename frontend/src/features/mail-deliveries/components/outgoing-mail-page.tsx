import { mailDeliveryStatuses, type MailDeliveryStatus } from '@memorial-care/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { getMailDeliveriesQueryOptions } from '../api/get-mail-deliveries';
import { useMailListQuery } from '../hooks/use-mail-list-query';
import { toMailDeliveryListQuery } from '../utils/mail-list-query';
import { pendingRefreshInterval } from '../utils/pending-refresh';
import { MailDeliveriesTable } from './mail-deliveries-table';
import { MailDeliveryDrawer } from './mail-delivery-drawer';
import './mail-deliveries.css';

type StatusFilter = MailDeliveryStatus | 'all';

/**
 * Admin › Outgoing mail (/admin/mail): every mail the app queued, what went out, what waits and
 * what failed and why, with Retry for a failed one. `?status=` filters, `?jobId=` opens one
 * mail's details (the link of a "could not be delivered" notification).
 */
export function OutgoingMailPage() {
  const { t } = useTranslation('mailDeliveries');
  const [view, update] = useMailListQuery();
  const deliveries = useQuery({
    ...getMailDeliveriesQueryOptions(toMailDeliveryListQuery(view)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pendingRefreshInterval(query.state.data?.items),
  });

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
          <Segmented<StatusFilter>
            aria-label={t('filter.label')}
            value={view.status ?? 'all'}
            onChange={(status) => update({ status: status === 'all' ? null : status })}
            options={[
              { value: 'all', label: t('filter.all') },
              ...mailDeliveryStatuses.map((status) => ({
                value: status,
                label: t(`status.${status}`),
              })),
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {deliveries.isError ? (
            <LoadFailedAlert
              title={t('page.loadFailed')}
              retryLabel={t('page.retry')}
              query={deliveries}
            />
          ) : (
            <MailDeliveriesTable
              items={deliveries.data?.items ?? []}
              total={deliveries.data?.total ?? 0}
              page={view.page}
              // Not while following pending mails in the background: only a first load or a
              // new page or filter shows the spinner.
              loading={deliveries.isPending || deliveries.isPlaceholderData}
              emptyText={view.status ? t('page.emptyFiltered') : t('page.empty')}
              highlightedJobId={view.jobId}
              onPageChange={(page) => update({ page })}
              onOpenDetails={(jobId) => update({ jobId })}
            />
          )}
        </Flex>
      </Card>
      <MailDeliveryDrawer jobId={view.jobId} onClose={() => update({ jobId: null })} />
    </Flex>
  );
}
