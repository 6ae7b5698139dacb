CREATE TABLE service_requests (
  id uuid PRIMARY KEY,
  client_id uuid,
  grave_id uuid,
  cemetery_id uuid,
  caretaker_id uuid,
  service_type text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  priority text NOT NULL DEFAULT 'normal',
  scheduled_date timestamptz,
  completed_date timestamptz,
  amount numeric(10, 2) NOT NULL DEFAULT 0,
  payment_status text NOT NULL DEFAULT 'pending',
  special_instructions text,
  plan_selected text,
  guest_name text,
  guest_email text,
  guest_phone text,
  description text,
  -- Revision of the request's stream last applied: a replayed older event never wins.
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX service_requests_grave ON service_requests (grave_id, scheduled_date);
CREATE INDEX service_requests_cemetery_status ON service_requests (cemetery_id, status);
CREATE INDEX service_requests_client ON service_requests (client_id, created_at DESC, id DESC);
CREATE INDEX service_requests_caretaker ON service_requests (caretaker_id);
-- The list pages newest first.
CREATE INDEX service_requests_created_at ON service_requests (created_at DESC, id DESC);
CREATE INDEX service_requests_status_created_at ON service_requests (status, created_at DESC, id DESC);
