-- Issue 14: referrals and abuse. Who referred whom, held sign-ups, flagged referrals and the
-- keyed hash of the client network; each entry's counted referrals kept by a row trigger (the
-- rule of server/referrals/rules.ts), and its bonus (REFERRAL_BOOST x referrals, rewritten at
-- start when the boost changes) in the line's index, so a place is a range count over an index.
-- The line's size is kept in counter rows by the same trigger: a status page never counts it.

ALTER TABLE waitlist_entries
  ADD COLUMN referred_by bigint REFERENCES waitlist_entries (id) ON DELETE SET NULL,
  ADD COLUMN referral_count integer NOT NULL DEFAULT 0,
  ADD COLUMN referral_bonus bigint NOT NULL DEFAULT 0,
  ADD COLUMN held_reason text,
  ADD COLUMN referral_flag text,
  ADD COLUMN network_hash text;
CREATE INDEX waitlist_entries_referred_by ON waitlist_entries (referred_by)
  WHERE referred_by IS NOT NULL;
CREATE INDEX waitlist_entries_referrers ON waitlist_entries (referral_count DESC, position)
  WHERE referral_count > 0;
CREATE INDEX waitlist_entries_held ON waitlist_entries (position) WHERE held_reason IS NOT NULL;
CREATE INDEX waitlist_entries_line_order
  ON waitlist_entries (status, (position - referral_bonus), position)
  WHERE unsubscribed_at IS NULL AND held_reason IS NULL AND status IN ('waiting', 'confirmed');

CREATE TABLE referral_settings (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
                                boost integer NOT NULL);
INSERT INTO referral_settings (boost) VALUES (0);

-- The line's size per status in 16 counter rows, like migration 2's count.
CREATE TABLE line_count_shards (status text NOT NULL, shard smallint NOT NULL,
                                entries bigint NOT NULL, PRIMARY KEY (status, shard));
INSERT INTO line_count_shards (status, shard, entries)
  SELECT s, shard, 0 FROM unnest(ARRAY['waiting', 'confirmed']) AS s, generate_series(0, 15) AS shard;
UPDATE line_count_shards AS c SET entries = (
  SELECT count(*) FROM waitlist_entries AS e WHERE e.status = c.status AND e.unsubscribed_at IS NULL)
WHERE c.shard = 0;

CREATE FUNCTION synapse_counts_as_referral(e waitlist_entries) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT e.referred_by IS NOT NULL AND e.referral_flag IS NULL AND e.held_reason IS NULL
     AND e.status <> 'waiting'
$$;
CREATE FUNCTION synapse_line_status(e waitlist_entries) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN e.unsubscribed_at IS NULL AND e.held_reason IS NULL
               AND e.status IN ('waiting', 'confirmed') THEN e.status END
$$;

-- A referred entry started or stopped counting: its referrer's count and bonus follow.
CREATE FUNCTION synapse_referral_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := TG_OP <> 'INSERT' AND synapse_counts_as_referral(OLD);
  counted_after boolean := TG_OP <> 'DELETE' AND synapse_counts_as_referral(NEW);
BEGIN
  IF counted_before AND NOT counted_after THEN
    UPDATE waitlist_entries
      SET referral_count = referral_count - 1,
          referral_bonus = (referral_count - 1) * (SELECT boost FROM referral_settings)
      WHERE id = OLD.referred_by;
  ELSIF counted_after AND NOT counted_before THEN
    UPDATE waitlist_entries
      SET referral_count = referral_count + 1,
          referral_bonus = (referral_count + 1) * (SELECT boost FROM referral_settings)
      WHERE id = NEW.referred_by;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER waitlist_entries_referral_added AFTER INSERT ON waitlist_entries
  FOR EACH ROW WHEN (NEW.referred_by IS NOT NULL) EXECUTE FUNCTION synapse_referral_changed();
CREATE TRIGGER waitlist_entries_referral_updated
  AFTER UPDATE OF status, held_reason, referral_flag, referred_by ON waitlist_entries
  FOR EACH ROW WHEN (OLD.referred_by IS NOT NULL OR NEW.referred_by IS NOT NULL)
  EXECUTE FUNCTION synapse_referral_changed();
CREATE TRIGGER waitlist_entries_referral_removed AFTER DELETE ON waitlist_entries
  FOR EACH ROW WHEN (OLD.referred_by IS NOT NULL) EXECUTE FUNCTION synapse_referral_changed();

-- Entries entering or leaving the line, once per statement.
CREATE FUNCTION synapse_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE line_count_shards AS c SET entries = c.entries - d.n
    FROM (SELECT synapse_line_status(o) AS status, count(*) AS n FROM old_rows AS o GROUP BY 1) AS d
    WHERE c.status = d.status AND c.shard = pg_backend_pid() % 16;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE line_count_shards AS c SET entries = c.entries + d.n
    FROM (SELECT synapse_line_status(n) AS status, count(*) AS n FROM new_rows AS n GROUP BY 1) AS d
    WHERE c.status = d.status AND c.shard = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER waitlist_entries_line_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_changed();
CREATE TRIGGER waitlist_entries_line_update AFTER UPDATE ON waitlist_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_changed();
CREATE TRIGGER waitlist_entries_line_delete AFTER DELETE ON waitlist_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_changed();

DROP FUNCTION waitlist_join_batch(text[], text[], text[], text[], boolean[], timestamptz[],
  text[], text[], timestamptz[], text[], timestamptz[], timestamptz[]);
CREATE FUNCTION waitlist_join_batch(
  p_first_names text[], p_last_names text[], p_emails text[], p_companies text[],
  p_has_consented boolean[], p_created_at timestamptz[], p_sources text[],
  p_statuses text[], p_confirmed_at timestamptz[], p_consent_versions text[],
  p_consent_at timestamptz[], p_link_sent_at timestamptz[],
  p_refs text[], p_held_reasons text[], p_network_hashes text[]
) RETURNS TABLE (
  ord bigint, id bigint, first_name text, last_name text, email text, company text,
  has_consented boolean, "position" bigint, created_at timestamptz, source text,
  status text, confirmed_at timestamptz, invited_at timestamptz, activated_at timestamptz,
  referral_code text, consent_version text, consent_at timestamptz,
  unsubscribed_at timestamptz, link_sent_at timestamptz,
  referred_by bigint, referral_count integer, held_reason text, referral_flag text,
  network_hash text, inserted boolean
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
                  p_created_at, p_sources, p_statuses, p_confirmed_at, p_consent_versions,
                  p_consent_at, p_link_sent_at, p_refs, p_held_reasons, p_network_hashes)
        WITH ORDINALITY AS batch (first_name, last_name, address, company, has_consented,
                                  created_at, source, status, confirmed_at, consent_version,
                                  consent_at, link_sent_at, ref, held_reason, network_hash, ord)
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
        (first_name, last_name, email, company, has_consented, position, created_at, source,
         status, confirmed_at, consent_version, consent_at, link_sent_at,
         referred_by, held_reason, referral_flag, network_hash)
      SELECT fresh.first_name, fresh.last_name, trim(fresh.address), fresh.company,
             fresh.has_consented, nextval('waitlist_position_seq'), fresh.created_at, fresh.source,
             fresh.status, fresh.confirmed_at, fresh.consent_version, fresh.consent_at,
             fresh.link_sent_at, fresh.referrer_id, fresh.held_reason,
             -- server/referrals/rules.ts referralFlag(): the referrer's network within the hour
             CASE WHEN fresh.referrer_network IS NOT NULL
                       AND fresh.referrer_network = fresh.network_hash
                       AND fresh.created_at - fresh.referrer_created_at < interval '1 hour'
                  THEN 'self-referral' END,
             fresh.network_hash
      -- Positions are drawn in the order the joins arrived.
      FROM (SELECT fresh.*, referrer.id AS referrer_id, referrer.network_hash AS referrer_network,
                   referrer.created_at AS referrer_created_at
            FROM fresh
            LEFT JOIN waitlist_entries AS referrer ON referrer.referral_code = upper(trim(fresh.ref))
            ORDER BY fresh.ord) AS fresh
      ON CONFLICT (lower(trim(email))) DO NOTHING
      RETURNING e.*, lower(trim(e.email)) AS key, true AS inserted
    ),
    stored AS (
      SELECT * FROM existing UNION ALL SELECT * FROM added
    )
    SELECT input.ord, stored.id, stored.first_name, stored.last_name, stored.email,
           stored.company, stored.has_consented, stored.position, stored.created_at,
           stored.source, stored.status, stored.confirmed_at, stored.invited_at,
           stored.activated_at, stored.referral_code, stored.consent_version, stored.consent_at,
           stored.unsubscribed_at, stored.link_sent_at, stored.referred_by,
           stored.referral_count, stored.held_reason, stored.referral_flag, stored.network_hash,
           stored.inserted AND input.ord = (SELECT fresh.ord FROM fresh WHERE fresh.key = input.key)
    FROM input JOIN stored ON stored.key = input.key;
END $$;
