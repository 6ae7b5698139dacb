-- The day the invoice-aging job recorded the invoice as overdue (InvoiceBecameOverdue, once per
-- invoice). The job reads the open invoices past due that are not recorded yet through this
-- partial index; a recorded, paid or voided invoice leaves it.
ALTER TABLE invoices ADD COLUMN overdue_recorded_on date;
CREATE INDEX invoices_overdue_unrecorded ON invoices (due_date, id)
  WHERE overdue_recorded_on IS NULL AND voided_at IS NULL AND paid + credited < total;
