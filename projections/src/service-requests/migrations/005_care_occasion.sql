-- The care occasion a request is for (`<kind>:<yyyy-MM-dd>`): the care-plan job and the
-- reminders ask "is anything booked for this grave's occasion?". Not unique: a family may order
-- twice for one day, and a projection accepts whatever a command accepted.
ALTER TABLE service_requests ADD COLUMN occasion_key text;
CREATE INDEX service_requests_grave_occasion ON service_requests (grave_id, occasion_key)
  WHERE occasion_key IS NOT NULL;
