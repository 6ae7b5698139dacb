-- The ledger's read model: invoices (InvoiceIssued from `invoices-<year>`, then InvoiceVoided and
-- PaymentRecorded from the invoice's own stream `invoice-<id>`) and the payments against them.
-- Amounts are exact: numeric(12, 2) holds any ledger amount (at most 99,999,999.99).
CREATE TABLE invoices (
  id uuid PRIMARY KEY,
  number text NOT NULL CONSTRAINT invoices_number_unique UNIQUE,
  year integer NOT NULL,
  sequence integer NOT NULL,
  client_id uuid NOT NULL,
  kind text NOT NULL,
  lines jsonb NOT NULL,
  subtotal numeric(12, 2) NOT NULL,
  vat_rate text NOT NULL,
  vat_amount numeric(12, 2) NOT NULL,
  total numeric(12, 2) NOT NULL,
  vat_note text,
  currency text NOT NULL,
  issued_on date NOT NULL,
  due_date date NOT NULL,
  -- ISO 11649 RF reference, compact and upper-case as the event carries it.
  reference text NOT NULL,
  voided_at timestamptz,
  void_reason text,
  -- SUM(payments.amount) of the invoice, recomputed from payments whenever a batch records one
  -- (a replay sums the same rows), so the status filters read an index; wide, since many
  -- payments may add up beyond what numeric(12, 2) holds.
  paid numeric(1000, 2) NOT NULL DEFAULT 0,
  -- max(payments.paid_on) of the invoice, kept with `paid`.
  last_payment_on date,
  -- Revision of the invoice's own stream (`invoice-<id>`) last applied; -1 before any (its
  -- InvoiceIssued is on the year's stream, whose revisions say nothing about this one's).
  version bigint NOT NULL DEFAULT -1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE payments (
  -- The event's paymentId: a replayed PaymentRecorded is skipped by it.
  id uuid PRIMARY KEY,
  invoice_id uuid NOT NULL,
  client_id uuid NOT NULL,
  amount numeric(12, 2) NOT NULL,
  method text NOT NULL,
  paid_on date NOT NULL,
  bank_reference text,
  -- When the payment was recorded (the event's occurredAt).
  recorded_at timestamptz NOT NULL
);

-- The projection recomputes an invoice's `paid` through this one: not deferred.
CREATE INDEX payments_invoice ON payments (invoice_id, paid_on);

-- The API's lists (p95 < 50 ms at 100,000 invoices). Sorts break ties by number, in the sort's
-- direction, so one index serves both directions.
CREATE INDEX invoices_issued ON invoices (issued_on, number);
CREATE INDEX invoices_due ON invoices (due_date, number);
CREATE INDEX invoices_total ON invoices (total, number);
-- A client's invoices (their own list, the admin's client filter, the summary).
CREATE INDEX invoices_client_issued ON invoices (client_id, issued_on, number);
-- Open (not voided, balance > 0) and overdue (open, due before today): the predicates are the
-- ones queries.ts writes (`statusConditions`), so the planner matches them.
CREATE INDEX invoices_open_issued ON invoices (issued_on, number)
  WHERE voided_at IS NULL AND paid < total;
CREATE INDEX invoices_open_due ON invoices (due_date, number)
  WHERE voided_at IS NULL AND paid < total;
-- Paid (most invoices): the page reads the sort's index, but counting them needs this one.
CREATE INDEX invoices_paid_issued ON invoices (issued_on, number)
  WHERE voided_at IS NULL AND paid >= total;
CREATE INDEX invoices_void ON invoices (issued_on, number) WHERE voided_at IS NOT NULL;
-- Search by number prefix (`2026-0001…`) and by RF reference.
CREATE INDEX invoices_number_prefix ON invoices (number text_pattern_ops);
CREATE INDEX invoices_reference ON invoices (reference);

-- The payments list, newest first: everyone's, and one client's (also their summary and the
-- totals the clients queries sum).
CREATE INDEX payments_paid ON payments (paid_on DESC, recorded_at DESC, id DESC);
CREATE INDEX payments_client_paid ON payments (client_id, paid_on DESC, recorded_at DESC, id DESC);
