-- Issue 18: a batch of joins tells which of its rows inserted by joining the first join of
-- each address, not by a subquery per row (quadratic in the batch, and batches grew to about 50
-- with one in flight per process). Migration 13's function, whole, with that one change.

CREATE OR REPLACE FUNCTION waitlist_join_batch(
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
           stored.inserted AND input.ord = first_join.ord
    FROM input JOIN stored ON stored.key = input.key
    LEFT JOIN fresh AS first_join ON first_join.key = input.key;
END $$;
