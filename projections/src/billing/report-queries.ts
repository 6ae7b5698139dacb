import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { agingBuckets, sumAmounts } from '@memorial-care/contracts/domain';
import {
  agingBucketTotalsSchema,
  invoiceSchema,
  revenueMonthSchema,
  type Invoice,
  type invoiceExportQuerySchema,
  type InvoiceAging,
  type RevenueByMonth,
} from '@memorial-care/contracts/http';
import {
  clientsNamed,
  dueInAgingBucket,
  invoiceColumns,
  invoiceOrder,
  invoiceWhere,
  sortColumns,
} from './queries';

// The admin's reports: money received per month, open balances by days past due, and every
// invoice of a filtered list for the CSV export. `today` is the business day (Europe/Belgrade).

/** `YYYY-MM-01` of the month `offset` months after the month of `day` (`YYYY-MM-DD`). */
const monthStart = (day: string, offset: number) => {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

const revenueRow = revenueMonthSchema.extend({ total: z.string() });

/**
 * Money received in each of the last `months` calendar months, net of refunds (the running one
 * included, every month present, 0.00 without payments), from payments_received_on (an
 * index-only range scan; refunds are few). Payments and refunds carry the business day they
 * happened on, so their months are Serbia's.
 */
export const revenueByMonth = async (
  db: CommonQueryMethods,
  today: string,
  months: number,
): Promise<RevenueByMonth> => {
  const first = monthStart(today, 1 - months);
  const last = monthStart(today, 0);
  const end = monthStart(today, 1);
  const rows = await db.any(sql.type(revenueRow)`
    SELECT to_char(m.month, 'YYYY-MM') AS "month",
      coalesce(r.amount, 0)::numeric(1000, 2)::text AS "received",
      coalesce(r.payments, 0)::int AS "payments",
      (sum(coalesce(r.amount, 0)) OVER ())::numeric(1000, 2)::text AS "total"
    FROM generate_series(${first}::timestamp, ${last}::timestamp, interval '1 month') AS m(month)
    LEFT JOIN (
      SELECT date_trunc('month', money.day::timestamp) AS month,
        sum(money.amount) AS amount, sum(money.payments) AS payments
      FROM (
        -- Each day's movements: payments in, refunds out. Summed per day first, in the order
        -- of the index (a third faster than truncating every payment's day to its month); the
        -- range below is pushed into each branch. Another movement is one more branch.
        SELECT p.paid_on AS day, sum(p.amount) AS amount, count(*) AS payments
        FROM payments p GROUP BY p.paid_on
        UNION ALL SELECT r.refunded_on, -sum(r.amount), 0 FROM refunds r GROUP BY r.refunded_on
      ) AS money
      WHERE money.day >= ${first}::date AND money.day < ${end}::date
      GROUP BY 1
    ) AS r ON r.month = m.month
    ORDER BY m.month`);
  const total = rows[0]?.total ?? '0.00';
  return { months: rows.map(({ total: _, ...month }) => month), total };
};

/**
 * What open invoices owe by days past due (every bucket, in agingBuckets' order), from the
 * per-due-date totals the projection keeps (open_balances: one row per due date).
 */
export const invoiceAging = async (
  db: CommonQueryMethods,
  today: string,
): Promise<InvoiceAging> => {
  const buckets = sql.join(
    agingBuckets.map(
      (bucket, order) =>
        sql.fragment`(${bucket}::text, ${order}::int, ${dueInAgingBucket(sql.fragment`ob.due_date`, bucket, today)})`,
    ),
    sql.fragment`, `,
  );
  const rows = await db.any(sql.type(agingBucketTotalsSchema)`
    SELECT b.bucket AS "bucket",
      coalesce(sum(ob.owed) FILTER (WHERE b.holds), 0)::numeric(1000, 2)::text AS "owed",
      coalesce(sum(ob.invoices) FILTER (WHERE b.holds), 0)::int AS "invoices"
    FROM open_balances ob
    CROSS JOIN LATERAL (VALUES ${buckets}) AS b(bucket, "order", holds)
    GROUP BY b.bucket, b."order"
    ORDER BY b."order"`);
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  const all = agingBuckets.map(
    (bucket) => byBucket.get(bucket) ?? { bucket, owed: '0.00', invoices: 0 },
  );
  return {
    asOf: today,
    buckets: all,
    owed: sumAmounts(all.map((row) => row.owed)),
    invoices: all.reduce((sum, row) => sum + row.invoices, 0),
  };
};

type InvoiceExportQuery = z.output<typeof invoiceExportQuerySchema>;
type InvoiceSort = InvoiceExportQuery['sort'];

/** The sort key of an invoice as answered, typed as its column. */
const sortValues = {
  issuedOn: (invoice: Invoice) => sql.fragment`${invoice.issuedOn}::date`,
  dueDate: (invoice: Invoice) => sql.fragment`${invoice.dueDate}::date`,
  total: (invoice: Invoice) => sql.fragment`${invoice.total}::numeric`,
} as const;

/** The invoices after `last` in the list's order: a keyset, read through the sort's index. */
const after = (sort: InvoiceSort, last: Invoice): FragmentSqlToken => {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as keyof typeof sortColumns;
  const beyond = descending ? sql.fragment`<` : sql.fragment`>`;
  return sql.fragment`(${sortColumns[field]}, i.number) ${beyond} (${sortValues[field](last)}, ${last.number})`;
};

/**
 * Every invoice the list's filters match, in its order, a batch at a time (each batch starts
 * after the last one's final row, so no batch re-reads what came before and no connection is
 * held between them): the CSV export streams them without holding them all.
 */
export async function* invoicesForExport(
  db: CommonQueryMethods,
  query: InvoiceExportQuery,
  today: string,
  batchSize = 1_000,
): AsyncGenerator<Invoice> {
  const searchClientIds = query.search ? await clientsNamed(db, query.search) : [];
  const where = invoiceWhere(query, today, searchClientIds);
  const order = invoiceOrder(query.sort);
  let last: Invoice | undefined;
  for (;;) {
    const batch = await db.any(sql.type(invoiceSchema)`
      SELECT ${invoiceColumns(today)}
      FROM (
        SELECT * FROM (SELECT * FROM invoices i ${where}) AS i
        ${last ? sql.fragment`WHERE ${after(query.sort, last)}` : sql.fragment``}
        ${order}
        LIMIT ${batchSize}
      ) AS i
      LEFT JOIN clients cl ON cl.id = i.client_id
      ${order}`);
    yield* batch;
    if (batch.length < batchSize) return;
    last = batch.at(-1);
  }
}
