-- Password hashes never go into an event; they live only here, written by the same service call
-- that appends the user's events. `email` is lowercased and is the sign-in lookup key.
CREATE TABLE user_credentials (
  user_id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
