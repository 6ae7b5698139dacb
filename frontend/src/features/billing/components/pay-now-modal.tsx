import { formatSerbianAccount } from '@memorial-care/contracts/domain';
import type { Invoice, PaymentInstructions } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { getPaymentInstructionsQueryOptions } from '../api/get-payment-instructions';
import { compact, groupInFours, svgImageSource } from '../utils/bank-details';
import { formatRate, formatRsd } from '../utils/dinars';
import { isPositiveAmount } from '../utils/money';

interface PayNowModalProps {
  /** The invoice to pay; kept while the dialog closes. */
  readonly invoice: Invoice | null;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

const qrSize = 200;

/**
 * Pay Now: the bank-transfer details of what is still owed on one invoice (each copyable), the
 * EPC QR code a European banking app reads and, when the server offers it, the IPS QR code of
 * Serbian banks; and the reminder to quote the reference.
 */
export function PayNowModal({ invoice, open, onClose, afterClose }: PayNowModalProps) {
  const { t } = useTranslation('billing');
  const instructions = useQuery({
    ...getPaymentInstructionsQueryOptions(invoice?.id ?? ''),
    enabled: open && invoice !== null,
  });

  let content: ReactNode;
  if (instructions.isPending) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (instructions.isError)
    content = (
      <LoadFailedAlert
        title={t('payNow.loadFailed')}
        retryLabel={t('actions.retry')}
        query={instructions}
      />
    );
  else content = <PaymentInstructionsView instructions={instructions.data} />;

  return (
    <Modal
      open={open}
      title={t('payNow.title', { number: invoice?.number ?? '' })}
      width={640}
      onCancel={onClose}
      afterClose={afterClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      {content}
    </Modal>
  );
}

/** What to pay and where: each detail copyable, the QR codes as images. */
export function PaymentInstructionsView({
  instructions,
}: {
  readonly instructions: PaymentInstructions;
}) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const language = useLanguage();
  const { rsdAccount, rsdAmount, rate, rateDate, ipsQrSvg } = instructions;
  // The IPS QR comes with its dinar amount, account and rate, or not at all.
  const dinars =
    ipsQrSvg !== null && rsdAccount && rsdAmount && rate && rateDate
      ? { svg: ipsQrSvg, account: rsdAccount, amount: rsdAmount, rate, rateDate }
      : null;
  const copyable = (text: string) => ({
    text,
    tooltips: [t('payNow.copy'), t('payNow.copied')] as [string, string],
  });

  if (!isPositiveAmount(instructions.amount))
    return <Alert type="success" showIcon title={t('payNow.nothingToPay')} />;

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('payNow.intro')}
      </Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'creditor',
            label: t('payNow.creditor'),
            children: (
              <Typography.Text copyable={copyable(instructions.creditorName)}>
                {instructions.creditorName}
              </Typography.Text>
            ),
          },
          {
            key: 'iban',
            label: t('payNow.iban'),
            children: (
              <Typography.Text code copyable={copyable(compact(instructions.iban))}>
                {groupInFours(instructions.iban)}
              </Typography.Text>
            ),
          },
          {
            key: 'bic',
            label: t('payNow.bic'),
            children: (
              <Typography.Text code copyable={copyable(instructions.bic)}>
                {instructions.bic}
              </Typography.Text>
            ),
          },
          {
            key: 'amount',
            label: t('payNow.amount'),
            children: (
              // The plain amount ("49.50") is what a bank's amount field takes.
              <Typography.Text strong copyable={copyable(instructions.amount)}>
                {format.eur(instructions.amount)}
              </Typography.Text>
            ),
          },
          {
            key: 'reference',
            label: t('payNow.reference'),
            children: (
              <Typography.Text code strong copyable={copyable(compact(instructions.reference))}>
                {groupInFours(instructions.reference)}
              </Typography.Text>
            ),
          },
          ...(dinars
            ? [
                {
                  key: 'rsdAccount',
                  label: t('payNow.rsdAccount'),
                  children: (
                    <Typography.Text code copyable={copyable(dinars.account)}>
                      {formatSerbianAccount(dinars.account)}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'rsdAmount',
                  label: t('payNow.rsdAmount'),
                  children: (
                    <Typography.Text strong copyable={copyable(dinars.amount)}>
                      {formatRsd(dinars.amount, language)}
                    </Typography.Text>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Alert
        type="warning"
        showIcon
        title={t('payNow.referenceNote', { reference: groupInFours(instructions.reference) })}
      />
      <Flex wrap gap="large" justify="center">
        <QrCode
          title={t('payNow.epcQr')}
          purpose={t('payNow.epcQrFor')}
          alt={t('payNow.epcQrAlt', { number: instructions.number })}
          svg={instructions.epcQrSvg}
          amount={format.eur(instructions.amount)}
        />
        {dinars && (
          <QrCode
            title={t('payNow.ipsQr')}
            purpose={t('payNow.ipsQrFor')}
            alt={t('payNow.ipsQrAlt', { number: instructions.number })}
            svg={dinars.svg}
            amount={formatRsd(dinars.amount, language)}
            note={t('payNow.atRate', {
              rate: formatRate(dinars.rate, language),
              date: format.date(dinars.rateDate),
            })}
          />
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {t('payNow.scanHint')}
      </Typography.Text>
    </Flex>
  );
}

/** A QR code with what it is for and the amount it asks (a rate's note under a dinar one). */
function QrCode({
  title,
  purpose,
  alt,
  svg,
  amount,
  note,
}: {
  readonly title: string;
  readonly purpose: string;
  readonly alt: string;
  readonly svg: string;
  readonly amount: string;
  readonly note?: string;
}) {
  return (
    <figure style={{ margin: 0, textAlign: 'center', maxWidth: qrSize + 40 }}>
      <img
        src={svgImageSource(svg)}
        alt={alt}
        width={qrSize}
        height={qrSize}
        style={{ background: '#fff', padding: 8, borderRadius: 8 }}
      />
      <figcaption>
        <Flex vertical>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{purpose}</Typography.Text>
          <Typography.Text strong>{amount}</Typography.Text>
          {note && <Typography.Text type="secondary">{note}</Typography.Text>}
        </Flex>
      </figcaption>
    </figure>
  );
}
