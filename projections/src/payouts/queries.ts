import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  caretakerOpenEarningsSchema,
  payoutLineSchema,
  payoutStatementDetailSchema,
  payoutStatementSchema,
  type OpenEarnings,
  type PayoutStatement,
  type PayoutStatementDetail,
  type PayoutStatementPage,
  type payoutListQuerySchema,
} from '@memorial-care/contracts/http';

// Amounts are answered as text with two decimals, days as `YYYY-MM-DD`. A caretaker's name and
// preferred payout method come from the caretakers read model at the time of reading.

type PayoutListQuery = z.output<typeof payoutListQuerySchema>;

const isUuid = (value: string) => z.guid().safeParse(value).success;
const day = (column: FragmentSqlToken) => sql.fragment`to_char(${column}, 'YYYY-MM-DD')`;

/** A statement as listed; `p` is a caretaker_payouts row, `c` its caretaker. */
const statementColumns = sql.fragment`
  p.id::text AS "id",
  p.caretaker_id::text AS "caretakerId",
  c.name AS "caretakerName",
  p.month AS "month",
  ${day(sql.fragment`p.closed_on`)} AS "closedOn",
  p.tasks AS "tasks",
  p.total::text AS "total",
  p.status AS "status",
  ${day(sql.fragment`p.paid_on`)} AS "paidOn",
  p.method AS "method",
  p.reference AS "reference",
  c.preferred_payment_method AS "preferredPaymentMethod"`;

/** Statements, newest month first; a caretaker's request always names themselves. */
export const listPayoutStatements = async (
  db: CommonQueryMethods,
  query: PayoutListQuery,
): Promise<PayoutStatementPage> => {
  const conditions = [
    ...(query.caretakerId ? [sql.fragment`p.caretaker_id = ${query.caretakerId}::uuid`] : []),
    ...(query.month ? [sql.fragment`p.month = ${query.month}`] : []),
    ...(query.status ? [sql.fragment`p.status = ${query.status}`] : []),
  ];
  const where =
    conditions.length > 0
      ? sql.fragment`WHERE ${sql.join(conditions, sql.fragment` AND `)}`
      : sql.fragment``;
  const [items, total] = await Promise.all([
    db.any(sql.type(payoutStatementSchema)`
      SELECT ${statementColumns}
      FROM caretaker_payouts p
      LEFT JOIN caretakers c ON c.id = p.caretaker_id
      ${where}
      ORDER BY p.month DESC, c.name, p.id
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`
      SELECT count(*)::int AS "total" FROM caretaker_payouts p ${where}`),
  ]);
  return { items: [...items], total };
};

/** One statement with its lines, or null (also for an id that is not a UUID). */
export const getPayoutStatement = async (
  db: CommonQueryMethods,
  id: string,
): Promise<PayoutStatementDetail | null> =>
  isUuid(id)
    ? db.maybeOne(sql.type(payoutStatementDetailSchema)`
        SELECT ${statementColumns}, p.lines AS "lines"
        FROM caretaker_payouts p
        LEFT JOIN caretakers c ON c.id = p.caretaker_id
        WHERE p.id = ${id}::uuid`)
    : null;

/** Several statements by id (the ones a close just created), in the list's order. */
export const getPayoutStatements = async (
  db: CommonQueryMethods,
  ids: readonly string[],
): Promise<PayoutStatement[]> =>
  ids.length === 0
    ? []
    : [
        ...(await db.any(sql.type(payoutStatementSchema)`
          SELECT ${statementColumns}
          FROM caretaker_payouts p
          LEFT JOIN caretakers c ON c.id = p.caretaker_id
          WHERE p.id = ANY(${sql.array([...ids], 'uuid')})
          ORDER BY p.month DESC, c.name, p.id`)),
      ];

/** The caretakers with open earnings completed in or before `month` (closing it). */
export const caretakersWithOpenEarnings = async (
  db: CommonQueryMethods,
  month: string,
): Promise<string[]> => [
  ...(await db.anyFirst(sql.type(z.object({ caretakerId: z.string() }))`
    SELECT DISTINCT caretaker_id::text AS "caretakerId"
    FROM caretaker_earnings
    WHERE status = 'open' AND to_char(completed_on, 'YYYY-MM') <= ${month}
    ORDER BY 1`)),
];

/**
 * Earnings accrued and in no statement yet: the totals per caretaker (only `caretakerId`'s when
 * named), and that caretaker's tasks.
 */
export const openEarnings = async (
  db: CommonQueryMethods,
  caretakerId: string | null,
): Promise<OpenEarnings> => {
  const ofCaretaker = caretakerId
    ? sql.fragment`AND e.caretaker_id = ${caretakerId}::uuid`
    : sql.fragment``;
  const [caretakers, earnings] = await Promise.all([
    db.any(sql.type(caretakerOpenEarningsSchema)`
      SELECT e.caretaker_id::text AS "caretakerId", c.name AS "caretakerName",
             c.preferred_payment_method AS "preferredPaymentMethod",
             count(*)::int AS "tasks", sum(e.amount)::text AS "total"
      FROM caretaker_earnings e
      LEFT JOIN caretakers c ON c.id = e.caretaker_id
      WHERE e.status = 'open' ${ofCaretaker}
      GROUP BY e.caretaker_id, c.name, c.preferred_payment_method
      ORDER BY c.name, e.caretaker_id`),
    caretakerId
      ? db.any(sql.type(payoutLineSchema)`
          SELECT e.id::text AS "earningId", e.request_id::text AS "requestId",
                 e.service_type AS "serviceType",
                 ${day(sql.fragment`e.completed_on`)} AS "completedOn",
                 e.task_amount::text AS "taskAmount", e.amount::text AS "amount"
          FROM caretaker_earnings e
          WHERE e.status = 'open' ${ofCaretaker}
          ORDER BY e.completed_on, e.request_id`)
      : [],
  ]);
  const total = await db.oneFirst(sql.type(z.object({ total: z.string() }))`
    SELECT coalesce(sum(e.amount), 0)::numeric(12, 2)::text AS "total"
    FROM caretaker_earnings e WHERE e.status = 'open' ${ofCaretaker}`);
  return { caretakers: [...caretakers], total, earnings: [...earnings] };
};
