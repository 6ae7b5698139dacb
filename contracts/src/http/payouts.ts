import { z } from 'zod';
import { serviceDay } from '../domain/caretaker-availability';
import { paymentMethodSchema } from '../domain/constants';
import {
  calendarDate,
  clearableText,
  dateWindows,
  entityId,
  inputIssueCodes,
  pageQuery,
} from '../domain/input-bounds';
import {
  firstPayoutMonth,
  payoutLimits,
  payoutMonthPattern,
  payoutStatementStatusSchema,
} from '../domain/payouts';

// Caretaker payouts over HTTP: an admin closes a month into statements and marks them paid;
// a caretaker reads their own open earnings and statements. Amounts are text with two decimals.

const monthMessage = 'Please enter a month (yyyy-MM)';

/** The running month in Serbia, `yyyy-MM`. */
export const currentPayoutMonth = (now = new Date()) => serviceDay(now).date.slice(0, 7);

/** A real month from 2000-01 up to the running one (a month not yet begun cannot be closed). */
const closableMonth = z
  .string(monthMessage)
  .trim()
  .max(7, monthMessage)
  .regex(payoutMonthPattern, monthMessage)
  .superRefine((month, ctx) => {
    const last = currentPayoutMonth();
    if (month < firstPayoutMonth || month > last)
      ctx.addIssue({
        code: 'custom',
        message: `The month must be between ${firstPayoutMonth} and ${last}`,
        params: { code: inputIssueCodes.dateOutOfRange, minimum: firstPayoutMonth, maximum: last },
      });
  });

/** Body of POST /api/payouts/close. */
export const closePayoutMonthInputSchema = z.object({ month: closableMonth });
export type ClosePayoutMonthInput = z.input<typeof closePayoutMonthInputSchema>;

/** Body of POST /api/payouts/:id/paid; the method defaults to the caretaker's preferred one. */
export const markPayoutPaidInputSchema = z.object({
  method: paymentMethodSchema.optional(),
  paidOn: calendarDate(dateWindows.completion),
  reference: clearableText(payoutLimits.reference)
    .optional()
    .transform((reference) => reference || null),
});
export type MarkPayoutPaidInput = z.input<typeof markPayoutPaidInputSchema>;

/** GET /api/payouts: an admin's filters; a caretaker always gets only their own. */
export const payoutListQuerySchema = z.object({
  ...pageQuery,
  caretakerId: entityId('Unknown caretaker').optional(),
  month: z.string().trim().max(7, monthMessage).regex(payoutMonthPattern, monthMessage).optional(),
  status: payoutStatementStatusSchema.optional(),
});
export type PayoutListQuery = z.input<typeof payoutListQuerySchema>;

/** GET /api/payouts/earnings: an admin may name a caretaker to see their open tasks. */
export const openEarningsQuerySchema = z.object({
  caretakerId: entityId('Unknown caretaker').optional(),
});

export const payoutLineSchema = z.object({
  earningId: z.string(),
  requestId: z.string(),
  serviceType: z.string(),
  completedOn: z.string(),
  /** The task's own amount; never anything else of the family's. */
  taskAmount: z.string(),
  amount: z.string(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutStatementSchema = z.object({
  id: z.string(),
  caretakerId: z.string(),
  caretakerName: z.string().nullable(),
  month: z.string(),
  closedOn: z.string(),
  tasks: z.number().int().nonnegative(),
  total: z.string(),
  status: payoutStatementStatusSchema,
  paidOn: z.string().nullable(),
  method: paymentMethodSchema.nullable(),
  reference: z.string().nullable(),
  /** What the payout would be made with: the caretaker's preferred method (null: none set). */
  preferredPaymentMethod: paymentMethodSchema.nullable(),
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;

export const payoutStatementDetailSchema = payoutStatementSchema.extend({
  lines: z.array(payoutLineSchema),
});
export type PayoutStatementDetail = z.infer<typeof payoutStatementDetailSchema>;

export const payoutStatementPageSchema = z.object({
  items: z.array(payoutStatementSchema),
  total: z.number().int().nonnegative(),
});
export type PayoutStatementPage = z.infer<typeof payoutStatementPageSchema>;

/** What POST /api/payouts/close made: the statements created now (none when closed before). */
export const closePayoutMonthResultSchema = z.object({
  month: z.string(),
  created: z.array(payoutStatementSchema),
});
export type ClosePayoutMonthResult = z.infer<typeof closePayoutMonthResultSchema>;

export const caretakerOpenEarningsSchema = z.object({
  caretakerId: z.string(),
  caretakerName: z.string().nullable(),
  preferredPaymentMethod: paymentMethodSchema.nullable(),
  tasks: z.number().int().nonnegative(),
  total: z.string(),
});
export type CaretakerOpenEarnings = z.infer<typeof caretakerOpenEarningsSchema>;

/**
 * GET /api/payouts/earnings: earnings accrued and not yet in a statement, per caretaker, and
 * the tasks themselves for one caretaker (a caretaker's own; the one an admin names).
 */
export const openEarningsSchema = z.object({
  caretakers: z.array(caretakerOpenEarningsSchema),
  total: z.string(),
  earnings: z.array(payoutLineSchema),
});
export type OpenEarnings = z.infer<typeof openEarningsSchema>;
