-- A plan invoice's month (`yyyy-MM`; null for the other kinds): the plan invoicing job finds the
-- subscriptions of a month that have no invoice yet, and a family's plan status reads its
-- unpaid plan invoices past due.
ALTER TABLE invoices ADD COLUMN period text;
CREATE INDEX invoices_plan_period ON invoices (client_id, period) WHERE kind = 'plan';
