import { agingBuckets, type AgingBucket } from '@memorial-care/contracts/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { getInvoiceAgingQueryOptions } from '../api/get-invoice-aging';

interface AgingCardsProps {
  /** Shows the invoices of a bucket (the Invoices tab, filtered). */
  readonly onShowInvoices: (bucket: AgingBucket) => void;
}

/** Overdue buckets in red from 31 days on: the ones to chase. */
const dangerBuckets: ReadonlySet<AgingBucket> = new Set(['31-60', 'over_60']);

/**
 * What open invoices still owe by days past due (not yet due, 1–30, 31–60, over 60), each card
 * leading to those invoices.
 */
export function AgingCards({ onShowInvoices }: AgingCardsProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const aging = useQuery(getInvoiceAgingQueryOptions());

  if (aging.isError) return <Alert type="warning" showIcon title={t('aging.loadFailed')} />;
  const byBucket = new Map(aging.data?.buckets.map((row) => [row.bucket, row]));

  return (
    <section aria-label={t('aging.label')}>
      <Typography.Title level={4}>{t('aging.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {agingBuckets.map((bucket) => {
          const row = byBucket.get(bucket);
          const title = t(`aging.bucket.${bucket}`);
          const danger = dangerBuckets.has(bucket) && (row?.invoices ?? 0) > 0;
          return (
            <Col key={bucket} xs={12} xl={6}>
              <Card
                size="small"
                hoverable
                loading={aging.isPending}
                style={{ height: '100%' }}
                onClick={() => onShowInvoices(bucket)}
              >
                <Statistic
                  title={title}
                  value={row ? format.eur(row.owed) : '—'}
                  styles={danger ? { content: { color: 'var(--ant-color-error)' } } : undefined}
                />
                <Button
                  type="link"
                  style={{ paddingInline: 0 }}
                  // Begins with what it shows, "3 invoices" (WCAG 2.5.3).
                  aria-label={t('aging.show', {
                    bucket: title,
                    invoices: t('aging.invoices', { count: row?.invoices ?? 0 }),
                  })}
                  onClick={(event) => {
                    // The card's own click shows them too.
                    event.stopPropagation();
                    onShowInvoices(bucket);
                  }}
                >
                  {t('aging.invoices', { count: row?.invoices ?? 0 })}
                </Button>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
