-- A join in one round trip that never uses up a position for an address already there, even
-- when two joins of one new address race: they queue on a lock on the address, and the second
-- (a new snapshot per statement) finds the first's entry instead of drawing a number.

CREATE FUNCTION waitlist_join(
  p_first_name text, p_last_name text, p_email text, p_company text,
  p_has_consented boolean, p_created_at timestamptz, p_source text
) RETURNS TABLE (
  id bigint, first_name text, last_name text, email text, company text,
  has_consented boolean, "position" bigint, created_at timestamptz, source text, inserted boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('synapse-join:' || lower(trim(p_email))));
  RETURN QUERY
    SELECT e.id, e.first_name, e.last_name, e.email, e.company, e.has_consented, e.position,
           e.created_at, e.source, false
    FROM waitlist_entries AS e WHERE lower(trim(e.email)) = lower(trim(p_email));
  IF FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY
    INSERT INTO waitlist_entries AS e
      (first_name, last_name, email, company, has_consented, position, created_at, source)
    VALUES (p_first_name, p_last_name, trim(p_email), p_company, p_has_consented,
            nextval('waitlist_position_seq'), p_created_at, p_source)
    ON CONFLICT (lower(trim(email))) DO NOTHING
    RETURNING e.id, e.first_name, e.last_name, e.email, e.company, e.has_consented, e.position,
              e.created_at, e.source, true;
END $$;
