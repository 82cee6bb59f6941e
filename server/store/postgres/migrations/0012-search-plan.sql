-- Issue 18: the positions of at most p_cap entries matching an admin search, with the plan
-- chosen from PostgreSQL's own estimate of the matches: a scan that stops early when they are
-- common (over 5% of the list), else the trigram index. Left to itself, the planner may pick a
-- scan for a rare needle under LIMIT and read the whole list before giving up.

CREATE FUNCTION waitlist_match_positions(p_pattern text, p_cap integer)
RETURNS SETOF bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
  estimate double precision;
  total double precision;
BEGIN
  EXECUTE $q$EXPLAIN (FORMAT JSON) SELECT 1 FROM waitlist_entries WHERE
    (first_name || E'\x1f' || last_name || E'\x1f' || email || E'\x1f' || company) ILIKE $1$q$
    INTO plan USING p_pattern;
  estimate := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
  SELECT greatest(reltuples, 1) INTO total FROM pg_class WHERE oid = 'waitlist_entries'::regclass;
  -- Local to this statement's transaction; the next statement plans as usual.
  PERFORM set_config('enable_indexscan', 'off', true);
  IF estimate > total * 0.05 THEN
    PERFORM set_config('enable_bitmapscan', 'off', true);
  ELSE
    PERFORM set_config('enable_seqscan', 'off', true);
  END IF;
  RETURN QUERY EXECUTE $q$SELECT position FROM waitlist_entries WHERE
    (first_name || E'\x1f' || last_name || E'\x1f' || email || E'\x1f' || company) ILIKE $1
    LIMIT $2$q$ USING p_pattern, p_cap;
END $$;
