-- Where the cemetery lies (issue 18), what photos are judged against; null: not known.
ALTER TABLE cemeteries
  ADD COLUMN latitude double precision,
  ADD COLUMN longitude double precision;
