-- The EUR→RSD rates an admin set (ExchangeRateSet, stream `exchange-rate-eur-<currency>`), one
-- row each: the latest of a currency is the one in force (the write side never dates a rate
-- before it), the others are its history.
CREATE TABLE exchange_rates (
  currency text NOT NULL,
  -- The stream revision of the event: a replayed batch inserts nothing twice.
  revision bigint NOT NULL,
  rate numeric(8, 4) NOT NULL,
  effective_on date NOT NULL,
  note text,
  set_at timestamptz NOT NULL,
  PRIMARY KEY (currency, revision)
);
