-- The occasions each grave's family was reminded of (CareReminderDue, and the occasions a
-- MemorialDaysReminderDue mail stood in for), one row each: the reminder job looks for what is
-- not here yet. `care-reminders-<graveId>` streams decide; this only spares the job a read per
-- grave (a replayed batch inserts nothing twice).
CREATE TABLE care_reminders (
  grave_id uuid NOT NULL,
  occasion_key text NOT NULL,
  client_id uuid NOT NULL,
  visit_date date,
  reminded_at timestamptz NOT NULL,
  PRIMARY KEY (grave_id, occasion_key)
);
