-- Each family's plan subscription (SubscriptionStarted … Ended, stream `subscription-<clientId>`):
-- what the plan invoicing job bills each month, and where a family's plan status comes from.
CREATE TABLE subscriptions (
  -- The client's id (one subscription per family).
  id uuid PRIMARY KEY,
  plan text NOT NULL,
  monthly_price numeric(12, 2) NOT NULL,
  -- active, paused or ended.
  status text NOT NULL,
  -- The first month invoiced, `yyyy-MM`.
  first_period text NOT NULL,
  version bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The monthly run reads the active ones.
CREATE INDEX subscriptions_active ON subscriptions (first_period) WHERE status = 'active';
