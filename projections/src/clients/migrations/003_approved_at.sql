-- When an admin approved the registration (ClientApproved). Clients approved before that event
-- existed have none: their first invite stands for it (see listRecentRegistrations).
ALTER TABLE clients ADD COLUMN approved_at timestamptz;
