-- The list's search and sorts within the page budget (p95 < 50 ms with 100,000 requests).

-- Search: one lower-cased text per request (guest, client, deceased and cemetery names, emails,
-- city), kept by the projection from its own copy of the names, with a trigram index for
-- substring matches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE service_request_search_names (
  -- A client's, grave's or cemetery's id.
  id uuid PRIMARY KEY,
  name text,
  -- A client's email, a cemetery's city.
  detail text,
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Existing stores: the names as the other read models hold them now (a rebuild replays them).
INSERT INTO service_request_search_names (id, name, detail, version, created_at, updated_at)
SELECT id, name, email, version, created_at, updated_at FROM clients
UNION ALL
SELECT id, deceased_name, NULL, version, created_at, updated_at FROM graves
UNION ALL
SELECT id, name, city, version, created_at, updated_at FROM cemeteries
ON CONFLICT (id) DO NOTHING;

ALTER TABLE service_requests ADD COLUMN search_text text;

UPDATE service_requests AS sr
SET search_text = lower(concat_ws(E'\n',
  sr.guest_name, sr.guest_email, cl.name, cl.detail, g.name, ce.name, ce.detail))
FROM service_requests s
LEFT JOIN service_request_search_names cl ON cl.id = s.client_id
LEFT JOIN service_request_search_names g ON g.id = s.grave_id
LEFT JOIN service_request_search_names ce ON ce.id = s.cemetery_id
WHERE s.id = sr.id;

CREATE INDEX service_requests_search_text ON service_requests USING gin (search_text gin_trgm_ops);
-- Substring estimates come from the statistics' sample: a larger one tells a rare match (read
-- it through the trigram index) from a common one (walk the sort order and filter).
ALTER TABLE service_requests ALTER COLUMN search_text SET STATISTICS 1000;

-- Sorts: each order of the list reads its first page from an index. Descending sorts need
-- their own (the tie-break stays newest first, so the ascending index cannot run backwards).
CREATE INDEX service_requests_created_at_asc ON service_requests (created_at, id DESC);
CREATE INDEX service_requests_scheduled_date_desc
  ON service_requests (scheduled_date DESC NULLS LAST, created_at DESC, id DESC);
CREATE INDEX service_requests_amount_desc ON service_requests (amount DESC, created_at DESC, id DESC);
-- Status and priority sort in workflow/urgency order (queries.ts `rank`: the same expressions).
CREATE INDEX service_requests_status_rank ON service_requests ((CASE status
  WHEN 'pending' THEN '1'::int WHEN 'scheduled' THEN '2'::int WHEN 'in_progress' THEN '3'::int
  WHEN 'completed' THEN '4'::int WHEN 'cancelled' THEN '5'::int END), created_at DESC, id DESC);
CREATE INDEX service_requests_priority_rank ON service_requests ((CASE priority
  WHEN 'low' THEN '1'::int WHEN 'normal' THEN '2'::int WHEN 'high' THEN '3'::int
  WHEN 'urgent' THEN '4'::int END), created_at DESC, id DESC);
-- Most urgent first (`-priority`, the triage order) and latest stage first (`-status`).
CREATE INDEX service_requests_priority_rank_desc ON service_requests ((CASE priority
  WHEN 'low' THEN '1'::int WHEN 'normal' THEN '2'::int WHEN 'high' THEN '3'::int
  WHEN 'urgent' THEN '4'::int END) DESC, created_at DESC, id DESC);
CREATE INDEX service_requests_status_rank_desc ON service_requests ((CASE status
  WHEN 'pending' THEN '1'::int WHEN 'scheduled' THEN '2'::int WHEN 'in_progress' THEN '3'::int
  WHEN 'completed' THEN '4'::int WHEN 'cancelled' THEN '5'::int END) DESC, created_at DESC, id DESC);
