import { z } from 'zod';
import { fromCents, toCents } from './money';

// Caretaker payouts (spec part 2, §9): a caretaker earns 70% of each completed task's amount.
// Earnings accrue per task; an admin closes a month into one statement per caretaker and marks
// it paid with the caretaker's payout method (`paymentMethods` in constants).

/** The caretaker's share of a completed task's amount, in percent. */
export const caretakerSharePercent = 70;

/**
 * 70% of a task's amount, exact in cents and rounded half up to the cent, per task: "0.05" →
 * "0.04" (3.5 cents), "0.01" → "0.01" (0.7 cent), "33.33" → "23.33" (2333.1 cents). A
 * statement's total is the sum of its tasks' rounded shares, so every line adds up.
 */
export const caretakerShareOf = (taskAmount: string): string =>
  fromCents((toCents(taskAmount) * BigInt(caretakerSharePercent) + 50n) / 100n);

/** A payout month, `yyyy-MM` (a calendar month in Serbia). */
export const payoutMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first month a statement may be closed for (as the ledger's other dates). */
export const firstPayoutMonth = '2000-01';

export const payoutStatementStatuses = ['closed', 'paid'] as const;
export const payoutStatementStatusSchema = z.enum(payoutStatementStatuses);
export type PayoutStatementStatus = z.infer<typeof payoutStatementStatusSchema>;

/** Why an accrued earning was taken back before it was in a statement. */
export const earningReversalReasons = [
  /** The request is no longer completed (an admin set another status). */
  'reopened',
  'deleted',
  /** Its amount, day, service or caretaker changed: the earning is accrued again as it is now. */
  'changed',
  /** No caretaker or a zero amount any more. */
  'not_payable',
] as const;
export const earningReversalReasonSchema = z.enum(earningReversalReasons);
export type EarningReversalReason = z.infer<typeof earningReversalReasonSchema>;

export const payoutLimits = {
  /** The payout's reference (a bank transfer's id, a PayPal transaction). */
  reference: 100,
} as const;
