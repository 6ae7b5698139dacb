import type { Invoice, InvoicePage } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { canCredit } from '../utils/credit-refund';
import { canRecordPayment, canVoid } from '../utils/invoice-status';
import {
  hasInvoiceFilters,
  sortOf,
  sortOrderOf,
  type InvoiceListState,
  type InvoiceSortField,
} from '../utils/invoice-list-query';
import { InvoiceCreditTags } from './credit-refund-tags';
import { InvoiceStatusTags } from './invoice-status-tags';

interface InvoicesTableProps {
  readonly invoices: UseQueryResult<InvoicePage>;
  readonly state: InvoiceListState;
  readonly onChange: (change: Partial<InvoiceListState>) => void;
  readonly onRecordPayment: (invoice: Invoice) => void;
  readonly onVoid: (invoice: Invoice) => void;
  readonly onCredit: (invoice: Invoice) => void;
}

const pageSizeOptions = ['10', '20', '50', '100'];

/** One page of invoices; paging and sorting are the server's. */
export function InvoicesTable({
  invoices,
  state,
  onChange,
  onRecordPayment,
  onVoid,
  onCredit,
}: InvoicesTableProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();

  const columns = useMemo<TableColumnsType<Invoice>>(() => {
    const sortable = (field: InvoiceSortField) => ({
      key: field,
      sorter: true,
      sortOrder: sortOrderOf(state.sort, field),
    });
    return [
      {
        key: 'number',
        title: t('invoices.number'),
        render: (_, invoice) => <Typography.Text strong>{invoice.number}</Typography.Text>,
      },
      {
        key: 'client',
        title: t('invoices.client'),
        render: (_, invoice) => invoice.clientName ?? t('invoices.unknownClient'),
      },
      {
        ...sortable('issuedOn'),
        title: t('invoices.issued'),
        render: (_, invoice) => format.date(invoice.issuedOn),
      },
      {
        ...sortable('dueDate'),
        title: t('invoices.due'),
        render: (_, invoice) => (
          <Typography.Text
            type={invoice.status === 'open' && invoice.overdue ? 'danger' : undefined}
          >
            {format.date(invoice.dueDate)}
          </Typography.Text>
        ),
      },
      {
        ...sortable('total'),
        title: t('invoices.total'),
        align: 'right',
        render: (_, invoice) => format.eur(invoice.total),
      },
      {
        key: 'paid',
        title: t('invoices.paid'),
        align: 'right',
        render: (_, invoice) => format.eur(invoice.paid),
      },
      {
        key: 'balance',
        title: t('invoices.balance'),
        align: 'right',
        render: (_, invoice) => (
          <Typography.Text strong={invoice.status === 'open'}>
            {format.eur(invoice.balance)}
          </Typography.Text>
        ),
      },
      {
        key: 'status',
        title: t('invoices.status'),
        render: (_, invoice) => (
          <Flex vertical gap={2} align="flex-start">
            <div>
              <InvoiceStatusTags invoice={invoice} />
            </div>
            <InvoiceCreditTags invoice={invoice} />
          </Flex>
        ),
      },
      {
        key: 'actions',
        title: t('invoices.actions'),
        render: (_, invoice) => (
          <Flex gap={4} wrap>
            {canRecordPayment(invoice) && (
              <Button
                size="small"
                aria-label={t('actions.recordPaymentLabel', { number: invoice.number })}
                onClick={() => onRecordPayment(invoice)}
              >
                {t('actions.recordPayment')}
              </Button>
            )}
            {canCredit(invoice) && (
              <Button
                size="small"
                aria-label={t('creditNote.actionLabel', { number: invoice.number })}
                onClick={() => onCredit(invoice)}
              >
                {t('creditNote.action')}
              </Button>
            )}
            {canVoid(invoice) && (
              <Button
                size="small"
                danger
                aria-label={t('actions.voidLabel', { number: invoice.number })}
                onClick={() => onVoid(invoice)}
              >
                {t('actions.void')}
              </Button>
            )}
          </Flex>
        ),
      },
    ];
  }, [t, format, state.sort, onRecordPayment, onVoid, onCredit]);

  if (invoices.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (invoices.isError)
    return (
      <LoadFailedAlert
        title={t('invoices.loadFailed')}
        retryLabel={t('actions.retry')}
        query={invoices}
      />
    );

  const handleChange: TableProps<Invoice>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const field = (sorter.order ? sorter.columnKey : null) as InvoiceSortField | null;
      onChange({ sort: sortOf(field, sorter.order ?? null) });
    } else if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? state.pageSize;
      onChange(
        pageSize === state.pageSize ? { page: pagination.current ?? 1 } : { pageSize, page: 1 },
      );
    }
  };

  return (
    <Table<Invoice>
      aria-label={t('invoices.label')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={invoices.data.items}
      loading={invoices.isPlaceholderData && invoices.isFetching}
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
      onChange={handleChange}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total: invoices.data.total,
        showSizeChanger: true,
        pageSizeOptions,
        showTotal: (total, [start, end]) => t('invoices.range', { start, end, total }),
      }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(hasInvoiceFilters(state) ? 'invoices.emptyFiltered' : 'invoices.empty')}
          />
        ),
      }}
    />
  );
}
