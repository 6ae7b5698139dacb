-- The price list (ServicePriceSet on the stream `price-list`): each service's current price,
-- what a new request's amount defaults from. A service never priced has no row.
CREATE TABLE service_prices (
  service_type text PRIMARY KEY,
  price numeric(12, 2) NOT NULL,
  -- The revision of `price-list` last applied: a replayed batch changes nothing.
  version bigint NOT NULL,
  updated_at timestamptz NOT NULL
);
