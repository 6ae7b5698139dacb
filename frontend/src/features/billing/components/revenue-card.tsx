import type { RevenueMonth } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Table, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { getRevenueQueryOptions } from '../api/get-revenue';
import { revenueChartPoints } from '../utils/revenue';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** Revenue by Month: the last 12 months as a chart, and the same figures as a table. */
export function RevenueCard() {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const language = useLanguage();
  const revenue = useQuery(getRevenueQueryOptions());
  const points = useMemo(
    () => revenueChartPoints(revenue.data?.months ?? [], language),
    [revenue.data, language],
  );

  return (
    <Card
      title={t('revenue.title')}
      extra={
        revenue.data && (
          <Typography.Text strong>
            {t('revenue.total', { amount: format.eur(revenue.data.total) })}
          </Typography.Text>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('revenue.subtitle')}</Typography.Paragraph>
      {revenue.isError ? (
        <Alert type="warning" showIcon title={t('revenue.loadFailed')} />
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} xl={15}>
            {revenue.isPending ? (
              <Skeleton.Node active style={{ width: '100%', height: 300 }} />
            ) : (
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
                <RevenueChart points={points} />
              </Suspense>
            )}
          </Col>
          <Col xs={24} xl={9}>
            <Table<RevenueMonth>
              size="small"
              rowKey="month"
              loading={revenue.isPending}
              pagination={false}
              dataSource={revenue.data?.months ?? []}
              title={() => t('revenue.tableLabel')}
              columns={[
                {
                  key: 'month',
                  title: t('revenue.month'),
                  render: (_, row) =>
                    points.find((point) => point.month === row.month)?.label ?? row.month,
                },
                {
                  key: 'payments',
                  title: t('revenue.payments'),
                  dataIndex: 'payments',
                  align: 'right',
                },
                {
                  key: 'received',
                  title: t('revenue.received'),
                  align: 'right',
                  render: (_, row) => format.eur(row.received),
                },
              ]}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
