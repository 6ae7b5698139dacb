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

const dueRow = z.object({ clientId: z.string(), plan: z.string(), monthlyPrice: z.string() });
export type SubscriptionToInvoice = z.infer<typeof dueRow>;

/**
 * The active subscriptions that owe `period` an invoice and have none yet (at most `limit`, in
 * a stable order): what one run of the plan invoicing job works through.
 */
export const subscriptionsToInvoice = async (
  db: CommonQueryMethods,
  period: string,
  limit: number,
): Promise<SubscriptionToInvoice[]> => [
  ...(await db.any(sql.type(dueRow)`
    SELECT s.id::text AS "clientId", s.plan AS "plan", s.monthly_price::text AS "monthlyPrice"
    FROM subscriptions s
    WHERE s.status = 'active' AND s.first_period <= ${period}
      AND NOT EXISTS (
        SELECT 1 FROM invoices i
        WHERE i.client_id = s.id AND i.kind = 'plan' AND i.period = ${period})
    ORDER BY s.id
    LIMIT ${limit}`)),
];
