import type { Client, ServiceRequest } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import { ServiceRequestDetailsDialog } from '../service-request-details/components/service-request-details-dialog';
import { getServiceRequestsQueryOptions } from '../../lib/service-requests/api/get-service-requests';
import { StatusTag } from '../../components/request-tags';
import { humanizeServiceType, isKnownServiceType } from '../../lib/service-requests/service-type';
import { amountOrZero } from '../../features/clients/utils/display';
import { LoadFailedAlert } from '../../components/load-failed-alert';

/** The newest requests shown; more are reachable from the Service Requests screen. */
const pageSize = 50;

function RequestCard({
  request,
  onOpen,
}: {
  readonly request: ServiceRequest;
  readonly onOpen: () => void;
}) {
  const { t } = useTranslation('clients');
  const { t: tRequests } = useTranslation('serviceRequests');
  const format = useFormat();
  const type = request.serviceType;
  const serviceLabel = isKnownServiceType(type)
    ? tRequests(`serviceType.${type}`)
    : humanizeServiceType(type);
  const na = t('requests.notAvailable');

  return (
    <Card
      role="article"
      aria-label={serviceLabel}
      hoverable
      size="small"
      onClick={onOpen}
      style={{ cursor: 'pointer' }}
      title={
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Button
            type="link"
            style={{ padding: 0, fontWeight: 600 }}
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
          >
            {serviceLabel}
          </Button>
          <StatusTag status={request.status} />
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'cemetery',
            label: t('requests.cemetery'),
            children: request.cemetery
              ? `${request.cemetery.name}, ${request.cemetery.city}`
              : t('requests.unknownCemetery'),
          },
          {
            key: 'scheduled',
            label: t('requests.scheduled'),
            children: request.scheduledDate
              ? format.date(request.scheduledDate)
              : t('requests.notScheduled'),
          },
          {
            key: 'deceased',
            label: t('requests.deceased'),
            children: request.grave?.deceasedName ?? na,
          },
          {
            key: 'grave',
            label: t('requests.graveNumber'),
            children: request.grave?.graveNumber ?? na,
          },
          {
            key: 'plan',
            label: t('requests.plan'),
            children: request.planSelected
              ? tRequests(`plan.${request.planSelected}`)
              : t('requests.noPlan'),
          },
          {
            key: 'amount',
            label: t('requests.amount'),
            children: format.eur(amountOrZero(request.amount)),
          },
        ]}
      />
      {request.specialInstructions && (
        <Typography.Paragraph style={{ margin: '8px 0 0' }}>
          <Typography.Text type="secondary">{t('requests.instructions')}: </Typography.Text>
          {request.specialInstructions}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** The client's service requests, newest first; a card opens the details dialog. */
export function ClientRequestsTab({ client }: { readonly client: Client }) {
  const { t } = useTranslation('clients');
  const requests = useQuery(
    getServiceRequestsQueryOptions({ clientId: client.id, page: 1, pageSize, sort: '-createdAt' }),
  );
  const [openId, setOpenId] = useState<string | null>(null);
  // keepPreviousData would show the previous client's requests while this one's load.
  const data = requests.isPlaceholderData ? undefined : requests.data;

  return (
    <>
      {requests.isError ? (
        <LoadFailedAlert
          title={t('requests.loadFailed')}
          retryLabel={t('actions.retry')}
          query={requests}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : data.items.length === 0 ? (
        <Empty description={t('requests.empty')} />
      ) : (
        <section aria-label={t('requests.label', { name: client.name })}>
          <Flex vertical gap="middle">
            {data.items.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                onOpen={() => setOpenId(request.id)}
              />
            ))}
            {data.total > data.items.length && (
              <Typography.Text type="secondary">
                {t('requests.more', { shown: data.items.length, count: data.total })}
              </Typography.Text>
            )}
          </Flex>
        </section>
      )}
      <ServiceRequestDetailsDialog
        requestId={openId}
        viewer="admin"
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
