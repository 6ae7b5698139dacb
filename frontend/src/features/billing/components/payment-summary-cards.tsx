import type { PaymentsSummary } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { isPositiveAmount } from '../utils/money';

/**
 * Total Paid, Pending Payments (open invoices not yet due) and Outstanding (open invoices past
 * their due date), as the ledger's summary has them; a credit is said beneath.
 */
export function PaymentSummaryCards({
  summary,
}: {
  readonly summary: UseQueryResult<PaymentsSummary>;
}) {
  const { t } = useTranslation('billing');
  const format = useFormat();

  if (summary.isError)
    return (
      <LoadFailedAlert
        title={t('cards.loadFailed')}
        retryLabel={t('actions.retry')}
        query={summary}
      />
    );

  const data = summary.data;
  const cards = [
    {
      key: 'totalPaid',
      title: t('cards.totalPaid'),
      value: data?.totalPaid,
      hint: data?.lastPaymentOn
        ? t('cards.lastPayment', { date: format.date(data.lastPaymentOn) })
        : t('cards.noPaymentYet'),
    },
    {
      key: 'pending',
      title: t('cards.pending'),
      value: data?.pending,
      hint: t('cards.openInvoices', { count: data?.openInvoices ?? 0 }),
    },
    {
      key: 'outstanding',
      title: t('cards.outstanding'),
      value: data?.outstanding,
      hint: data?.overdueInvoices
        ? t('cards.overdueInvoices', { count: data.overdueInvoices })
        : t('cards.nothingOverdue'),
      danger: data ? isPositiveAmount(data.outstanding) : false,
    },
  ];

  return (
    <section aria-label={t('cards.label')}>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={8}>
            <Card loading={summary.isPending} style={{ height: '100%' }}>
              <Statistic
                title={card.title}
                value={card.value === undefined ? '—' : format.eur(card.value)}
                styles={card.danger ? { content: { color: 'var(--ant-color-error)' } } : undefined}
              />
              <Typography.Text type="secondary">{card.hint}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      {data && isPositiveAmount(data.credit) && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title={t('cards.credit', { amount: format.eur(data.credit) })}
        />
      )}
    </section>
  );
}
