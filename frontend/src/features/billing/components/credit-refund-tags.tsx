import type { Invoice, Payment } from '@memorial-care/contracts/http';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { creditNotePdfUrl } from '../api/get-credit-notes';
import { isPositiveAmount } from '../utils/money';
import { refundableOf } from '../utils/credit-refund';

/** What credit notes took off an invoice, with a link to each one's PDF. */
export function InvoiceCreditTags({
  invoice,
}: {
  readonly invoice: Pick<Invoice, 'credited' | 'creditNotes'>;
}) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  if (!isPositiveAmount(invoice.credited)) return null;
  return (
    <Flex vertical gap={2}>
      <Tag color="purple">{t('creditTags.credited', { amount: format.eur(invoice.credited) })}</Tag>
      {invoice.creditNotes.map((note) =>
        note.number ? (
          <Typography.Link
            key={note.id}
            href={creditNotePdfUrl(note.id)}
            target="_blank"
            aria-label={t('creditNotes.pdfLabel', { number: note.number })}
          >
            {t('creditNotes.number', { number: note.number })}
          </Typography.Link>
        ) : (
          <Typography.Text key={note.id} type="secondary">
            {t('creditNotes.pending')}
          </Typography.Text>
        ),
      )}
    </Flex>
  );
}

/** What was paid back of a payment: a tag, and one line per refund. */
export function PaymentRefundTags({
  payment,
}: {
  readonly payment: Pick<Payment, 'amount' | 'refunded' | 'refunds'>;
}) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  if (!isPositiveAmount(payment.refunded)) return null;
  const full = !isPositiveAmount(refundableOf(payment));
  return (
    <Flex vertical gap={2} align="flex-end">
      <Tag color="orange">
        {full
          ? t('creditTags.fullyRefunded')
          : t('creditTags.refunded', { amount: format.eur(payment.refunded) })}
      </Tag>
      {payment.refunds.map((refund) => (
        <Typography.Text key={refund.id} type="secondary">
          {t('refunds.line', {
            amount: format.eur(refund.amount),
            date: format.date(refund.refundedOn),
          })}
        </Typography.Text>
      ))}
    </Flex>
  );
}
