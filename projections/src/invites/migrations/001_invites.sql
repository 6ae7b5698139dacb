-- One row per issued invite: the admin's Registrations screen shows each client's latest one
-- (when it expires, whether it was used), joined with its mail delivery.
CREATE TABLE invites (
  invite_id uuid PRIMARY KEY,
  account_id uuid NOT NULL,
  account_kind text NOT NULL,
  user_id uuid NOT NULL,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  issued_at timestamptz NOT NULL,
  superseded_at timestamptz,
  accepted_at timestamptz,
  -- The last time an admin asked for the mail again ("Send Email").
  email_requested_at timestamptz
);
CREATE INDEX invites_account_latest ON invites (account_id, issued_at DESC, invite_id DESC);
