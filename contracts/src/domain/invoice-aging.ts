import { z } from 'zod';

/**
 * Open invoices by how many days they are past their due date, counted on the business day in
 * Serbia (Europe/Belgrade). An invoice due today is not yet overdue (as everywhere else in the
 * ledger: overdue means due before today), so the first overdue bucket starts at 1 day.
 */
export const agingBuckets = ['not_due', '1-30', '31-60', 'over_60'] as const;
export const agingBucketSchema = z.enum(agingBuckets);
export type AgingBucket = z.infer<typeof agingBucketSchema>;

/** The days past due each bucket holds (inclusive; null: unbounded). */
export const agingBucketDays: Readonly<
  Record<AgingBucket, { readonly from: number | null; readonly to: number | null }>
> = {
  not_due: { from: null, to: 0 },
  '1-30': { from: 1, to: 30 },
  '31-60': { from: 31, to: 60 },
  over_60: { from: 61, to: null },
};
