CREATE TABLE graves (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL,
  cemetery_id uuid,
  grave_number text,
  grave_location text,
  deceased_name text NOT NULL,
  deceased_date_of_birth date,
  deceased_date_of_death date,
  notes text,
  -- Revision of the grave's stream last applied: a replayed older event never wins.
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX graves_client ON graves (client_id);
CREATE INDEX graves_cemetery ON graves (cemetery_id);
