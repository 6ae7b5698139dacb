import type { UnmatchedTransfer } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { getUnmatchedTransfersQueryOptions } from '../api/get-unmatched-transfers';
import { AssignTransferModal } from './assign-transfer-modal';
import { DismissTransferModal } from './dismiss-transfer-modal';

interface DialogState {
  readonly transfer: UnmatchedTransfer | null;
  readonly open: boolean;
}

const closed: DialogState = { transfer: null, open: false };

const keyOf = (transfer: UnmatchedTransfer) => `${transfer.statementId}:${transfer.line}`;

/** Unmatched Transfers: imported transfers no invoice took, each to assign or dismiss. */
export function UnmatchedTransfersTable() {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const transfers = useQuery(getUnmatchedTransfersQueryOptions());
  const [assigning, setAssigning] = useState<DialogState>(closed);
  const [dismissing, setDismissing] = useState<DialogState>(closed);
  const closeAssign = useCallback(() => setAssigning((s) => ({ ...s, open: false })), []);
  const closeDismiss = useCallback(() => setDismissing((s) => ({ ...s, open: false })), []);

  return (
    <Card title={t('unmatched.title')}>
      {transfers.isError ? (
        <Alert type="warning" showIcon title={t('unmatched.loadFailed')} />
      ) : (
        <Table<UnmatchedTransfer>
          aria-label={t('unmatched.label')}
          size="middle"
          rowKey={keyOf}
          loading={transfers.isPending}
          dataSource={transfers.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('unmatched.empty') }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'bookedOn',
              title: t('unmatched.bookedOn'),
              render: (_, row) => format.date(row.bookedOn),
            },
            {
              key: 'amount',
              title: t('unmatched.amount'),
              align: 'right',
              render: (_, row) =>
                row.currency === 'EUR' ? format.eur(row.amount) : `${row.amount} ${row.currency}`,
            },
            {
              key: 'payer',
              title: t('unmatched.payer'),
              render: (_, row) => row.payer ?? t('unmatched.unknownPayer'),
            },
            {
              key: 'remittance',
              title: t('unmatched.remittance'),
              render: (_, row) => (
                <Typography.Text style={{ maxWidth: 280 }} ellipsis={{ tooltip: row.remittance }}>
                  {row.remittance || '—'}
                </Typography.Text>
              ),
            },
            {
              key: 'reason',
              title: t('unmatched.reason'),
              render: (_, row) => <Tag>{t(`unmatched.reasons.${row.reason}`)}</Tag>,
            },
            {
              key: 'statement',
              title: t('unmatched.statement'),
              render: (_, row) => (
                <Typography.Text type="secondary">
                  {t('unmatched.statementLine', { file: row.fileName, line: row.line })}
                </Typography.Text>
              ),
            },
            {
              key: 'actions',
              title: '',
              render: (_, row) => {
                const label = { amount: format.eur(row.amount), date: format.date(row.bookedOn) };
                return (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      aria-label={t('unmatched.assignLabel', label)}
                      disabled={row.currency !== 'EUR'}
                      onClick={() => setAssigning({ transfer: row, open: true })}
                    >
                      {t('unmatched.assign')}
                    </Button>
                    <Button
                      size="small"
                      aria-label={t('unmatched.dismissLabel', label)}
                      onClick={() => setDismissing({ transfer: row, open: true })}
                    >
                      {t('unmatched.dismiss')}
                    </Button>
                  </Space>
                );
              },
            },
          ]}
        />
      )}
      <AssignTransferModal
        transfer={assigning.transfer}
        open={assigning.open}
        onClose={closeAssign}
        afterClose={() => setAssigning(closed)}
      />
      <DismissTransferModal
        transfer={dismissing.transfer}
        open={dismissing.open}
        onClose={closeDismiss}
        afterClose={() => setDismissing(closed)}
      />
    </Card>
  );
}
