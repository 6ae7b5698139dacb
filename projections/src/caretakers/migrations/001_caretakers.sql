CREATE TABLE caretakers (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  region text,
  is_active boolean NOT NULL DEFAULT true,
  preferred_visit_days text[] NOT NULL DEFAULT '{}',
  per_visit_rate numeric(10, 2),
  preferred_payment_method text,
  bank_details text,
  payment_status text NOT NULL DEFAULT 'current',
  holiday_dates date[] NOT NULL DEFAULT '{}',
  -- Revision of the caretaker's stream last applied: a replayed older event never wins.
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
