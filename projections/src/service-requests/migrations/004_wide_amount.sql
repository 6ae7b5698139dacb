-- An amount is decimal text in its event (`\d+\.\d{2}`): numeric(10, 2) overflowed on anything
-- from 100,000,000 up and paused the projection. Today's API bounds amounts far below that, but
-- an event is stored forever, so the read model takes up to 998 digits (two places kept, as before).
ALTER TABLE service_requests ALTER COLUMN amount TYPE numeric(1000, 2);
