-- The office mailbox's OAuth authorization: infrastructure beside the event log, like
-- invite_tokens. The refresh token is kept only encrypted (AES-256-GCM with MAIL_TOKEN_KEY, a
-- random IV per value; `v1.<iv>.<ciphertext>.<tag>` in base64url): a copy of the database alone
-- reveals no usable token. Who connected and disconnected what is in the events
-- (`mailbox-authorization`), never the token.

-- One office mailbox: at most one row.
CREATE TABLE mailbox_authorizations (
  id smallint PRIMARY KEY DEFAULT 1 CONSTRAINT mailbox_authorizations_one CHECK (id = 1),
  connection_id uuid NOT NULL,
  account text NOT NULL,
  -- The provider and client the token was issued to: another configuration cannot use it.
  issuer text NOT NULL,
  client_id text NOT NULL,
  scopes text[] NOT NULL,
  refresh_token_sealed text NOT NULL,
  -- The token's last characters, masked (`••••AbCd`): what the admin's page shows of it.
  token_hint text NOT NULL,
  connected_at timestamptz NOT NULL,
  connected_by uuid,
  refreshed_at timestamptz,
  -- Why the provider last refused to renew the access (cleared by the next success).
  last_refresh_error text,
  last_refresh_error_at timestamptz
);

-- Authorizations started and not yet finished (state, PKCE verifier, nonce), bound to the admin
-- who started them; each is used once and lives a few minutes. The verifier is sealed too.
CREATE TABLE mailbox_authorization_requests (
  state text PRIMARY KEY,
  user_id uuid NOT NULL,
  code_verifier_sealed text NOT NULL,
  nonce text,
  redirect_uri text NOT NULL,
  issuer text NOT NULL,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX mailbox_authorization_requests_user
  ON mailbox_authorization_requests (user_id, created_at DESC);
