-- As clients: a btree row holds at most ~2,700 bytes and an older event may carry an email of
-- any length, so uniqueness is kept on its hash.
DROP INDEX users_email_unique;
CREATE UNIQUE INDEX users_email_unique ON users (md5(lower(email)));
