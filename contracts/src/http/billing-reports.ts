import { z } from 'zod';
import { agingBucketSchema } from '../domain/invoice-aging';
import { invoiceListQuerySchema } from './billing';

// The admin's reports on the ledger: money received per month, what open invoices still owe by
// days past due, and the invoices list as a CSV file. Amounts are text with two decimals.

/** GET /api/payments/revenue: how many months back, the running one included. */
export const revenueQuerySchema = z.object({
  months: z.coerce
    .number('Months must be a whole number')
    .int('Months must be a whole number')
    .min(1, 'At least 1 month')
    .max(36, 'At most 36 months')
    .default(12),
});
export type RevenueQuery = z.input<typeof revenueQuerySchema>;

export const revenueMonthSchema = z.object({
  /** `yyyy-MM`, a calendar month in Serbia (Europe/Belgrade). */
  month: z.string(),
  /** Money received that month (payments, net of refunds), 0.00 when nothing came in. */
  received: z.string(),
  /** How many payments came in that month. */
  payments: z.number().int().nonnegative(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const revenueByMonthSchema = z.object({
  /** Oldest first; the running month last; every month present. */
  months: z.array(revenueMonthSchema),
  /** The sum over these months. */
  total: z.string(),
});
export type RevenueByMonth = z.infer<typeof revenueByMonthSchema>;

export const agingBucketTotalsSchema = z.object({
  bucket: agingBucketSchema,
  /** What the open invoices of the bucket still owe. */
  owed: z.string(),
  invoices: z.number().int().nonnegative(),
});
export type AgingBucketTotals = z.infer<typeof agingBucketTotalsSchema>;

/** GET /api/invoices/aging: every bucket, in the order of agingBuckets. */
export const invoiceAgingSchema = z.object({
  /** The business day (Europe/Belgrade) the days past due are counted to, `YYYY-MM-DD`. */
  asOf: z.string(),
  buckets: z.array(agingBucketTotalsSchema),
  owed: z.string(),
  invoices: z.number().int().nonnegative(),
});
export type InvoiceAging = z.infer<typeof invoiceAgingSchema>;

/** GET /api/invoices/export.csv: the list's filters and sort; every matching row, no pages. */
export const invoiceExportQuerySchema = invoiceListQuerySchema.omit({ page: true, pageSize: true });
export type InvoiceExportQuery = z.input<typeof invoiceExportQuerySchema>;
