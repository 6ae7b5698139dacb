-- Indexes a projection dropped for a catch-up from zero (its `queryIndexes`), with the
-- definitions to build them again once it has caught up. A row here means the index is absent:
-- a process that dies half-way leaves the row, and the next one builds the index when it has
-- caught up. See projections/src/runner/deferred-indexes.ts.
CREATE TABLE projection_deferred_indexes (
  projection text NOT NULL,
  index_name text NOT NULL,
  definition text NOT NULL,
  deferred_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projection, index_name)
);

-- Drops one index of `tables` (not a unique one: those keep the writes right) and records its
-- definition; false when there is no such index (deferred already).
CREATE FUNCTION projection_defer_index(projection_name text, name text, tables text[])
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  found oid;
BEGIN
  SELECT c.oid INTO found
  FROM pg_index AS i
  JOIN pg_class AS c ON c.oid = i.indexrelid
  JOIN pg_class AS t ON t.oid = i.indrelid
  WHERE c.relname = name AND t.relname = ANY(tables)
    AND c.relnamespace = current_schema()::regnamespace AND NOT i.indisunique;
  IF found IS NULL THEN
    RETURN false;
  END IF;
  INSERT INTO projection_deferred_indexes (projection, index_name, definition)
  VALUES (projection_name, name, pg_get_indexdef(found))
  ON CONFLICT (projection, index_name) DO NOTHING;
  EXECUTE format('DROP INDEX %I', name);
  RETURN true;
END $$;

-- Builds one deferred index again and forgets it, in the caller's transaction.
CREATE FUNCTION projection_restore_index(projection_name text, name text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stored text;
BEGIN
  DELETE FROM projection_deferred_indexes AS d
  WHERE d.projection = projection_name AND d.index_name = name
  RETURNING d.definition INTO stored;
  IF stored IS NOT NULL THEN
    EXECUTE regexp_replace(stored, '^CREATE INDEX ', 'CREATE INDEX IF NOT EXISTS ');
  END IF;
END $$;
