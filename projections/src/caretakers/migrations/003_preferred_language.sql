-- The language of the caretaker's mails (Serbian, English or German); null while never chosen,
-- which the queries read as Serbian (contracts' defaultPreferredLanguage).
ALTER TABLE caretakers ADD COLUMN preferred_language text;
