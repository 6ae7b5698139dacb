import type { IncomingPaymentMethod } from '@memorial-care/contracts/domain';
import type { Invoice, PaymentInput } from '@memorial-care/contracts/http';
import type { Dayjs } from 'dayjs';
import { normalizeAmountText } from '../../../lib/amount-text';
import { isPositiveAmount } from './money';

/** The Record Payment form as antd holds it. */
export interface PaymentFormValues {
  /** As typed ("49.50", "49,50"). */
  amount: string;
  method: IncomingPaymentMethod;
  paidOn: Dayjs | null;
  bankReference: string;
}

/** The form's fields: the server names them the same in its `errors[].path`. */
export const paymentFormFields = [
  'amount',
  'method',
  'paidOn',
  'bankReference',
] as const satisfies readonly (keyof PaymentFormValues)[];

/** What the form starts with: the invoice's balance (when something is owed), by bank, today. */
export const paymentFormDefaults = (
  invoice: Pick<Invoice, 'balance'>,
  today: Dayjs,
): PaymentFormValues => ({
  amount: isPositiveAmount(invoice.balance) ? invoice.balance : '',
  method: 'bank_transfer',
  paidOn: today,
  bankReference: '',
});

/** POST /api/payments body for this invoice: the amount with ".", an empty reference as null. */
export const formValuesToPaymentInput = (
  invoiceId: string,
  values: PaymentFormValues,
): PaymentInput => ({
  invoiceId,
  amount: normalizeAmountText(values.amount),
  method: values.method,
  paidOn: values.paidOn ? values.paidOn.format('YYYY-MM-DD') : '',
  bankReference: values.bankReference.trim() || null,
});
