-- Browser sessions (koa-session's external store). Several API processes share them, so any
-- process can answer any request. Expired rows are ignored on read and swept periodically.
CREATE TABLE sessions (
  sid text PRIMARY KEY,
  sess jsonb NOT NULL,
  expire timestamptz NOT NULL
);
CREATE INDEX sessions_expire ON sessions (expire);
