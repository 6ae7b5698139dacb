import type { PayoutStatement, PayoutStatementPage } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Flex, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { StatementLines } from './statement-lines';

interface PayoutStatementsTableProps {
  /** An admin sees every caretaker's statements and pays them; a caretaker reads their own. */
  readonly viewer: 'admin' | 'caretaker';
  readonly statements: UseQueryResult<PayoutStatementPage>;
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
  readonly onMarkPaid?: (statement: PayoutStatement) => void;
}

/** Payout statements, newest month first; a row opens to its tasks. */
export function PayoutStatementsTable({
  viewer,
  statements,
  page,
  pageSize,
  onPageChange,
  onMarkPaid,
}: PayoutStatementsTableProps) {
  const { t } = useTranslation('payouts');
  const format = useFormat();

  const columns = useMemo<TableColumnsType<PayoutStatement>>(
    () => [
      { key: 'month', title: t('columns.month'), dataIndex: 'month' },
      ...(viewer === 'admin'
        ? [
            {
              key: 'caretaker',
              title: t('columns.caretaker'),
              render: (_: unknown, statement: PayoutStatement) =>
                statement.caretakerName ?? t('unknownCaretaker'),
            },
          ]
        : []),
      { key: 'tasks', title: t('columns.tasks'), align: 'right', dataIndex: 'tasks' },
      {
        key: 'total',
        title: t('columns.total'),
        align: 'right',
        render: (_, statement) => format.eur(statement.total),
      },
      {
        key: 'status',
        title: t('columns.status'),
        render: (_, statement) => (
          <Flex vertical gap={2}>
            <span>
              <Tag color={statement.status === 'paid' ? 'green' : 'gold'}>
                {t(`status.${statement.status}`)}
              </Tag>
            </span>
            {statement.status === 'paid' && statement.paidOn && statement.method && (
              <Typography.Text type="secondary">
                {t('paidOn', {
                  date: format.date(statement.paidOn),
                  method: t(`method.${statement.method}`),
                })}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      ...(viewer === 'admin' && onMarkPaid
        ? [
            {
              key: 'actions',
              title: t('columns.actions'),
              render: (_: unknown, statement: PayoutStatement) =>
                statement.status === 'closed' ? (
                  <Button
                    size="small"
                    aria-label={t('markPaid.actionLabel', {
                      name: statement.caretakerName ?? t('unknownCaretaker'),
                      month: statement.month,
                    })}
                    onClick={() => onMarkPaid(statement)}
                  >
                    {t('markPaid.action')}
                  </Button>
                ) : null,
            },
          ]
        : []),
    ],
    [t, format, viewer, onMarkPaid],
  );

  if (statements.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (statements.isError)
    return <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={statements} />;

  return (
    <Table<PayoutStatement>
      aria-label={t('statementsLabel')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={statements.data.items}
      loading={statements.isPlaceholderData && statements.isFetching}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowRender: (statement) => (
          <StatementLines id={statement.id} month={statement.month} />
        ),
      }}
      pagination={{
        current: page,
        pageSize,
        total: statements.data.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: onPageChange,
      }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statementsEmpty')} />
        ),
      }}
    />
  );
}
