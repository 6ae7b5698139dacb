-- The event log. Readers page on (transaction_id, global_position) and only see transactions
-- older than the oldest one still running, so out-of-order commits never make a reader skip.
CREATE TABLE event_streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE TABLE events (
  global_position bigserial PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_revision_unique UNIQUE (stream_id, revision)
);

CREATE INDEX events_all_order ON events (transaction_id, global_position);

-- Appends a batch to one stream: compare-and-set on the stream's revision first, then draw
-- global positions. Raises SQLSTATE 'MC409' with the actual revision on a wrong expectation.
CREATE FUNCTION append_to_stream(
  p_stream_id text,
  p_expected text,
  p_event_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (next_revision bigint, transaction_id text, global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  n integer := coalesce(array_length(p_event_ids, 1), 0);
  new_revision bigint;
  actual bigint;
BEGIN
  IF n = 0 THEN
    RAISE EXCEPTION 'append_to_stream needs at least one event';
  END IF;
  IF p_expected = 'no_stream' THEN
    INSERT INTO event_streams AS s (stream_id, revision) VALUES (p_stream_id, n - 1)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING s.revision INTO new_revision;
  ELSIF p_expected = 'any' THEN
    INSERT INTO event_streams AS s (stream_id, revision) VALUES (p_stream_id, n - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + n
      RETURNING s.revision INTO new_revision;
  ELSIF p_expected = 'stream_exists' THEN
    UPDATE event_streams AS s SET revision = s.revision + n
      WHERE s.stream_id = p_stream_id
      RETURNING s.revision INTO new_revision;
  ELSE
    UPDATE event_streams AS s SET revision = s.revision + n
      WHERE s.stream_id = p_stream_id AND s.revision = p_expected::bigint
      RETURNING s.revision INTO new_revision;
  END IF;

  IF new_revision IS NULL THEN
    SELECT s.revision INTO actual FROM event_streams AS s WHERE s.stream_id = p_stream_id;
    RAISE EXCEPTION USING
      ERRCODE = 'MC409',
      MESSAGE = 'wrong expected revision',
      DETAIL = coalesce(actual::text, 'no_stream');
  END IF;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (stream_id, revision, event_id, event_type, data, metadata)
    SELECT p_stream_id, new_revision - n + t.ord, t.id, t.type, t.data, t.metadata
    FROM unnest(p_event_ids, p_types, p_data, p_metadata) WITH ORDINALITY
      AS t(id, type, data, metadata, ord)
    ORDER BY t.ord
    RETURNING events.global_position
  )
  SELECT new_revision, pg_current_xact_id()::text, max(inserted.global_position) FROM inserted;
END;
$$;
