import { pageLimits } from '@memorial-care/contracts/domain';
import type { Invoice, InvoiceListQuery } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkedRecordParams, useLinkedRecord } from '../../../lib/linked-record';
import { getCreditNotesQueryOptions } from '../api/get-credit-notes';
import { getInvoicesQueryOptions } from '../api/get-invoices';
import { getPaymentsQueryOptions } from '../api/get-payments';
import { getPaymentsSummaryQueryOptions } from '../api/get-payments-summary';
import { ActionRequiredList } from './action-required-list';
import { CreditNotesCard } from './credit-notes-card';
import { PayNowModal } from './pay-now-modal';
import { PaymentSummaryCards } from './payment-summary-cards';
import { PaymentsTable } from './payments-table';

/** The client's open invoices for Action Required: the largest page, latest due date first. */
export const clientOpenInvoicesQuery: InvoiceListQuery = {
  status: 'open',
  sort: '-dueDate',
  page: 1,
  pageSize: pageLimits.maxPageSize,
};

export const paymentHistoryPageSize = 10;

interface PayNowState {
  /** Kept while the dialog closes. */
  readonly invoice: Invoice | null;
  readonly open: boolean;
}

/**
 * Client: Payments (/client/payments). Everything is the signed-in client's own: the server
 * takes the client from the session, so the page names none.
 */
export function ClientPaymentsPage() {
  const { t } = useTranslation('billing');
  const summary = useQuery(getPaymentsSummaryQueryOptions());
  const openInvoices = useQuery(getInvoicesQueryOptions(clientOpenInvoicesQuery));
  const [historyPage, setHistoryPage] = useState(1);
  const payments = useQuery(
    getPaymentsQueryOptions({ page: historyPage, pageSize: paymentHistoryPageSize }),
  );
  const creditNotes = useQuery(
    getCreditNotesQueryOptions({ page: 1, pageSize: pageLimits.maxPageSize }),
  );
  const [payNow, setPayNow] = useState<PayNowState>({ invoice: null, open: false });
  // A notification's invoice (`?invoiceId=`): its Pay Now opens once the open invoices are in
  // (a paid or voided one is simply not among them).
  const [linkedInvoiceId, setLinkedInvoiceId] = useState<string | null>(null);
  useLinkedRecord(linkedRecordParams.invoice, setLinkedInvoiceId);
  useEffect(() => {
    if (!linkedInvoiceId || !openInvoices.data) return;
    const invoice = openInvoices.data.items.find((item) => item.id === linkedInvoiceId);
    if (invoice) setPayNow({ invoice, open: true });
    setLinkedInvoiceId(null);
  }, [linkedInvoiceId, openInvoices.data]);

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
          {t('client.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('client.subtitle')}</Typography.Text>
      </div>

      <PaymentSummaryCards summary={summary} />

      <ActionRequiredList
        invoices={openInvoices}
        onPay={(invoice) => setPayNow({ invoice, open: true })}
      />

      <Card title={t('history.title')}>
        <PaymentsTable
          viewer="client"
          payments={payments}
          page={historyPage}
          pageSize={paymentHistoryPageSize}
          onPageChange={(page) => setHistoryPage(page)}
          label={t('history.label')}
          emptyText={t('history.empty')}
          loadFailedText={t('history.loadFailed')}
        />
      </Card>

      <CreditNotesCard creditNotes={creditNotes} />

      <PayNowModal
        invoice={payNow.invoice}
        open={payNow.open}
        onClose={() => setPayNow((state) => ({ ...state, open: false }))}
        afterClose={() => setPayNow({ invoice: null, open: false })}
      />
    </Flex>
  );
}
