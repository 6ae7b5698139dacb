-- One row per projection: how far it has read `$all`, and whether it is paused on a poison event.
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  commit_position numeric(20, 0) NOT NULL DEFAULT 0,
  prepare_position numeric(20, 0) NOT NULL DEFAULT 0,
  events_processed bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'running',
  error_message text,
  error_event_id uuid,
  error_event_type text,
  error_commit_position numeric(20, 0),
  error_prepare_position numeric(20, 0),
  error_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
