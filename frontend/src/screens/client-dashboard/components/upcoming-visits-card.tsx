import type { ServiceRequest } from '@memorial-care/contracts/http';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { StatusTag } from '../../../components/request-tags';
import { useServiceTypeLabel } from '../../../lib/service-requests/use-service-type-label';
import { useFormat } from '../../../lib/use-format';
import type { UseQueryResult } from '@tanstack/react-query';

interface UpcomingVisitsCardProps {
  readonly query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch' | 'isFetching'>;
  /** At most three, soonest first. */
  readonly visits: readonly ServiceRequest[];
  readonly onOpen: (requestId: string) => void;
}

/** The next visits to the client's graves; each opens the request's details. */
export function UpcomingVisitsCard({ query, visits, onOpen }: UpcomingVisitsCardProps) {
  const { t } = useTranslation('clientDashboard');
  const format = useFormat();
  const serviceTypeLabel = useServiceTypeLabel();

  let content;
  if (query.isPending) content = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (query.isError)
    content = (
      <LoadFailedAlert title={t('visits.loadFailed')} retryLabel={t('retry')} query={query} />
    );
  else if (visits.length === 0)
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('visits.empty')} />;
  else
    content = (
      <Flex vertical gap="small" role="list" aria-label={t('visits.title')}>
        {visits.map((visit) => {
          const date = format.dateTime(visit.scheduledDate ?? '');
          return (
            <Card key={visit.id} size="small" role="listitem">
              <Flex justify="space-between" align="center" gap="middle" wrap>
                <Flex vertical gap={0} style={{ minWidth: 0 }}>
                  <Button
                    type="link"
                    style={{ padding: 0, height: 'auto' }}
                    aria-label={t('visits.open', {
                      date,
                      service: serviceTypeLabel(visit.serviceType),
                    })}
                    onClick={() => onOpen(visit.id)}
                  >
                    {serviceTypeLabel(visit.serviceType)}
                  </Button>
                  <Typography.Text type="secondary">
                    {[date, visit.grave?.deceasedName, visit.cemetery?.name]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </Flex>
                <StatusTag status={visit.status} />
              </Flex>
            </Card>
          );
        })}
      </Flex>
    );

  return (
    <Card
      title={t('visits.title')}
      extra={<Link to="/client/service-requests">{t('visits.viewAll')}</Link>}
    >
      {content}
    </Card>
  );
}
