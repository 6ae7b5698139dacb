import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { planSubscriptionSchema, type PlanSubscription } from '@memorial-care/contracts/http';

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A family's subscription, or null when it never had one. */
export const getSubscription = async (
  db: CommonQueryMethods,
  clientId: string,
): Promise<PlanSubscription | null> =>
  isUuid(clientId)
    ? db.maybeOne(sql.type(planSubscriptionSchema)`
        SELECT id::text AS "clientId", plan AS "plan", monthly_price::text AS "monthlyPrice",
               status AS "status", first_period AS "firstPeriod"
        FROM subscriptions WHERE id = ${clientId}::uuid`)
    : null;

const dueRow = z.object({ clientId: z.string(), lastInvoiced: z.string().nullable() });
export type SubscriptionWithMonthsDue = z.infer<typeof dueRow>;

/**
 * The subscriptions that may owe plan invoices for months up to `current` (at most `limit`, in
 * a stable order), with the last month invoiced to each: what one run of the plan invoicing job
 * works through (it reads each one's history to know which months, see plan-periods.ts).
 * - an active one whose current month is not invoiced yet;
 * - a paused or ended one whose status changed after a month it was not invoiced for, in
 *   `[oldest, current)`: it may have been active for part of a month a stopped job missed. (One
 *   that was paused throughout such a month stays on this list, read and billed for nothing,
 *   until the month is more than a year old: a few small stream reads an hour.)
 */
export const subscriptionsWithMonthsDue = async (
  db: CommonQueryMethods,
  { current, oldest }: { readonly current: string; readonly oldest: string },
  limit: number,
): Promise<SubscriptionWithMonthsDue[]> => [
  ...(await db.any(sql.type(dueRow)`
    SELECT s.id::text AS "clientId", last.period AS "lastInvoiced"
    FROM subscriptions s
    CROSS JOIN LATERAL (
      SELECT max(i.period) AS period FROM invoices i
      WHERE i.client_id = s.id AND i.kind = 'plan') last
    WHERE s.first_period <= ${current}
      AND (last.period IS NULL OR last.period < ${current})
      AND (s.status = 'active'
        OR greatest(
             to_char((last.period || '-01')::date + interval '1 month', 'YYYY-MM'),
             s.first_period, ${oldest})
           <= least(to_char(s.updated_at AT TIME ZONE 'Europe/Belgrade', 'YYYY-MM'),
                    to_char((${current} || '-01')::date - interval '1 month', 'YYYY-MM')))
    ORDER BY s.id
    LIMIT ${limit}`)),
];

/** The last month a family's plan was invoiced for (`yyyy-MM`), or null. */
export const lastInvoicedPlanPeriod = async (
  db: CommonQueryMethods,
  clientId: string,
): Promise<string | null> =>
  isUuid(clientId)
    ? db.oneFirst(sql.type(z.object({ period: z.string().nullable() }))`
        SELECT max(period) AS period FROM invoices
        WHERE client_id = ${clientId}::uuid AND kind = 'plan'`)
    : null;
