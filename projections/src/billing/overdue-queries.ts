import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

const newlyOverdueRow = z.object({
  invoiceId: z.string(),
  clientId: z.string(),
  number: z.string(),
  dueDate: z.string(),
  amountDue: z.string(),
});
export type NewlyOverdueInvoice = z.infer<typeof newlyOverdueRow>;

/** Where a page of newly overdue invoices ends: the next page starts after it. */
export interface OverdueCursor {
  readonly dueDate: string;
  readonly invoiceId: string;
}

/**
 * Open invoices due before `today` (the business day in Serbia) that are not yet recorded as
 * overdue, oldest due first, in pages (read through invoices_overdue_unrecorded).
 */
export const listNewlyOverdueInvoices = async (
  db: CommonQueryMethods,
  { today, after, limit }: { today: string; after: OverdueCursor | null; limit: number },
): Promise<NewlyOverdueInvoice[]> => [
  ...(await db.any(sql.type(newlyOverdueRow)`
    SELECT i.id::text AS "invoiceId", i.client_id::text AS "clientId", i.number AS "number",
           to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
           (i.total - i.paid - i.credited)::numeric(1000, 2)::text AS "amountDue"
    FROM invoices i
    WHERE i.overdue_recorded_on IS NULL AND i.voided_at IS NULL AND i.paid + i.credited < i.total
      AND i.due_date < ${today}::date
      ${
        after
          ? sql.fragment`AND (i.due_date, i.id) > (${after.dueDate}::date, ${after.invoiceId}::uuid)`
          : sql.fragment``
      }
    ORDER BY i.due_date, i.id
    LIMIT ${limit}`)),
];
