import type { MarkPayoutPaidInput, PayoutStatement } from '@memorial-care/contracts/http';
import type { Dayjs } from 'dayjs';

export type PayoutMethod = 'bank_transfer' | 'cash' | 'paypal' | 'stripe';

export interface MarkPaidFormValues {
  method?: PayoutMethod;
  paidOn?: Dayjs;
  reference?: string;
}

/** The dialog opens with the caretaker's preferred method (if any) and today. */
export const markPaidDefaults = (statement: PayoutStatement, today: Dayjs): MarkPaidFormValues => ({
  method: statement.preferredPaymentMethod ?? undefined,
  paidOn: today,
  reference: '',
});

/** What POST /api/payouts/{id}/paid is sent: the day as yyyy-MM-dd, a blank reference as none. */
export const toMarkPaidInput = (values: MarkPaidFormValues): MarkPayoutPaidInput => ({
  method: values.method,
  paidOn: values.paidOn?.format('YYYY-MM-DD') ?? '',
  reference: values.reference?.trim() || null,
});

/** The months a statement may be closed for: 2000-01 up to the running month. */
export const isClosableMonth = (month: Dayjs, today: Dayjs) =>
  !month.isAfter(today, 'month') && month.year() >= 2000;
