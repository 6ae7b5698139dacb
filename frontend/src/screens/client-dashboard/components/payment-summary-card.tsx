import type { Invoice } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { getInvoicesQueryOptions } from '../../../features/billing/api/get-invoices';
import { getPaymentsSummaryQueryOptions } from '../../../features/billing/api/get-payments-summary';
import { clientOpenInvoicesQuery } from '../../../features/billing/components/client-payments-page';
import { PayNowModal } from '../../../features/billing/components/pay-now-modal';
import { useFormat } from '../../../lib/use-format';

/** The open invoice to pay first: the earliest due date. */
const firstDue = (invoices: readonly Invoice[]): Invoice | null =>
  invoices.reduce<Invoice | null>(
    (first, invoice) => (!first || invoice.dueDate < first.dueDate ? invoice : first),
    null,
  );

/**
 * What the client owes from the ledger (pending plus overdue), when the next payment is due, and
 * Pay Now for that invoice: the same instructions dialog as the Payments page.
 */
export function PaymentSummaryCard() {
  const { t } = useTranslation('clientDashboard');
  const format = useFormat();
  const summary = useQuery(getPaymentsSummaryQueryOptions());
  const openInvoices = useQuery(getInvoicesQueryOptions(clientOpenInvoicesQuery));
  const next = useMemo(() => firstDue(openInvoices.data?.items ?? []), [openInvoices.data]);
  const [payNow, setPayNow] = useState<{ invoice: Invoice | null; open: boolean }>({
    invoice: null,
    open: false,
  });

  let content;
  if (summary.isPending || openInvoices.isPending)
    content = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (summary.isError || openInvoices.isError)
    content = (
      <LoadFailedAlert
        title={t('payments.loadFailed')}
        retryLabel={t('retry')}
        query={summary.isError ? summary : openInvoices}
      />
    );
  else {
    const due = Number(summary.data.pending) + Number(summary.data.outstanding);
    content =
      next === null || due <= 0 ? (
        <Typography.Text type="secondary">{t('payments.allPaid')}</Typography.Text>
      ) : (
        <Flex justify="space-between" align="center" wrap gap="middle">
          <Flex vertical gap={2}>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {t('payments.due', { amount: format.eur(due) })}
            </Typography.Text>
            <Flex gap="small" align="center" wrap>
              <Typography.Text type={next.overdue ? 'danger' : 'secondary'}>
                {t('payments.nextDue', { date: format.date(next.dueDate) })}
              </Typography.Text>
              {summary.data.overdueInvoices > 0 && (
                <Tag color="red">{t('payments.overdue', { n: summary.data.overdueInvoices })}</Tag>
              )}
            </Flex>
          </Flex>
          <Button type="primary" onClick={() => setPayNow({ invoice: next, open: true })}>
            {t('payments.payNow')}
          </Button>
        </Flex>
      );
  }

  return (
    <Card
      title={t('payments.title')}
      extra={<Link to="/client/payments">{t('payments.viewAll')}</Link>}
    >
      {content}
      <PayNowModal
        invoice={payNow.invoice}
        open={payNow.open}
        onClose={() => setPayNow((state) => ({ ...state, open: false }))}
        afterClose={() => setPayNow({ invoice: null, open: false })}
      />
    </Card>
  );
}
