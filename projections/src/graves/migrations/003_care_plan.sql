-- The grave's care plan (issue 15): whether the family paused it, and the occasions it skipped.
ALTER TABLE graves ADD COLUMN care_plan_paused boolean NOT NULL DEFAULT false;

CREATE TABLE grave_skipped_occasions (
  grave_id uuid NOT NULL,
  -- `<kind>:<yyyy-MM-dd>`, see contracts' care-occasions.ts.
  occasion_key text NOT NULL,
  -- False once restored: the row stays, so its version still orders later and earlier batches.
  skipped boolean NOT NULL,
  -- Revision of the grave's stream that last skipped or restored the occasion.
  version bigint NOT NULL,
  PRIMARY KEY (grave_id, occasion_key)
);
