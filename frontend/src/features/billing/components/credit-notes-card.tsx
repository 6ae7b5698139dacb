import type { CreditNotePage } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat } from '../../../lib/use-format';
import { creditNotePdfUrl } from '../api/get-credit-notes';

/**
 * The family's credit notes, newest first: each with the invoice it credits, the amount taken
 * off, the reason and its PDF. Shown only once there is one.
 */
export function CreditNotesCard({
  creditNotes,
}: {
  readonly creditNotes: UseQueryResult<CreditNotePage>;
}) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  if (creditNotes.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (creditNotes.isError)
    return (
      <LoadFailedAlert
        title={t('creditNotes.loadFailed')}
        retryLabel={t('actions.retry')}
        query={creditNotes}
      />
    );
  if (creditNotes.data.items.length === 0) return null;
  return (
    <Card title={t('creditNotes.title')}>
      <Flex vertical gap="small" role="list" aria-label={t('creditNotes.label')}>
        {creditNotes.data.items.map((note) => (
          <Card key={note.id} role="listitem" size="small">
            <Flex justify="space-between" align="center" wrap gap="middle">
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {note.number
                    ? t('creditNotes.number', { number: note.number })
                    : t('creditNotes.pending')}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('creditNotes.credits', { number: note.invoiceNumber })}
                  {note.issuedOn &&
                    ` · ${t('creditNotes.issuedOn', { date: format.date(note.issuedOn) })}`}
                </Typography.Text>
                <Typography.Text type="secondary">{note.reason}</Typography.Text>
              </Flex>
              <Flex align="center" gap="middle">
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {`−${format.eur(note.amount)}`}
                </Typography.Text>
                {note.number && (
                  <Typography.Link
                    href={creditNotePdfUrl(note.id)}
                    target="_blank"
                    aria-label={t('creditNotes.pdfLabel', { number: note.number })}
                  >
                    {t('creditNotes.pdf')}
                  </Typography.Link>
                )}
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
    </Card>
  );
}
