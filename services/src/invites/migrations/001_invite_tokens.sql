-- Which invite a link belongs to. Only the SHA-256 of each token is kept: the token itself is
-- derived (HMAC of the invite id with INVITE_SECRET) and never stored or put into an event.
-- Whether an invite is still usable comes from its events (invites-<accountId>), not from here.
CREATE TABLE invite_tokens (
  token_hash text PRIMARY KEY,
  invite_id uuid NOT NULL UNIQUE,
  account_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Temporary credentials are shown once: the first lookup that sets this shows them.
  credentials_revealed_at timestamptz,
  -- An activation in progress holds the link, so two at once cannot both set a password.
  activation_claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invite_tokens_account ON invite_tokens (account_id);
