import QRCode from 'qrcode';
import type { Invoice, PaymentInstructions } from '@memorial-care/contracts/http';
import { toCents } from '@memorial-care/contracts/domain';

/** Who a family pays: from the configuration (BILLING_CREDITOR_NAME, BILLING_IBAN, BILLING_BIC). */
export interface Creditor {
  readonly name: string;
  readonly iban: string;
  readonly bic: string;
}

/**
 * The EPC QR code's text (EPC069-12 v2.1, "SEPA Credit Transfer"): service tag BCD, version 002,
 * UTF-8 (1), SCT, BIC, name (≤ 70), IBAN, amount (`EUR12.34`, left out when nothing is owed),
 * no purpose code, the structured RF reference, no free text. Lines end with LF; no trailing one.
 */
export const epcQrPayload = ({
  creditor,
  amount,
  reference,
}: {
  readonly creditor: Creditor;
  readonly amount: string;
  readonly reference: string;
}) =>
  [
    'BCD',
    '002',
    '1',
    'SCT',
    creditor.bic,
    creditor.name.slice(0, 70),
    creditor.iban.replaceAll(' ', ''),
    toCents(amount) > 0n ? `EUR${amount}` : '',
    '',
    reference,
    '',
  ].join('\n');

/** SVG markup of a QR code; EPC069-12 asks for error correction level M. */
export const qrSvg = (payload: string) =>
  QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });

/** What is still owed, never below 0.00 (an overpaid invoice asks for nothing). */
const stillOwed = (balance: string) => (balance.startsWith('-') ? '0.00' : balance);

/**
 * How to pay an invoice by bank transfer. The NBS IPS QR (dinars, Serbian accounts) needs a
 * EUR→RSD rate that an admin has set; until rates exist, only the EPC QR is offered.
 */
export const paymentInstructionsOf = async (
  invoice: Invoice,
  creditor: Creditor,
): Promise<PaymentInstructions> => {
  const amount = stillOwed(invoice.balance);
  const epc = epcQrPayload({ creditor, amount, reference: invoice.reference });
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    amount,
    currency: 'EUR',
    reference: invoice.reference,
    creditorName: creditor.name,
    iban: creditor.iban,
    bic: creditor.bic,
    epcQrPayload: epc,
    epcQrSvg: await qrSvg(epc),
    ipsQrPayload: null,
    ipsQrSvg: null,
  };
};
