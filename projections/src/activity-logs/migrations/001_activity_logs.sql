-- One row per meaningful event (Recent Activity, GET /api/activity-logs); id = the event id, so
-- a replayed event inserts nothing.
CREATE TABLE activity_logs (
  id uuid PRIMARY KEY,
  type text NOT NULL,
  description text NOT NULL,
  entity_type text NOT NULL,
  entity_id uuid NOT NULL,
  user_id uuid,
  -- caretakerName, amount: what the dashboard shows next to the description.
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX activity_logs_created_at ON activity_logs (created_at DESC, id DESC);
