-- A btree row holds at most ~2,700 bytes and an older event may carry a name or city of any
-- length: the index keys on prefixes, which always fit.
DROP INDEX cemeteries_city_name;
CREATE INDEX cemeteries_city_name ON cemeteries (left(city, 200), left(name, 200));
