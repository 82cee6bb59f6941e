-- Issue 30, item 3: the address searches of migrations 29 and 30 planned every call. At 1,000,000
-- entries the whole address's statement took 1.1 ms to plan and 0.26 ms to run, and the start of
-- an address without its '@' spent 2 to 3 ms in migration 30's function, which EXECUTEd (planned)
-- its statements anew each time. These functions give the indexes' prefixes as ranges (a range
-- with parameters is an index range in a generic plan; LIKE 'prefix%' is one only when the
-- planner sees the pattern), so PL/pgSQL plans each statement once per connection and reuses it.
-- The answers are unchanged: every row is still checked against search_text with strpos.

-- The least string greater than every string starting with p_prefix (byte order, which is
-- code point order in UTF-8): the prefix with its last character's successor. NULL when there is
-- none (a prefix of U+10FFFF only), which the callers never meet for a needle a person types.
CREATE FUNCTION waitlist_prefix_end(p_prefix text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  rest text := p_prefix;
  last integer;
BEGIN
  WHILE rest <> '' LOOP
    last := ascii(right(rest, 1));
    rest := left(rest, -1);
    IF last < 1114111 THEN
      -- chr() cannot make a surrogate: after U+D7FF comes U+E000.
      RETURN rest || chr(CASE WHEN last + 1 BETWEEN 55296 AND 57343 THEN 57344 ELSE last + 1 END);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- Migration 29's search for a needle holding '@' after something (entries/postgresAddressSearch.ts): the rows
-- whose local part, read backwards, starts with p_local_backwards (the part of the needle before
-- its '@', read backwards), then the few rows where '@' stands elsewhere, at most p_cap.
CREATE FUNCTION waitlist_address_matches(p_local_backwards text, p_needle text, p_cap integer)
RETURNS SETOF bigint LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  low text := lower(p_local_backwards);
  high text := waitlist_prefix_end(lower(p_local_backwards));
  needle text := lower(p_needle);
BEGIN
  IF high IS NULL THEN
    RAISE EXCEPTION 'no range holds every string starting with %', low;
  END IF;
  RETURN QUERY
    SELECT position FROM waitlist_entries
    WHERE reverse(split_part(lower(email), '@', 1)) ~>=~ low
      AND reverse(split_part(lower(email), '@', 1)) ~<~ high
      AND strpos(search_text, needle) > 0
    UNION ALL
    SELECT position FROM waitlist_entries
    WHERE (strpos(first_name || last_name || company, '@') > 0 OR email LIKE '%@%@%')
      AND NOT (reverse(split_part(lower(email), '@', 1)) ~>=~ low
               AND reverse(split_part(lower(email), '@', 1)) ~<~ high)
      AND strpos(search_text, needle) > 0
    LIMIT p_cap;
END $$;

-- Migration 30's search for the start of an address without its '@': the addresses starting with
-- p_start (migration 16's B-tree on lower(email) in byte order), then the other rows holding the
-- tail (p_tail_pattern, '%tail%', through the trigram index), at most p_cap; one NULL when
-- PostgreSQL's plan expects more than p_rare_tail rows holding the tail (the caller then searches
-- as before). The estimate still plans with the tail's value (EXPLAIN), which is what it is for;
-- the search itself is planned once.
CREATE FUNCTION waitlist_start_matches(
  p_start text, p_needle text, p_tail_pattern text, p_cap integer, p_rare_tail integer
) RETURNS SETOF bigint LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  low text COLLATE "C" := lower(p_start);
  high text COLLATE "C" := waitlist_prefix_end(lower(p_start));
  needle text := lower(p_needle);
  tail text := lower(p_tail_pattern);
  plan json;
BEGIN
  IF high IS NULL THEN
    RAISE EXCEPTION 'no range holds every string starting with %', low;
  END IF;
  EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM waitlist_entries WHERE search_text LIKE $1'
    INTO plan USING tail;
  IF (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision > p_rare_tail THEN
    RETURN NEXT NULL;
    RETURN;
  END IF;
  RETURN QUERY
    SELECT position FROM waitlist_entries
    WHERE lower(email) COLLATE "C" >= low AND lower(email) COLLATE "C" < high
      AND strpos(search_text, needle) > 0
    UNION ALL
    SELECT position FROM waitlist_entries
    WHERE search_text LIKE tail AND strpos(search_text, needle) > 0
      AND NOT (lower(email) COLLATE "C" >= low AND lower(email) COLLATE "C" < high)
    LIMIT p_cap;
END $$;
