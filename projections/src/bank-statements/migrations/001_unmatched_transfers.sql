-- The incoming transfers of imported bank statements that no invoice took (BankStatementImported),
-- until an admin settles them (StatementLineResolved): the payments review list.
CREATE TABLE unmatched_transfers (
  statement_id text NOT NULL,
  line integer NOT NULL,
  file_name text NOT NULL,
  booked_on date NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  bank_reference text NOT NULL,
  remittance text NOT NULL,
  payer text,
  reason text NOT NULL,
  imported_at timestamptz NOT NULL,
  -- 'assigned' or 'dismissed' once settled; null while it waits.
  resolution text,
  resolved_at timestamptz,
  PRIMARY KEY (statement_id, line)
);
-- The review list: what still waits, newest booking first.
CREATE INDEX unmatched_transfers_open ON unmatched_transfers (booked_on DESC, statement_id, line)
  WHERE resolution IS NULL;
