-- Appends are now one plain statement issued by the adapter (see append-statement.ts): a
-- plpgsql function lost its cached plans to the pool's DISCARD ALL after every query and was
-- re-planned on every call. One implementation only, so the function goes.
DROP FUNCTION IF EXISTS append_to_stream(text, text, uuid[], text[], jsonb[], jsonb[]);
