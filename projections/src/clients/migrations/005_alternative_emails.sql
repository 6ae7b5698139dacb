-- Other addresses a family writes from (lowercased, at most a few): mail from any of them is
-- matched to the client. Not unique: two clients may share one. GIN serves `@>` lookups.
ALTER TABLE clients ADD COLUMN alternative_emails text[] NOT NULL DEFAULT '{}';
CREATE INDEX clients_alternative_emails ON clients USING gin (alternative_emails);
