-- Credit notes and refunds. An invoice's `credited` is what its credit notes took off its total,
-- `refunded` what was paid back of its payments; `paid` is now net of refunds. What an invoice
-- still asks is `total - credited - paid`: open while `paid + credited < total`, a credit while
-- `paid + credited > total`. Both recomputed from the rows below, so a replay writes the same.
ALTER TABLE invoices
  ADD COLUMN credited numeric(1000, 2) NOT NULL DEFAULT 0,
  ADD COLUMN refunded numeric(1000, 2) NOT NULL DEFAULT 0;

-- One row per credit (InvoiceCredited, the ledger's effect), numbered when its credit note is
-- issued (CreditNoteIssued, on the year's stream, just after).
CREATE TABLE credit_notes (
  id uuid PRIMARY KEY,
  invoice_id uuid NOT NULL,
  client_id uuid NOT NULL,
  amount numeric(12, 2) NOT NULL,
  reason text NOT NULL,
  credited_at timestamptz NOT NULL,
  number text CONSTRAINT credit_notes_number_unique UNIQUE,
  year integer,
  sequence integer,
  vat_rate text,
  issued_on date
);
-- The projection sums an invoice's credits through this one: not deferred.
CREATE INDEX credit_notes_invoice ON credit_notes (invoice_id, credited_at);
CREATE INDEX credit_notes_client ON credit_notes (client_id, credited_at DESC, id DESC);
CREATE INDEX credit_notes_credited ON credit_notes (credited_at DESC, id DESC);

CREATE TABLE refunds (
  -- The event's refundId: a replayed PaymentRefunded is skipped by it.
  id uuid PRIMARY KEY,
  payment_id uuid NOT NULL,
  invoice_id uuid NOT NULL,
  client_id uuid NOT NULL,
  amount numeric(12, 2) NOT NULL,
  method text NOT NULL,
  refunded_on date NOT NULL,
  bank_reference text,
  reason text,
  recorded_at timestamptz NOT NULL
);
-- Sums per payment (its list), per invoice (its `paid`) and per client (their totals).
CREATE INDEX refunds_payment ON refunds (payment_id, recorded_at);
CREATE INDEX refunds_invoice ON refunds (invoice_id);
CREATE INDEX refunds_client ON refunds (client_id);

-- The status predicates now count credits: the partial indexes follow queries.ts's conditions.
DROP INDEX IF EXISTS invoices_open_issued;
DROP INDEX IF EXISTS invoices_open_due;
DROP INDEX IF EXISTS invoices_paid_issued;
DROP INDEX IF EXISTS invoices_overpaid;
CREATE INDEX invoices_open_issued ON invoices (issued_on, number)
  WHERE voided_at IS NULL AND paid + credited < total;
CREATE INDEX invoices_open_due ON invoices (due_date, number)
  WHERE voided_at IS NULL AND paid + credited < total;
CREATE INDEX invoices_paid_issued ON invoices (issued_on, number)
  WHERE voided_at IS NULL AND paid + credited >= total;
CREATE INDEX invoices_overpaid ON invoices (client_id)
  WHERE voided_at IS NULL AND paid + credited > total;
