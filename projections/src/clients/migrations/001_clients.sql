CREATE TABLE clients (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  address text,
  country text,
  notes text,
  instagram text,
  preferred_language text NOT NULL DEFAULT 'Serbian',
  selected_plan text,
  plan_status text NOT NULL DEFAULT 'inactive',
  last_payment_date date,
  next_payment_due date,
  total_paid numeric(10, 2) NOT NULL DEFAULT 0,
  email_verified boolean NOT NULL DEFAULT false,
  -- admin, self-registration or request-form: where the record came from.
  source text NOT NULL DEFAULT 'admin',
  -- Revision of the client's stream last applied: a replayed older event never wins.
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX clients_email_unique ON clients (lower(email));
CREATE INDEX clients_created_at ON clients (created_at DESC);
CREATE INDEX clients_name ON clients (lower(name), id);
