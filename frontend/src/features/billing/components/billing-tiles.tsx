import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { getPaymentsSummaryQueryOptions } from '../api/get-payments-summary';
import { sumAmounts } from '../utils/money';

/**
 * The business's figures from the ledger (the payments summary over every client): what came
 * in, what is still owed on open invoices and how much of it is overdue, how many invoices are
 * open and overdue.
 */
export function BillingTiles() {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const summary = useQuery(getPaymentsSummaryQueryOptions(null));

  if (summary.isError) return <Alert type="warning" showIcon title={t('tiles.failed')} />;
  const data = summary.data;
  const tiles = [
    {
      key: 'received',
      title: t('tiles.received'),
      value: data && format.eur(data.totalPaid),
      hint: data?.lastPaymentOn
        ? t('tiles.lastPayment', { date: format.date(data.lastPaymentOn) })
        : undefined,
    },
    {
      key: 'outstanding',
      title: t('tiles.outstanding'),
      value: data && format.eur(sumAmounts([data.pending, data.outstanding])),
      hint:
        data && data.credit !== '0.00'
          ? t('tiles.credit', { amount: format.eur(data.credit) })
          : undefined,
    },
    { key: 'openInvoices', title: t('tiles.openInvoices'), value: data?.openInvoices },
    {
      key: 'overdue',
      title: t('tiles.overdue'),
      value: data?.overdueInvoices,
      danger: (data?.overdueInvoices ?? 0) > 0,
      hint: data && t('tiles.overdueAmount', { amount: format.eur(data.outstanding) }),
    },
  ];

  return (
    <section aria-label={t('tiles.label')}>
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile.key} xs={12} xl={6}>
            <Card loading={summary.isPending} size="small" style={{ height: '100%' }}>
              <Statistic
                title={tile.title}
                value={tile.value ?? '—'}
                styles={tile.danger ? { content: { color: 'var(--ant-color-error)' } } : undefined}
              />
              {tile.hint && <Typography.Text type="secondary">{tile.hint}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
