import type { Invoice, Payment } from '@memorial-care/contracts/http';
import { needsPayment } from './invoice-status';

/**
 * The client's Action Required list: the invoices still to pay, the newest due date first (the
 * number, newest first, decides between invoices due the same day).
 */
export function actionRequired<
  I extends Pick<Invoice, 'status' | 'balance' | 'dueDate' | 'number'>,
>(invoices: readonly I[]): I[] {
  return invoices
    .filter(needsPayment)
    .sort((a, b) => b.dueDate.localeCompare(a.dueDate) || b.number.localeCompare(a.number));
}

/** Payment History: the newest payment first (by the day paid, then by when it was recorded). */
export function newestPaymentsFirst<P extends Pick<Payment, 'paidOn' | 'recordedAt'>>(
  payments: readonly P[],
): P[] {
  return [...payments].sort(
    (a, b) => b.paidOn.localeCompare(a.paidOn) || b.recordedAt.localeCompare(a.recordedAt),
  );
}
