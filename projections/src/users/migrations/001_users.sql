CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  first_name text,
  last_name text,
  profile_image_url text,
  role text,
  client_id uuid,
  caretaker_id uuid,
  email_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
