-- How far the mailbox sync has read each folder of the office mailbox: the highest UID it has
-- handled, per account, folder and UIDVALIDITY. A new UIDVALIDITY (the server renumbered the
-- folder) has no row yet, so the folder is read again from its start; the messages' events are
-- keyed by Message-ID, so reading again records nothing twice.
CREATE TABLE mailbox_sync_state (
  account text NOT NULL,
  mailbox text NOT NULL,
  uid_validity text NOT NULL,
  last_uid bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account, mailbox, uid_validity)
);
