-- Overpaid invoices (a credit): with the open ones (invoices_open_due), the only rows a ledger
-- summary adds up, so the business's totals never scan the paid invoices.
CREATE INDEX invoices_overpaid ON invoices (client_id) WHERE voided_at IS NULL AND paid > total;
