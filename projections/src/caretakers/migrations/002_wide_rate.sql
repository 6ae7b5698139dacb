-- As a request's amount: the per-visit rate is decimal text of any length in its event, and
-- numeric(10, 2) overflowed (pausing the projection) from 100,000,000 up; 998 digits now.
ALTER TABLE caretakers ALTER COLUMN per_visit_rate TYPE numeric(1000, 2);
