-- Answers of creates sent with an Idempotency-Key, so a retry gets the first answer again.
-- scope: the caller (user id, or 'anonymous'); route: method and path template. status and
-- body are null while the first attempt runs (a retry then gets 409); a failed attempt deletes
-- its row. Rows older than 24 hours are expired (deleted when their key is used again, and
-- a few at a time by every claim).
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  route text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  -- json, not jsonb: the answer is replayed as it was written.
  body json,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, route, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
