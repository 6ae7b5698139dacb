import type { CreditNote, Payment } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import {
  clientCreditNotePdfUrl,
  clientLedgerPageSize,
  getClientCreditNotesQueryOptions,
} from '../api/get-client-ledger';

/** One of the ledger's tables' pagination (hidden while everything fits on a page). */
export const ledgerPagination = (
  page: number,
  total: number,
  onChange: (page: number) => void,
) => ({
  current: page,
  pageSize: clientLedgerPageSize,
  total,
  hideOnSinglePage: true,
  showSizeChanger: false,
  onChange,
});

/**
 * The client's credit notes, newest first: number (or "being numbered", for an instant or until
 * the hourly job numbers it), the day issued, what it took off which invoice, and its PDF.
 */
export function ClientCreditNotesCard({ clientId }: { readonly clientId: string }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const creditNotes = useQuery(getClientCreditNotesQueryOptions(clientId, page));
  return (
    <Card size="small" title={t('billing.creditNotes')} style={{ marginTop: 16 }}>
      {creditNotes.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : creditNotes.isError ? (
        <LoadFailedAlert
          title={t('billing.loadFailed')}
          retryLabel={t('actions.retry')}
          query={creditNotes}
        />
      ) : creditNotes.data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('billing.noCreditNotes')} />
      ) : (
        <Table<CreditNote>
          size="small"
          rowKey="id"
          scroll={{ x: true }}
          loading={creditNotes.isPlaceholderData && creditNotes.isFetching}
          dataSource={creditNotes.data.items}
          pagination={ledgerPagination(page, creditNotes.data.total, setPage)}
          columns={[
            {
              key: 'number',
              title: t('billing.number'),
              render: (_, note) => note.number ?? t('billing.creditNotePending'),
            },
            {
              key: 'issued',
              title: t('billing.issued'),
              render: (_, note) => (note.issuedOn ? format.date(note.issuedOn) : '—'),
            },
            { key: 'invoice', title: t('billing.creditedInvoice'), dataIndex: 'invoiceNumber' },
            {
              key: 'amount',
              title: t('billing.amount'),
              align: 'right',
              render: (_, note) => `−${format.eur(note.amount)}`,
            },
            {
              key: 'pdf',
              title: t('billing.creditNotePdf'),
              render: (_, note) =>
                note.number ? (
                  <Typography.Link
                    href={clientCreditNotePdfUrl(note.id)}
                    target="_blank"
                    aria-label={t('billing.creditNotePdfLabel', { number: note.number })}
                  >
                    {t('billing.creditNotePdf')}
                  </Typography.Link>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** A payment's refunds, one line each (amount and day); a dash when none. */
export function PaymentRefunds({ payment }: { readonly payment: Pick<Payment, 'refunds'> }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  if (payment.refunds.length === 0) return '—';
  return (
    <Flex vertical gap={2}>
      {payment.refunds.map((refund) => (
        <Typography.Text key={refund.id}>
          {t('billing.refundLine', {
            amount: format.eur(refund.amount),
            date: format.date(refund.refundedOn),
          })}
        </Typography.Text>
      ))}
    </Flex>
  );
}
