import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecentActivity } from '../../features/activity-logs/components/recent-activity';
import { DashboardCulturalEvents } from '../../features/cultural-events/components/dashboard-cultural-events';
import { getDashboardStatsQueryOptions } from '../../features/dashboard/api/get-dashboard-stats';
import { DashboardStatCards } from '../../features/dashboard/components/dashboard-stat-cards';
import { QuickActions, QuickLinks } from '../../features/dashboard/components/dashboard-shortcuts';
import { RecentRequestsTable } from '../../features/dashboard/components/recent-requests-table';
import { ServiceRequestFormDialog } from '../../features/service-request-form/components/service-request-form-dialog';
import { ServiceRequestDetailsDialog } from '../service-request-details/components/service-request-details-dialog';

/**
 * Admin: the dashboard (/admin; the app header carries its title, subtitle and New Request) — the four cards from GET /api/dashboard/stats, shortcuts, the
 * newest requests (with their details dialog), cultural events and recent activity.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('dashboard');
  const stats = useQuery(getDashboardStatsQueryOptions());
  const [formOpen, setFormOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  return (
    <Flex vertical gap="large">
      {stats.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      <DashboardStatCards stats={stats.data} loading={stats.isPending} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap="middle">
            <QuickLinks />
            <RecentRequestsTable onOpen={setDetailsId} />
            <RecentActivity />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap="middle">
            <QuickActions onNewRequest={() => setFormOpen(true)} />
            <DashboardCulturalEvents />
          </Flex>
        </Col>
      </Row>
      <ServiceRequestFormDialog open={formOpen} onClose={() => setFormOpen(false)} />
      <ServiceRequestDetailsDialog
        requestId={detailsId}
        viewer="admin"
        onClose={() => setDetailsId(null)}
      />
    </Flex>
  );
}
