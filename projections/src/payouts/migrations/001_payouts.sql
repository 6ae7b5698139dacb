-- Caretaker payouts (stream `caretaker-earnings-<caretakerId>`): every earning a completed task
-- accrued, and every statement a month was closed into. Both keyed by ids the events carry.
CREATE TABLE caretaker_earnings (
  -- One per caretaker and request (name-based): a request accrued again replaces its row.
  id uuid PRIMARY KEY,
  caretaker_id uuid NOT NULL,
  request_id uuid NOT NULL,
  service_type text NOT NULL,
  completed_on date NOT NULL,
  task_amount numeric(12, 2) NOT NULL,
  amount numeric(12, 2) NOT NULL,
  -- open (accrued, in no statement), stated (in statement_id) or reversed.
  status text NOT NULL,
  statement_id uuid,
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- Open earnings per caretaker (the admin's overview, closing a month).
CREATE INDEX caretaker_earnings_open ON caretaker_earnings (caretaker_id, completed_on)
  WHERE status = 'open';

CREATE TABLE caretaker_payouts (
  -- The statement's id (one per caretaker and month).
  id uuid PRIMARY KEY,
  caretaker_id uuid NOT NULL,
  -- `yyyy-MM`.
  month text NOT NULL,
  closed_on date NOT NULL,
  -- The statement's lines as closed: earningId, requestId, serviceType, completedOn,
  -- taskAmount, amount.
  lines jsonb NOT NULL,
  tasks integer NOT NULL,
  total numeric(12, 2) NOT NULL,
  -- closed or paid.
  status text NOT NULL,
  paid_on date,
  method text,
  reference text,
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX caretaker_payouts_month ON caretaker_payouts (month DESC, caretaker_id);
CREATE INDEX caretaker_payouts_caretaker ON caretaker_payouts (caretaker_id, month DESC);
