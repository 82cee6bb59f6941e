-- Issue 18: the newest matches of a search by the position index read backwards, among
-- the newest p_newest entries or all of them. Left to the planner, a needle its statistics have
-- not seen yet (the day's sign-ups: "marker" in the bench) is planned as rare: every match
-- fetched through the trigram index and sorted, 30 ms for 70,000 matches instead of 0.5 ms.

CREATE FUNCTION waitlist_newest_matches(p_pattern text, p_offset integer, p_limit integer,
                                        p_newest bigint DEFAULT NULL)
RETURNS SETOF bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  above bigint := 0;
BEGIN
  IF p_newest IS NOT NULL THEN
    SELECT coalesce(max(position), 0) - p_newest INTO above FROM waitlist_entries;
  END IF;
  -- Local to this statement's transaction; the next statement plans as usual.
  PERFORM set_config('enable_bitmapscan', 'off', true);
  PERFORM set_config('enable_seqscan', 'off', true);
  RETURN QUERY EXECUTE
    'SELECT position FROM waitlist_entries WHERE search_text LIKE lower($1) AND position > $4
     ORDER BY position DESC OFFSET $2 LIMIT $3'
    USING p_pattern, p_offset, p_limit, above;
END $$;
