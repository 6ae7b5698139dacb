-- Which of a family's notifications also come by mail (NotificationMailsChosen, the whole set;
-- no row: none). The mail reactor reads it when a notification's event arrives.
CREATE TABLE notification_mail_choices (
  client_id uuid PRIMARY KEY,
  kinds jsonb NOT NULL DEFAULT '[]'
);
