-- One row per projection: how far it has read `$all`, and whether it is paused on a poison event.
-- Positions are `{commit, prepare}` from the event store (PostgreSQL: xid8 and bigint), so
-- numeric(20, 0) holds either adapter's values. The runner advances the row with a
-- compare-and-set on (commit_position, prepare_position, status) in the batch's transaction.
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  commit_position numeric(20, 0) NOT NULL DEFAULT 0,
  prepare_position numeric(20, 0) NOT NULL DEFAULT 0,
  -- Events of `$all` the checkpoint has passed (relevant or not), so processed + lag = total.
  events_processed bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'running'
    CONSTRAINT projection_checkpoints_status CHECK (status IN ('running', 'paused', 'rebuilding')),
  error_message text,
  error_event_id uuid,
  error_event_type text,
  error_commit_position numeric(20, 0),
  error_prepare_position numeric(20, 0),
  error_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
