-- The bell's notifications: one row per event and audience. The id is derived from both (see
-- notification-entries.ts), so a replayed event inserts nothing. `admins` rows have no
-- recipient: every admin sees them, also admins created later.
CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  -- ids, names, a service type, a date: what the browser renders the text and the link from.
  params jsonb NOT NULL DEFAULT '{}',
  audience text NOT NULL,
  recipient_id uuid,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_by_recipient
  ON notifications (audience, recipient_id, created_at DESC, id DESC);

-- Who a request concerns, as this projection last saw it: a start or a cancellation names only
-- the request. Kept here rather than read from the service-requests model, so a rebuild of this
-- model alone gives the same rows.
CREATE TABLE notification_request_parties (
  request_id uuid PRIMARY KEY,
  client_id uuid,
  caretaker_id uuid,
  service_type text NOT NULL,
  scheduled_date text
);

-- Read marks are events (NotificationsRead, AllNotificationsRead on notification-reads-<user>),
-- so a rebuild keeps them.
CREATE TABLE notification_reads (
  user_id uuid NOT NULL,
  notification_id uuid NOT NULL,
  PRIMARY KEY (user_id, notification_id)
);
CREATE TABLE notification_read_horizons (
  user_id uuid PRIMARY KEY,
  up_to timestamptz NOT NULL
);
