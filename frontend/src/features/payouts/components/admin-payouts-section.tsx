import { pageLimits } from '@memorial-care/contracts/domain';
import type { CaretakerOpenEarnings, PayoutStatement } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Skeleton,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useClosePayoutMonth } from '../api/close-payout-month';
import { getOpenEarningsQueryOptions } from '../api/get-open-earnings';
import { getPayoutsQueryOptions } from '../api/get-payouts';
import { isClosableMonth } from '../utils/payout-form';
import { MarkPaidModal } from './mark-paid-modal';
import { PayoutStatementsTable } from './payout-statements-table';

/** The previous month: what is usually closed, once it has ended. */
const lastMonth = () => dayjs().subtract(1, 'month').startOf('month');

/**
 * The admin's Payouts section (Payments page): open earnings per caretaker, closing a month into
 * statements, and the statements with Mark paid.
 */
export function AdminPayoutsSection() {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const toast = useToast();
  const serverText = useServerErrorText();
  const earnings = useQuery(getOpenEarningsQueryOptions());
  const [page, setPage] = useState(1);
  const pageSize = pageLimits.defaultPageSize;
  const statements = useQuery(getPayoutsQueryOptions({ page, pageSize }));
  const closeMonth = useClosePayoutMonth();
  const [month, setMonth] = useState<Dayjs | null>(lastMonth);
  const [paying, setPaying] = useState<PayoutStatement | null>(null);
  const [payOpen, setPayOpen] = useState(false);

  const columns = useMemo<TableColumnsType<CaretakerOpenEarnings>>(
    () => [
      {
        key: 'caretaker',
        title: t('columns.caretaker'),
        render: (_, row) => row.caretakerName ?? t('unknownCaretaker'),
      },
      { key: 'tasks', title: t('columns.tasks'), align: 'right', dataIndex: 'tasks' },
      {
        key: 'total',
        title: t('columns.total'),
        align: 'right',
        render: (_, row) => format.eur(row.total),
      },
      {
        key: 'method',
        title: t('columns.preferredMethod'),
        render: (_, row) =>
          row.preferredPaymentMethod ? t(`method.${row.preferredPaymentMethod}`) : t('noMethod'),
      },
    ],
    [t, format],
  );

  const close = () => {
    if (!month) return;
    closeMonth.mutate(month.format('YYYY-MM'), {
      onError: (error) =>
        toast.error(t('toasts.closeFailed'), serverText.error(error, '') || undefined),
    });
  };

  return (
    <Card
      title={t('admin.title')}
      extra={
        <Flex gap="small" align="center" wrap>
          <DatePicker
            picker="month"
            aria-label={t('admin.closeMonthLabel')}
            value={month}
            onChange={setMonth}
            allowClear={false}
            disabledDate={(value) => !isClosableMonth(value, dayjs())}
          />
          <Button type="primary" onClick={close} loading={closeMonth.isPending} disabled={!month}>
            {t('admin.closeMonth')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="large">
        <Typography.Text type="secondary">{t('admin.subtitle')}</Typography.Text>
        <section>
          <Typography.Title level={5}>{t('admin.openTitle')}</Typography.Title>
          {earnings.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : earnings.isError ? (
            <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={earnings} />
          ) : (
            <Table<CaretakerOpenEarnings>
              aria-label={t('admin.openTitle')}
              rowKey="caretakerId"
              size="small"
              columns={columns}
              dataSource={earnings.data.caretakers}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('admin.openEmpty') }}
              footer={
                earnings.data.caretakers.length > 0
                  ? () => t('totalOpen', { amount: format.eur(earnings.data.total) })
                  : undefined
              }
            />
          )}
        </section>
        <section>
          <Typography.Title level={5}>{t('admin.statementsTitle')}</Typography.Title>
          <PayoutStatementsTable
            viewer="admin"
            statements={statements}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onMarkPaid={(statement) => {
              setPaying(statement);
              setPayOpen(true);
            }}
          />
        </section>
      </Flex>
      <MarkPaidModal
        statement={paying}
        open={payOpen}
        onClose={() => setPayOpen(false)}
        afterClose={() => setPaying(null)}
      />
    </Card>
  );
}
