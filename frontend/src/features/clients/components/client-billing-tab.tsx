import type { Client } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import {
  humanizeServiceType,
  isKnownServiceType,
} from '../../../lib/service-requests/service-type';
import { getClientBillingQueryOptions } from '../api/get-clients';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

const paymentColor = { paid: 'green', pending: 'gold', overdue: 'red', absent: 'default' };

/**
 * The client's ledger, read from the data: total paid, open balance (completed requests not
 * paid), last payment, payment method, and the completed requests as invoices.
 */
export function ClientBillingTab({ client }: { readonly client: Client }) {
  const { t } = useTranslation('clients');
  const { t: tRequests } = useTranslation('serviceRequests');
  const format = useFormat();
  const billing = useQuery(getClientBillingQueryOptions(client.id));

  if (billing.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (billing.isError)
    return (
      <LoadFailedAlert
        title={t('billing.loadFailed')}
        retryLabel={t('actions.retry')}
        query={billing}
      />
    );

  const data = billing.data;
  const serviceLabel = (type: string) =>
    isKnownServiceType(type) ? tRequests(`serviceType.${type}`) : humanizeServiceType(type);
  const tiles = [
    { key: 'totalPaid', title: t('billing.totalPaid'), value: format.eur(data.totalPaid) },
    { key: 'openBalance', title: t('billing.openBalance'), value: format.eur(data.openBalance) },
    {
      key: 'lastPayment',
      title: t('billing.lastPayment'),
      value: data.lastPaymentDate ? format.date(data.lastPaymentDate) : t('billing.notRecorded'),
    },
    {
      key: 'paymentMethod',
      title: t('billing.paymentMethod'),
      value: data.paymentMethod ?? t('billing.notSpecified'),
    },
  ];

  return (
    <>
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile.key} xs={24} sm={12} xl={6}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic
                title={tile.title}
                value={tile.value}
                styles={{ content: { fontSize: 18 } }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('billing.invoices')} style={{ marginTop: 16 }}>
        {data.invoices.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('billing.noInvoices')} />
        ) : (
          <Table
            size="small"
            rowKey="requestId"
            pagination={false}
            scroll={{ x: true }}
            dataSource={data.invoices}
            columns={[
              {
                key: 'date',
                title: t('billing.invoiceDate'),
                render: (_, invoice) =>
                  invoice.completedDate ? format.date(invoice.completedDate) : '—',
              },
              {
                key: 'service',
                title: t('billing.service'),
                render: (_, invoice) => serviceLabel(invoice.serviceType),
              },
              {
                key: 'grave',
                title: t('billing.grave'),
                render: (_, invoice) =>
                  [invoice.deceasedName, invoice.cemeteryName].filter(Boolean).join(', ') || '—',
              },
              {
                key: 'amount',
                title: t('billing.amount'),
                align: 'right',
                render: (_, invoice) => format.eur(invoice.amount),
              },
              {
                key: 'status',
                title: t('billing.status'),
                render: (_, invoice) => (
                  <Tag color={paymentColor[invoice.paymentStatus]}>
                    {tRequests(`paymentStatus.${invoice.paymentStatus}`)}
                  </Tag>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
