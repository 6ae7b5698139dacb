import { z } from 'zod';
import { paymentMethodSchema } from '../domain/constants';
import { ledgerAmount } from '../domain/money';
import { earningReversalReasonSchema } from '../domain/payouts';
import { requestServiceTypeSchema } from './service-requests';

// Caretaker payouts. Each caretaker has one stream, `caretaker-earnings-<caretakerId>`: their
// earnings accrue there (70% of each completed task), a month's open earnings are closed there
// into a statement, and the statement's payment is recorded there. One stream, so that an
// earning is in at most one statement, a reversal never takes back an earning already stated,
// and a statement is paid once: each is decided on the caretaker's whole ledger.

export const caretakerEarningsStreamId = (caretakerId: string) =>
  `caretaker-earnings-${caretakerId}`;

const calendarDay = z.iso.date();
const payoutMonth = z.string().regex(/^\d{4}-\d{2}$/);

/** A completed task's earning for its caretaker. */
export const caretakerEarningAccruedSchema = z.object({
  /** One id per caretaker and request (name-based): a request accrued again keeps it. */
  earningId: z.guid(),
  caretakerId: z.guid(),
  requestId: z.guid(),
  serviceType: requestServiceTypeSchema,
  /** The business day the task was completed (Europe/Belgrade). */
  completedOn: calendarDay,
  /** The task's amount, as the family is charged it. */
  taskAmount: ledgerAmount,
  /** The caretaker's share in percent ("70"). */
  sharePercent: z.string().regex(/^\d{1,3}$/),
  /** taskAmount × share, rounded half up to the cent. */
  amount: ledgerAmount,
});
export type CaretakerEarningAccrued = z.infer<typeof caretakerEarningAccruedSchema>;

/** An earning not yet in a statement was taken back (the task was reopened, deleted, changed). */
export const caretakerEarningReversedSchema = z.object({
  earningId: z.guid(),
  caretakerId: z.guid(),
  requestId: z.guid(),
  amount: ledgerAmount,
  reason: earningReversalReasonSchema,
});
export type CaretakerEarningReversed = z.infer<typeof caretakerEarningReversedSchema>;

/** A task of a statement: its earning as accrued, without what the statement says once. */
export const payoutStatementLineSchema = caretakerEarningAccruedSchema.omit({
  caretakerId: true,
  sharePercent: true,
});
export type PayoutStatementLine = z.infer<typeof payoutStatementLineSchema>;

/**
 * A month was closed for a caretaker: every open earning completed in or before that month is
 * in this statement, and in no other. One statement per caretaker and month (its id is
 * name-based on both).
 */
export const payoutStatementClosedSchema = z.object({
  statementId: z.guid(),
  caretakerId: z.guid(),
  month: payoutMonth,
  closedOn: calendarDay,
  lines: z.array(payoutStatementLineSchema).min(1),
  total: ledgerAmount,
});
export type PayoutStatementClosed = z.infer<typeof payoutStatementClosedSchema>;

/** The statement's total was paid out to the caretaker. */
export const payoutStatementPaidSchema = z.object({
  statementId: z.guid(),
  caretakerId: z.guid(),
  month: payoutMonth,
  amount: ledgerAmount,
  method: paymentMethodSchema,
  paidOn: calendarDay,
  reference: z.string().nullable(),
});
export type PayoutStatementPaid = z.infer<typeof payoutStatementPaidSchema>;

export const caretakerEarningsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CaretakerEarningAccrued'), data: caretakerEarningAccruedSchema }),
  z.object({ type: z.literal('CaretakerEarningReversed'), data: caretakerEarningReversedSchema }),
  z.object({ type: z.literal('PayoutStatementClosed'), data: payoutStatementClosedSchema }),
  z.object({ type: z.literal('PayoutStatementPaid'), data: payoutStatementPaidSchema }),
]);
export type CaretakerEarningsEvent = z.infer<typeof caretakerEarningsEventSchema>;
export const caretakerEarningsEventTypes = [
  'CaretakerEarningAccrued',
  'CaretakerEarningReversed',
  'PayoutStatementClosed',
  'PayoutStatementPaid',
] as const;
