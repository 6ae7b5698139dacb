-- 1. Appends are one plain statement issued by the adapter (append-statement.ts). The plpgsql
--    function lost its cached plans to the pool's DISCARD ALL after every query and was
--    re-planned on every call; one implementation only, so it goes.
DROP FUNCTION IF EXISTS append_to_stream(text, text, uuid[], text[], jsonb[], jsonb[]);

-- 2. The reader's cursor is the key. A separate unique index on global_position alone cost
--    every append one more index insertion and served no query.
ALTER TABLE events DROP CONSTRAINT events_pkey;
DROP INDEX events_all_order;
ALTER TABLE events ADD CONSTRAINT events_pkey PRIMARY KEY (transaction_id, global_position);
