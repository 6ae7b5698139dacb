-- Totals the admin's overview reads without adding up every payment and invoice (p95 < 50 ms at
-- 100,000 invoices): per client, what it paid and holds as credit; per due date, what open
-- invoices still owe. Recomputed in the batch for the clients and due dates it touched, from
-- the rows above, so a replay writes the same values.
CREATE TABLE client_ledgers (
  client_id uuid PRIMARY KEY,
  total_paid numeric(1000, 2) NOT NULL,
  credit numeric(1000, 2) NOT NULL
);

CREATE TABLE open_balances (
  due_date date PRIMARY KEY,
  owed numeric(1000, 2) NOT NULL,
  invoices integer NOT NULL
);
