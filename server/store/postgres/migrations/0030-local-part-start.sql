-- Issue 30, item 3: the start of an address typed without its '@' ("seed-424242"), found in one
-- round trip (server/store/entries/postgresAddressSearch.ts). The addresses starting with the needle come
-- from migration 16's B-tree on lower(email) in byte order; every other match (inside an address,
-- a name, a company) holds the needle's tail ("-424242"), asked of the trigram index without the
-- trigrams of the first word that every address starting alike holds. Each row is checked
-- against search_text with strpos, so the answer is the substring search's.

-- The two sets, the second leaving out the first's rows, so the limit stops the reading. A SQL
-- function the planner inlines: called with the needle's values, it plans with them (the B-tree's
-- range comes from the prefix).
CREATE FUNCTION waitlist_local_part_union(p_prefix text, p_needle text, p_tail text, p_cap integer)
RETURNS SETOF bigint LANGUAGE sql STABLE AS $$
  SELECT position FROM waitlist_entries
  WHERE lower(email) COLLATE "C" LIKE lower(p_prefix) AND strpos(search_text, lower(p_needle)) > 0
  UNION ALL
  SELECT position FROM waitlist_entries
  WHERE search_text LIKE lower(p_tail) AND strpos(search_text, lower(p_needle)) > 0
    AND lower(email) COLLATE "C" NOT LIKE lower(p_prefix)
  LIMIT p_cap
$$;

-- The same, unless PostgreSQL's plan expects more than p_rare_tail rows holding the tail: then its
-- trigrams would find more rows than the whole needle's, and the answer is one NULL (the caller
-- searches as before). EXECUTE plans the statement with this call's values every time.
CREATE FUNCTION waitlist_local_part_matches(
  p_prefix text, p_needle text, p_tail text, p_cap integer, p_rare_tail integer
) RETURNS SETOF bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM waitlist_entries WHERE search_text LIKE lower($1)'
    INTO plan USING p_tail;
  IF (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision > p_rare_tail THEN
    RETURN NEXT NULL;
    RETURN;
  END IF;
  RETURN QUERY EXECUTE 'SELECT * FROM waitlist_local_part_union($1, $2, $3, $4)'
    USING p_prefix, p_needle, p_tail, p_cap;
END $$;
