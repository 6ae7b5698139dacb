import type { Payment, PaymentPage } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Flex, Skeleton, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { newestPaymentsFirst } from '../utils/action-required';
import { canRefund } from '../utils/credit-refund';
import { PaymentRefundTags } from './credit-refund-tags';

interface PaymentsTableProps {
  /** A client sees their own payments (no client column); an admin everyone's. */
  readonly viewer: 'client' | 'admin';
  readonly payments: UseQueryResult<PaymentPage>;
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number, pageSize: number) => void;
  /** Names the table for screen readers. */
  readonly label: string;
  readonly emptyText: string;
  readonly loadFailedText: string;
  /** The admin's Refund action on each payment with something left to pay back. */
  readonly onRefund?: (payment: Payment) => void;
}

/** Payments, newest first, paged by the server. */
export function PaymentsTable({
  viewer,
  payments,
  page,
  pageSize,
  onPageChange,
  label,
  emptyText,
  loadFailedText,
  onRefund,
}: PaymentsTableProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const rows = useMemo(() => newestPaymentsFirst(payments.data?.items ?? []), [payments.data]);

  const columns = useMemo<TableColumnsType<Payment>>(
    () => [
      {
        key: 'paidOn',
        title: t('payments.paidOn'),
        render: (_, payment) => format.date(payment.paidOn),
      },
      ...(viewer === 'admin'
        ? [
            {
              key: 'client',
              title: t('payments.client'),
              render: (_: unknown, payment: Payment) =>
                payment.clientName ?? t('invoices.unknownClient'),
            },
          ]
        : []),
      { key: 'invoice', title: t('payments.invoice'), dataIndex: 'invoiceNumber' },
      {
        key: 'amount',
        title: t('payments.amount'),
        align: 'right',
        render: (_, payment) => (
          <Flex vertical gap={2} align="flex-end">
            {format.eur(payment.amount)}
            <PaymentRefundTags payment={payment} />
          </Flex>
        ),
      },
      {
        key: 'method',
        title: t('payments.method'),
        render: (_, payment) => t(`method.${payment.method}`),
      },
      {
        key: 'bankReference',
        title: t('payments.bankReference'),
        render: (_, payment) => payment.bankReference ?? '—',
      },
      ...(onRefund
        ? [
            {
              key: 'actions',
              title: t('invoices.actions'),
              render: (_: unknown, payment: Payment) =>
                canRefund(payment) && (
                  <Button
                    size="small"
                    aria-label={t('refund.actionLabel', {
                      amount: format.eur(payment.amount),
                      number: payment.invoiceNumber,
                    })}
                    onClick={() => onRefund(payment)}
                  >
                    {t('refund.action')}
                  </Button>
                ),
            },
          ]
        : []),
    ],
    [t, format, viewer, onRefund],
  );

  if (payments.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (payments.isError)
    return (
      <LoadFailedAlert title={loadFailedText} retryLabel={t('actions.retry')} query={payments} />
    );

  return (
    <Table<Payment>
      aria-label={label}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={payments.isPlaceholderData && payments.isFetching}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize,
        total: payments.data.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: onPageChange,
      }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
      }}
    />
  );
}
