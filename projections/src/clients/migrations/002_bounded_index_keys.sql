-- A btree row holds at most ~2,700 bytes: a client registered with a 900 KB name or email
-- paused the projection ("index row requires 10584 bytes"). Older events may carry such values
-- forever, so the indexes key on what always fits: a prefix for ordering, a hash for uniqueness.
DROP INDEX clients_name;
CREATE INDEX clients_name ON clients (lower(left(name, 200)), id);
DROP INDEX clients_email_unique;
CREATE UNIQUE INDEX clients_email_unique ON clients (md5(lower(email)));
