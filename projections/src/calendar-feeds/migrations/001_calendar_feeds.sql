-- Each user's current calendar feed (CalendarFeedIssued on `calendar-feed-<userId>`), one row
-- per user: a new issue replaces the row, so the feed id of an older URL is found nowhere and
-- that URL stops working. `id` is the user's id; `updated_at` is when the current feed was issued.
CREATE TABLE calendar_feeds (
  id uuid PRIMARY KEY,
  feed_id uuid NOT NULL,
  -- caretaker: the visits assigned to `caretaker_id`; client: the visits of `client_id`.
  role text NOT NULL,
  caretaker_id uuid,
  client_id uuid,
  -- Revision of the user's feed stream last applied: a replayed older issue never wins.
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The public feed route looks a feed up by the id in its URL.
CREATE UNIQUE INDEX calendar_feeds_feed_id ON calendar_feeds (feed_id);
