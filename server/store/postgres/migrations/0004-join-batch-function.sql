-- A batch of joins in one statement (group commit, server/store/entries/postgresJoinBatch.ts). It
-- takes migration 3's lock for every address of the batch, in one order so that batches never
-- deadlock; then, on a new snapshot, answers the entries already there and inserts the others,
-- one per address, drawing positions in the batch's order and none for a repeat.

CREATE FUNCTION waitlist_join_batch(
  p_first_names text[], p_last_names text[], p_emails text[], p_companies text[],
  p_has_consented boolean[], p_created_at timestamptz[], p_sources text[]
) RETURNS TABLE (
  ord bigint, id bigint, first_name text, last_name text, email text, company text,
  has_consented boolean, "position" bigint, created_at timestamptz, source text, inserted boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(keys.lock_key) FROM (
    SELECT DISTINCT hashtext('synapse-join:' || lower(trim(address))) AS lock_key
    FROM unnest(p_emails) AS address ORDER BY 1
  ) AS keys;
  RETURN QUERY
    WITH input AS (
      SELECT batch.*, lower(trim(batch.address)) AS key
      FROM unnest(p_first_names, p_last_names, p_emails, p_companies, p_has_consented,
                  p_created_at, p_sources)
        WITH ORDINALITY AS batch (first_name, last_name, address, company, has_consented,
                                  created_at, source, ord)
    ),
    existing AS (
      SELECT e.*, lower(trim(e.email)) AS key, false AS inserted FROM waitlist_entries AS e
      WHERE lower(trim(e.email)) IN (SELECT input.key FROM input)
    ),
    fresh AS (
      SELECT DISTINCT ON (input.key) input.* FROM input
      WHERE input.key NOT IN (SELECT existing.key FROM existing)
      ORDER BY input.key, input.ord
    ),
    added AS (
      INSERT INTO waitlist_entries AS e
        (first_name, last_name, email, company, has_consented, position, created_at, source)
      SELECT fresh.first_name, fresh.last_name, trim(fresh.address), fresh.company,
             fresh.has_consented, nextval('waitlist_position_seq'), fresh.created_at, fresh.source
      FROM (SELECT * FROM fresh ORDER BY fresh.ord) AS fresh
      ON CONFLICT (lower(trim(email))) DO NOTHING
      RETURNING e.*, lower(trim(e.email)) AS key, true AS inserted
    ),
    stored AS (
      SELECT * FROM existing UNION ALL SELECT * FROM added
    )
    SELECT input.ord, stored.id, stored.first_name, stored.last_name, stored.email,
           stored.company, stored.has_consented, stored.position, stored.created_at,
           stored.source,
           stored.inserted AND input.ord = (SELECT fresh.ord FROM fresh WHERE fresh.key = input.key)
    FROM input JOIN stored ON stored.key = input.key;
END $$;
