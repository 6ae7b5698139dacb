import { sql, type IdentifierSqlToken } from 'slonik';

/**
 * A family's plan status from the ledger, for the `clients` row `client`: overdue while a plan
 * invoice is unpaid past its due date (Serbian business day), active while its subscription
 * runs, inactive once paused or ended; a family without a subscription keeps the status its
 * record was given (spec: active when registered with a plan).
 */
export const ledgerPlanStatus = (client: IdentifierSqlToken) => sql.fragment`CASE
  WHEN EXISTS (
    SELECT 1 FROM invoices i
    WHERE i.client_id = ${client}.id AND i.kind = 'plan' AND i.voided_at IS NULL
      AND i.paid + i.credited < i.total
      AND i.due_date < (now() AT TIME ZONE 'Europe/Belgrade')::date) THEN 'overdue'
  ELSE coalesce(
    (SELECT CASE s.status WHEN 'active' THEN 'active' ELSE 'inactive' END
     FROM subscriptions s WHERE s.id = ${client}.id),
    ${client}.plan_status)
  END`;

/** When the family's next payment is due: the earliest due date of its unpaid invoices. */
export const ledgerNextPaymentDue = (client: IdentifierSqlToken) => sql.fragment`coalesce(
  (SELECT min(i.due_date) FROM invoices i
   WHERE i.client_id = ${client}.id AND i.voided_at IS NULL AND i.paid + i.credited < i.total),
  ${client}.next_payment_due)`;
