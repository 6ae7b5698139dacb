import { z } from 'zod';

// The admin's dashboard (GET /api/dashboard/stats) and monthly report
// (GET /api/reports/monthly). Months are calendar months in Serbia (Europe/Belgrade); amounts are
// EUR as text with two decimals.
//
// Every card has the figure shown (`value`, as it is now) and two monthly figures the change
// text compares (`thisMonth` against `lastMonth`). The read models keep a request's creation
// time but not when it entered each status, so the counts compare what came in:
// - activeRequests: value = pending + in_progress now; months = requests created that month
//   (any status): "new requests, this month against last month".
// - pendingRequests: value = pending now; months = requests created that month still pending.
// - revenue: value = thisMonth = payments received this month net of refunds (by the day the
//   money moved); lastMonth the same for last month.
// - activeCaretakers: value = thisMonth = active now; lastMonth = active now and added before
//   this month (a deactivation is not dated in the read model: it leaves both figures).

const count = z.number().int().nonnegative();
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const dashboardCountCardSchema = z.object({
  value: count,
  thisMonth: count,
  lastMonth: count,
});
export type DashboardCountCard = z.infer<typeof dashboardCountCardSchema>;

export const dashboardAmountCardSchema = z.object({
  value: amount,
  thisMonth: amount,
  lastMonth: amount,
});
export type DashboardAmountCard = z.infer<typeof dashboardAmountCardSchema>;

export const dashboardStatsSchema = z.object({
  /** `yyyy-MM`: the running month in Serbia, and the one before it. */
  month: z.string(),
  previousMonth: z.string(),
  activeRequests: dashboardCountCardSchema,
  pendingRequests: dashboardCountCardSchema,
  revenue: dashboardAmountCardSchema,
  activeCaretakers: dashboardCountCardSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const monthlyReportFormats = ['csv', 'pdf'] as const;
export type MonthlyReportFormat = (typeof monthlyReportFormats)[number];

/** GET /api/reports/monthly: a month from 2000-01 to 2999-12, as a CSV or PDF file. */
export const monthlyReportQuerySchema = z.object({
  month: z
    .string('Month is required')
    .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, 'Month must be yyyy-MM (2000-01 to 2999-12)'),
  format: z.enum(monthlyReportFormats, 'Format must be csv or pdf').default('csv'),
});
export type MonthlyReportQuery = z.input<typeof monthlyReportQuerySchema>;

/**
 * The month's figures. Requests belong to the month of their visit (scheduled date, Serbia);
 * completion hours run from the scheduled visit to the completion; revenue counts the money
 * received that month net of refunds; earnings are 70% of the completed visits' amounts.
 */
export const monthlyReportSchema = z.object({
  month: z.string(),
  byStatus: z.array(z.object({ status: z.string(), requests: count })),
  byService: z.array(z.object({ serviceType: z.string(), requests: count, amount })),
  revenue: amount,
  payments: count,
  completed: count,
  /** Hours, one decimal; null without a completed visit. */
  averageCompletionHours: z.number().nullable(),
  medianCompletionHours: z.number().nullable(),
  caretakers: z.array(
    z.object({
      caretakerId: z.string(),
      name: z.string(),
      visitsCompleted: count,
      earnings: amount,
    }),
  ),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
