-- The list's filters and sorts (issue 4): each narrows or orders a page without a full scan.
CREATE INDEX service_requests_priority_created_at ON service_requests (priority, created_at DESC, id DESC);
CREATE INDEX service_requests_scheduled_date ON service_requests (scheduled_date, created_at DESC, id DESC);
CREATE INDEX service_requests_caretaker_scheduled ON service_requests (caretaker_id, scheduled_date);
CREATE INDEX service_requests_cemetery_created_at ON service_requests (cemetery_id, created_at DESC, id DESC);
CREATE INDEX service_requests_amount ON service_requests (amount, created_at DESC, id DESC);
-- The caretakers' open offers: pending with nobody assigned.
CREATE INDEX service_requests_open_offers ON service_requests (scheduled_date) WHERE caretaker_id IS NULL AND status = 'pending';
