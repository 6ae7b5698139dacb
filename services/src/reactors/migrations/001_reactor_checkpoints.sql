-- One row per reactor: how far it has read `$all`, and the failure it is retrying, if any.
-- Positions are `{commit, prepare}` from the event store (PostgreSQL: xid8 and bigint), so
-- numeric(20, 0) holds either adapter's values. The reactor holding the advisory lock moves the
-- row forward only (a replay after a crash is harmless: reactions are idempotent).
CREATE TABLE reactor_checkpoints (
  name text PRIMARY KEY,
  commit_position numeric(20, 0) NOT NULL DEFAULT 0,
  prepare_position numeric(20, 0) NOT NULL DEFAULT 0,
  -- Events of `$all` the checkpoint has passed (relevant or not).
  events_processed bigint NOT NULL DEFAULT 0,
  -- Failed attempts at the event after the checkpoint; 0 while healthy.
  attempts integer NOT NULL DEFAULT 0,
  -- The latest failure, kept after recovery so the admin can see what happened.
  last_error text,
  last_error_event_id text,
  last_error_event_type text,
  last_error_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
