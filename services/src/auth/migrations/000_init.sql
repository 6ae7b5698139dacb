-- placeholder until the auth schema lands
SELECT 1;
