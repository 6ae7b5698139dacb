import type { CreditNoteInput, Invoice, Payment, RefundInput } from '@memorial-care/contracts/http';
import type { IncomingPaymentMethod } from '@memorial-care/contracts/domain';
import type { Dayjs } from 'dayjs';
import { normalizeAmountText } from '../../../lib/amount-text';
import { centsOf, fromCents, isPositiveAmount, paymentAmountOf } from './money';

// What can still be credited on an invoice and refunded of a payment, and the dialogs' bodies.

/** What credit notes may still take off the invoice: its total minus what they took. */
export const creditableOf = (invoice: Pick<Invoice, 'total' | 'credited'>): string =>
  fromCents(centsOf(invoice.total) - centsOf(invoice.credited));

/** A voided invoice is not credited; nor one credited in full. */
export const canCredit = (invoice: Pick<Invoice, 'status' | 'total' | 'credited'>): boolean =>
  invoice.status !== 'void' && isPositiveAmount(creditableOf(invoice));

/** What may still be paid back of a payment. */
export const refundableOf = (payment: Pick<Payment, 'amount' | 'refunded'>): string =>
  fromCents(centsOf(payment.amount) - centsOf(payment.refunded));

export const canRefund = (payment: Pick<Payment, 'amount' | 'refunded'>): boolean =>
  isPositiveAmount(refundableOf(payment));

/** The typed amount when it is a valid one no higher than `limit`; else why not. */
export const amountWithin = (
  text: string | undefined,
  limit: string,
): 'ok' | 'invalid' | 'too_high' => {
  const amount = paymentAmountOf(text);
  if (amount === null) return 'invalid';
  return centsOf(amount) > centsOf(limit) ? 'too_high' : 'ok';
};

/** The Credit Note form as antd holds it. */
export interface CreditNoteFormValues {
  scope: 'full' | 'partial';
  /** As typed ("19.50", "19,50"); only for a partial credit. */
  amount: string;
  reason: string;
}

export const creditNoteFormFields = [
  'amount',
  'reason',
] as const satisfies readonly (keyof CreditNoteFormValues)[];

/** POST /api/invoices/:id/credit-notes body: no amount credits all that is left. */
export const creditNoteInputOf = (values: CreditNoteFormValues): CreditNoteInput => ({
  amount: values.scope === 'full' ? null : normalizeAmountText(values.amount),
  reason: values.reason.trim(),
});

/** The Refund form as antd holds it. */
export interface RefundFormValues {
  amount: string;
  method: IncomingPaymentMethod;
  refundedOn: Dayjs | null;
  bankReference: string;
  reason: string;
}

export const refundFormFields = [
  'amount',
  'method',
  'refundedOn',
  'bankReference',
  'reason',
] as const satisfies readonly (keyof RefundFormValues)[];

/** What the Refund form starts with: all that is left of the payment, the way it came, today. */
export const refundFormDefaults = (payment: Payment, today: Dayjs): RefundFormValues => ({
  amount: refundableOf(payment),
  method: payment.method,
  refundedOn: today,
  bankReference: '',
  reason: '',
});

/** POST /api/payments/:id/refunds body: the amount with ".", blanks as null. */
export const refundInputOf = (values: RefundFormValues): RefundInput => ({
  amount: normalizeAmountText(values.amount),
  method: values.method,
  refundedOn: values.refundedOn ? values.refundedOn.format('YYYY-MM-DD') : '',
  bankReference: values.bankReference.trim() || null,
  reason: values.reason.trim() || null,
});
