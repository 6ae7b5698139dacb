-- The events an admin decided a projection passes over (POST /api/admin/projections/:name/skip),
-- one row per ProjectionEventSkipped event. The runner reads it in each batch's transaction and
-- a rebuild honours it the same way. A read model of the log, like any other: rebuilt from it.
CREATE TABLE projection_skips (
  projection_name text NOT NULL,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  commit_position numeric(20, 0) NOT NULL,
  prepare_position numeric(20, 0) NOT NULL,
  reason text NOT NULL,
  -- The error the projection was paused with.
  error text NOT NULL,
  skipped_by uuid,
  skipped_by_role text,
  skipped_at timestamptz NOT NULL,
  -- The ProjectionEventSkipped event that decided it.
  skip_event_id uuid NOT NULL,
  PRIMARY KEY (projection_name, event_id)
);
