import QRCode from 'qrcode';
import type { Invoice, PaymentInstructions } from '@memorial-care/contracts/http';
import { convertAtRate, toCents } from '@memorial-care/contracts/domain';
import { ipsQrPayload } from './ips-qr';

/**
 * Who a family pays: from the configuration (BILLING_CREDITOR_NAME, BILLING_IBAN, BILLING_BIC,
 * BILLING_RSD_ACCOUNT: null when there is no dinar account).
 */
export interface Creditor {
  readonly name: string;
  readonly iban: string;
  readonly bic: string;
  readonly rsdAccount: string | null;
}

/** The EUR→RSD rate in force: dinars per euro (4 decimals) and the day it is for. */
export interface RateInForce {
  readonly rate: string;
  readonly effectiveOn: string;
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
  readonly creditor: Pick<Creditor, 'name' | 'iban' | 'bic'>;
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

/** What of an invoice the instructions use. */
type InvoiceToPay = Pick<Invoice, 'id' | 'number' | 'balance' | 'reference'>;

/** What is still owed, never below 0.00 (an overpaid invoice asks for nothing). */
const stillOwed = (balance: string) => (balance.startsWith('-') ? '0.00' : balance);

const noDinars = {
  ipsQrPayload: null,
  ipsQrSvg: null,
  rsdAccount: null,
  rsdAmount: null,
  rate: null,
  rateDate: null,
} as const;

/** The IPS QR's part: what is owed in dinars at the rate, into the dinar account. */
const dinarsOf = async (
  invoice: InvoiceToPay,
  amount: string,
  creditor: Creditor,
  rate: RateInForce | null,
) => {
  if (!creditor.rsdAccount || !rate) return noDinars;
  const rsdAmount = convertAtRate(amount, rate.rate);
  const payload = ipsQrPayload({
    payee: { name: creditor.name, account: creditor.rsdAccount },
    rsdAmount,
    invoiceNumber: invoice.number,
  });
  return {
    ipsQrPayload: payload,
    ipsQrSvg: await qrSvg(payload),
    rsdAccount: creditor.rsdAccount,
    rsdAmount,
    rate: rate.rate,
    rateDate: rate.effectiveOn,
  };
};

/**
 * How to pay an invoice by bank transfer: in euros (IBAN, the EPC QR) and, for payers in Serbia,
 * in dinars (the NBS IPS QR) once an admin has set a EUR→RSD rate and a dinar account is
 * configured; without either, only the EPC QR is offered.
 */
export const paymentInstructionsOf = async (
  invoice: InvoiceToPay,
  creditor: Creditor,
  rate: RateInForce | null,
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
    ...(await dinarsOf(invoice, amount, creditor, rate)),
  };
};
