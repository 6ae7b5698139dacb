-- The header search (GET /api/search) and the requests list's search fold Serbian Latin
-- diacritics, so "Ilic" finds "Ilić" and "Djordje" finds "Đorđe": č, ć → c, š → s, ž → z,
-- đ → dj, then lower case. The one folding implementation: queries fold the typed term with it
-- too. Both cases are spelled out, so the result does not depend on the database's locale.
-- Runs after every read model's own migrations (its group is last), as it indexes their tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(replace(replace(translate(value, 'ČčĆćŠšŽž', 'CcCcSsZz'), 'Đ', 'Dj'), 'đ', 'dj'));

-- Substring matches (3 characters and more) through trigram indexes on the folded text; the
-- expressions are those of projections/src/search/queries.ts, character for character.
CREATE INDEX clients_search_fold ON clients
  USING gin (search_fold(name || E'\n' || email) gin_trgm_ops);
CREATE INDEX caretakers_search_fold ON caretakers
  USING gin (search_fold(name || E'\n' || email) gin_trgm_ops);
CREATE INDEX cemeteries_search_fold ON cemeteries
  USING gin (search_fold(name || E'\n' || city) gin_trgm_ops);
CREATE INDEX graves_search_fold ON graves USING gin (search_fold(deceased_name) gin_trgm_ops);

-- Shorter terms hold no trigram: they match the start of a name, through these. A btree entry
-- must fit in about 2.7 KB, and a name may be far longer (a 900 KB one once paused a read
-- model): the index holds the first 200 characters (at most 800 bytes), which is all a prefix
-- of one or two characters needs.
CREATE INDEX clients_search_prefix ON clients (left(search_fold(name), 200) text_pattern_ops);
CREATE INDEX caretakers_search_prefix ON caretakers (left(search_fold(name), 200) text_pattern_ops);
CREATE INDEX cemeteries_search_prefix ON cemeteries (left(search_fold(name), 200) text_pattern_ops);
CREATE INDEX graves_search_prefix ON graves
  (left(search_fold(deceased_name), 200) text_pattern_ops);

-- The requests' search text, lower-cased so far, folded from now on (search-names.ts).
UPDATE service_requests SET search_text = search_fold(search_text)
WHERE search_text IS DISTINCT FROM search_fold(search_text);
