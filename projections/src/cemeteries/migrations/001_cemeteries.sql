CREATE TABLE cemeteries (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  city text NOT NULL,
  region text NOT NULL,
  country text NOT NULL DEFAULT 'Serbia',
  address text,
  contact text,
  phone_email text,
  phones text[] NOT NULL DEFAULT '{}',
  emails text[] NOT NULL DEFAULT '{}',
  caretaker_ids uuid[] NOT NULL DEFAULT '{}',
  preferred_visit_hours text,
  access_notes text,
  -- Revision of the cemetery's stream last applied: a replayed older event never wins.
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX cemeteries_city_name ON cemeteries (city, name);
