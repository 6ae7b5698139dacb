-- Days before each wished-for occasion the family is reminded (0: never); null while the family
-- never chose, which the queries read as the default (14, contracts' reminderDaysBeforeLimits).
ALTER TABLE clients ADD COLUMN reminder_days_before smallint;
