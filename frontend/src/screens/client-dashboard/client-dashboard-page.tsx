import { localIsoDate } from '@memorial-care/contracts/domain';
import type { CurrentUser, ServiceRequestListQuery } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderCareCard } from '../../features/client-orders/components/order-care-card';
import { getGravesQueryOptions } from '../../features/graves/api/get-graves';
import { RecentPhotosCard } from '../../features/photos/components/recent-photos-card';
import { getServiceRequestsQueryOptions } from '../../lib/service-requests/api/get-service-requests';
import { ServiceRequestDetailsDialog } from '../service-request-details/components/service-request-details-dialog';
import { GravesListCard } from './components/graves-list-card';
import { PaymentSummaryCard } from './components/payment-summary-card';
import { UpcomingVisitsCard } from './components/upcoming-visits-card';
import { upcomingVisitCount, upcomingVisits } from './utils/upcoming-visits';

/** Pending plus scheduled: the count only (the server scopes a client to their own). */
const pendingServicesQuery: ServiceRequestListQuery = {
  status: ['pending', 'scheduled'],
  page: 1,
  pageSize: 1,
};

/** Enough of the soonest visits from today on to keep three after today's past ones. */
const upcomingVisitsQuery = (today: string): ServiceRequestListQuery => ({
  status: ['pending', 'scheduled'],
  from: today,
  sort: 'scheduledDate',
  page: 1,
  pageSize: 10,
});

/** Client: Dashboard (/client): welcome, figures, payments, graves and the next visits. */
export function ClientDashboardPage({ user }: { readonly user: CurrentUser }) {
  const { t } = useTranslation('clientDashboard');
  // The dashboard lives while it is open; today as of when it was drawn is precise enough.
  const today = useMemo(() => localIsoDate(new Date()), []);
  const graves = useQuery(getGravesQueryOptions(null));
  const pending = useQuery(getServiceRequestsQueryOptions(pendingServicesQuery));
  const upcoming = useQuery(getServiceRequestsQueryOptions(upcomingVisitsQuery(today)));
  const visits = useMemo(() => {
    if (!upcoming.data) return { shown: [], count: undefined };
    const now = new Date(upcoming.dataUpdatedAt);
    return {
      shown: upcomingVisits(upcoming.data.items, now),
      count: upcomingVisitCount(upcoming.data, now),
    };
  }, [upcoming.data, upcoming.dataUpdatedAt]);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const figures = [
    { key: 'graves', value: graves.data?.length, loading: graves.isPending },
    { key: 'pending', value: pending.data?.total, loading: pending.isPending },
    { key: 'upcoming', value: visits.count, loading: upcoming.isPending },
  ] as const;

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
          {user.firstName ? t('welcome', { name: user.firstName }) : t('welcomeAnonymous')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>

      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={8}>
            <Card>
              <Statistic
                title={t(`cards.${figure.key}`)}
                value={figure.value ?? '–'}
                loading={figure.loading}
              />
            </Card>
          </Col>
        ))}
      </Row>

      <PaymentSummaryCard />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <UpcomingVisitsCard query={upcoming} visits={visits.shown} onOpen={setDetailsId} />
        </Col>
        <Col xs={24} lg={12}>
          <GravesListCard graves={graves} />
        </Col>
      </Row>

      <OrderCareCard />
      <RecentPhotosCard />

      <ServiceRequestDetailsDialog
        requestId={detailsId}
        viewer="client"
        onClose={() => setDetailsId(null)}
      />
    </Flex>
  );
}
