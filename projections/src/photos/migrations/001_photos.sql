-- The before/after photos of service requests (spec part 2, "photos"), fed by PhotoAttached and
-- PhotoDeleted from each request's stream. Who may see a photo is decided by its request's row
-- in service_requests (a deleted request's photos vanish with it from every query).
CREATE TABLE photos (
  id uuid PRIMARY KEY,
  service_request_id uuid NOT NULL,
  visit_id uuid,
  type text NOT NULL CONSTRAINT photos_type CHECK (type IN ('before', 'after')),
  description text,
  web_key text NOT NULL,
  web_content_type text NOT NULL,
  web_bytes integer NOT NULL,
  web_width integer NOT NULL,
  web_height integer NOT NULL,
  web_sha256 text NOT NULL,
  thumbnail_key text NOT NULL,
  thumbnail_content_type text NOT NULL,
  thumbnail_bytes integer NOT NULL,
  thumbnail_sha256 text NOT NULL,
  original_bytes integer NOT NULL,
  original_sha256 text NOT NULL,
  -- The camera's clock, as recorded (no time zone unless the camera wrote one).
  taken_at text,
  uploaded_at timestamptz NOT NULL,
  uploaded_by uuid
);
CREATE INDEX photos_request ON photos (service_request_id, type, uploaded_at, id);
CREATE INDEX photos_type_uploaded ON photos (type, uploaded_at DESC, id DESC);
