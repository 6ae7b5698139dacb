-- The family's care wishes for a grave (issue 5). Graves added before them have none.
ALTER TABLE graves
  ADD COLUMN important_dates jsonb NOT NULL DEFAULT '{"deathAnniversary":false,"birthday":false,"slava":null,"easter":false,"christmas":false,"zadusnice":false,"other":null}',
  ADD COLUMN visit_frequency text,
  ADD COLUMN preferred_service_type text,
  ADD COLUMN service_notes text;
