import type { Client, Invoice, Payment } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import {
  getClientInvoicesQueryOptions,
  getClientPaymentsQueryOptions,
  getClientPaymentsSummaryQueryOptions,
} from '../api/get-client-ledger';
import { ClientCreditNotesCard, ledgerPagination, PaymentRefunds } from './client-credit-notes';
import { ClientSubscriptionCard } from './client-subscription-card';

const statusColor = { open: 'blue', paid: 'green', void: 'default' } as const;

/** "12.50" → 1250n; a credit ("-5.00") keeps its sign. */
const centsOf = (amount: string): bigint => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return 0n;
  const cents = BigInt(match[2]!) * 100n + BigInt(match[3]!);
  return match[1] ? -cents : cents;
};

/** The exact sum of ledger amounts, as "12.50". */
const sumOf = (...amounts: string[]) => {
  const cents = amounts.reduce((sum, amount) => sum + centsOf(amount), 0n);
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** The family's plan subscription, then its ledger. */
export function ClientBillingTab({ client }: { readonly client: Client }) {
  return (
    <>
      <ClientSubscriptionCard client={client} />
      <div style={{ marginTop: 16 }}>
        <ClientLedger client={client} />
      </div>
    </>
  );
}

/**
 * The client's ledger: total paid, what is still owed on open invoices (the part overdue said),
 * the last payment and how it came, then the client's invoices, credit notes and payments (with
 * their refunds), newest first.
 */
function ClientLedger({ client }: { readonly client: Client }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  const summary = useQuery(getClientPaymentsSummaryQueryOptions(client.id));
  const [invoicePage, setInvoicePage] = useState(1);
  const [paymentPage, setPaymentPage] = useState(1);
  const invoices = useQuery(getClientInvoicesQueryOptions(client.id, invoicePage));
  const payments = useQuery(getClientPaymentsQueryOptions(client.id, paymentPage));

  if (summary.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (summary.isError)
    return (
      <LoadFailedAlert
        title={t('billing.loadFailed')}
        retryLabel={t('actions.retry')}
        query={summary}
      />
    );

  const data = summary.data;
  const tiles = [
    { key: 'totalPaid', title: t('billing.totalPaid'), value: format.eur(data.totalPaid) },
    {
      key: 'openBalance',
      title: t('billing.openBalance'),
      // Still to pay on open invoices: not yet due (pending) and past due (outstanding).
      value: format.eur(sumOf(data.pending, data.outstanding)),
      hint:
        data.overdueInvoices > 0
          ? t('billing.overdue', { count: data.overdueInvoices })
          : undefined,
    },
    {
      key: 'lastPayment',
      title: t('billing.lastPayment'),
      value: data.lastPaymentOn ? format.date(data.lastPaymentOn) : t('billing.notRecorded'),
    },
    {
      key: 'paymentMethod',
      title: t('billing.paymentMethod'),
      value: data.lastPaymentMethod
        ? t(`billing.method.${data.lastPaymentMethod}`)
        : t('billing.notSpecified'),
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
              {tile.hint && <Typography.Text type="danger">{tile.hint}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      {centsOf(data.credit) > 0n && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title={t('billing.credit', { amount: format.eur(data.credit) })}
        />
      )}
      <Card size="small" title={t('billing.invoices')} style={{ marginTop: 16 }}>
        {invoices.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : invoices.isError ? (
          <LoadFailedAlert
            title={t('billing.loadFailed')}
            retryLabel={t('actions.retry')}
            query={invoices}
          />
        ) : invoices.data.total === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('billing.noInvoices')} />
        ) : (
          <Table<Invoice>
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            loading={invoices.isPlaceholderData && invoices.isFetching}
            dataSource={invoices.data.items}
            pagination={ledgerPagination(invoicePage, invoices.data.total, setInvoicePage)}
            columns={[
              { key: 'number', title: t('billing.number'), dataIndex: 'number' },
              {
                key: 'issued',
                title: t('billing.issued'),
                render: (_, invoice) => format.date(invoice.issuedOn),
              },
              {
                key: 'due',
                title: t('billing.due'),
                render: (_, invoice) => format.date(invoice.dueDate),
              },
              {
                key: 'total',
                title: t('billing.total'),
                align: 'right',
                render: (_, invoice) => format.eur(invoice.total),
              },
              {
                key: 'balance',
                title: t('billing.balance'),
                align: 'right',
                render: (_, invoice) => format.eur(invoice.balance),
              },
              {
                key: 'status',
                title: t('billing.status'),
                render: (_, invoice) => (
                  <>
                    <Tag color={statusColor[invoice.status]}>
                      {t(`billing.invoiceStatus.${invoice.status}`)}
                    </Tag>
                    {invoice.status === 'open' && invoice.overdue && (
                      <Tag color="red">{t('billing.invoiceStatus.overdue')}</Tag>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Card>
      <ClientCreditNotesCard clientId={client.id} />
      <Card size="small" title={t('billing.payments')} style={{ marginTop: 16 }}>
        {payments.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : payments.isError ? (
          <LoadFailedAlert
            title={t('billing.loadFailed')}
            retryLabel={t('actions.retry')}
            query={payments}
          />
        ) : payments.data.total === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('billing.noPayments')} />
        ) : (
          <Table<Payment>
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            loading={payments.isPlaceholderData && payments.isFetching}
            dataSource={payments.data.items}
            pagination={ledgerPagination(paymentPage, payments.data.total, setPaymentPage)}
            columns={[
              {
                key: 'paidOn',
                title: t('billing.paidOn'),
                render: (_, payment) => format.date(payment.paidOn),
              },
              { key: 'invoice', title: t('billing.invoice'), dataIndex: 'invoiceNumber' },
              {
                key: 'amount',
                title: t('billing.amount'),
                align: 'right',
                render: (_, payment) => format.eur(payment.amount),
              },
              {
                key: 'method',
                title: t('billing.paymentMethod'),
                render: (_, payment) => t(`billing.method.${payment.method}`),
              },
              {
                key: 'bankReference',
                title: t('billing.bankReference'),
                render: (_, payment) => payment.bankReference ?? '—',
              },
              {
                key: 'refunds',
                title: t('billing.refunds'),
                render: (_, payment) => <PaymentRefunds payment={payment} />,
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
