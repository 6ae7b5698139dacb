-- Why the account may not sign in (its client or caretaker was deleted, or the caretaker made
-- inactive); NULL while it may.
ALTER TABLE users ADD COLUMN disabled_reason text;
CREATE INDEX users_client_id ON users (client_id) WHERE client_id IS NOT NULL;
CREATE INDEX users_caretaker_id ON users (caretaker_id) WHERE caretaker_id IS NOT NULL;
