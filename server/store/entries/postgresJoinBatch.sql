-- A batch of joins in one statement (postgresJoinBatch.ts sends it): each address's entry, new
-- or already there by its canonical mailbox (postgresMailbox.sql), and for a referred one the flag
-- of the referral rule (the TypeScript form: server/referrals/rules.ts referralFlag() and
-- countsTowardDailyCap()): the referrer's own network, then the daily cap of its UTC day.
-- referrals/referralRules.rule.test.ts feeds both forms the same cases.
--
-- Current text, left by migration 22 (0022-canonical-mailbox.sql), which stays as it ran; a
-- change is a new migration that replaces the function with this file's text (ruleSql.test.ts).

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
DECLARE
  cap constant integer := (SELECT daily_cap FROM referral_settings);
BEGIN
  PERFORM pg_advisory_xact_lock(keys.lock_key) FROM (
    SELECT DISTINCT hashtext('synapse-join:' || synapse_mailbox(address)) AS lock_key
    FROM unnest(p_emails) AS address ORDER BY 1
  ) AS keys;
  -- A referrer's referrals of the day are counted under a lock per referrer (in the two-key
  -- space, apart from the addresses'), taken after every address lock and in one order: two
  -- batches never both take a referrer's last place of the day, and never deadlock.
  IF cap > 0 THEN
    PERFORM pg_advisory_xact_lock(7265304, referrers.lock_key) FROM (
      SELECT DISTINCT (r.id % 2147483647)::integer AS lock_key FROM waitlist_entries AS r
      WHERE r.referral_code IN (
        SELECT upper(trim(ref)) FROM unnest(p_refs) AS ref WHERE ref IS NOT NULL)
      ORDER BY 1
    ) AS referrers;
  END IF;
  RETURN QUERY
    WITH input AS (
      SELECT batch.*, synapse_mailbox(batch.address) AS key
      FROM unnest(p_first_names, p_last_names, p_emails, p_companies, p_has_consented,
                  p_created_at, p_sources, p_statuses, p_confirmed_at, p_consent_versions,
                  p_consent_at, p_link_sent_at, p_refs, p_held_reasons, p_network_hashes)
        WITH ORDINALITY AS batch (first_name, last_name, address, company, has_consented,
                                  created_at, source, status, confirmed_at, consent_version,
                                  consent_at, link_sent_at, ref, held_reason, network_hash, ord)
    ),
    -- An inbox an older version stored twice answers with its first entry.
    existing AS (
      SELECT DISTINCT ON (e.mailbox) e.*, e.mailbox AS key, false AS inserted
      FROM waitlist_entries AS e
      WHERE e.mailbox IN (SELECT input.key FROM input)
      ORDER BY e.mailbox, e.position
    ),
    fresh AS (
      SELECT DISTINCT ON (input.key) input.* FROM input
      WHERE input.key NOT IN (SELECT existing.key FROM existing)
      ORDER BY input.key, input.ord
    ),
    -- server/referrals/rules.ts referralFlag(): the referrer's own inbox, then the referrer's own
    -- network at any time; the daily cap is decided below.
    referred AS (
      SELECT fresh.*, referrer.id AS referrer_id,
             date_trunc('day', fresh.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day,
             CASE WHEN referrer.mailbox = fresh.key THEN 'same-mailbox'
                  WHEN referrer.network_hash IS NOT NULL
                       AND referrer.network_hash = fresh.network_hash THEN 'self-referral'
             END AS own_flag
      FROM fresh
      LEFT JOIN waitlist_entries AS referrer ON referrer.referral_code = upper(trim(fresh.ref))
    ),
    -- rules.ts countsTowardDailyCap(): the referrer's referrals that day already stored, plus
    -- those of this batch before this one, referred and neither held nor flagged.
    flagged AS (
      SELECT referred.*,
             coalesce(referred.own_flag, CASE
               WHEN cap > 0 AND referred.referrer_id IS NOT NULL AND cap <= (
                 SELECT count(*) FROM waitlist_entries AS c
                 WHERE c.referred_by = referred.referrer_id AND c.created_at >= referred.day
                   AND c.created_at < referred.day + interval '1 day'
                   AND c.referral_flag IS NULL AND c.held_reason IS NULL
               ) + coalesce(count(*) FILTER (
                 WHERE referred.own_flag IS NULL AND referred.held_reason IS NULL
               ) OVER (PARTITION BY referred.referrer_id, referred.day ORDER BY referred.ord
                       ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
               THEN 'daily-cap' END) AS flag
      FROM referred
    ),
    added AS (
      INSERT INTO waitlist_entries AS e
        (first_name, last_name, email, company, has_consented, position, created_at, source,
         status, confirmed_at, consent_version, consent_at, link_sent_at,
         referred_by, held_reason, referral_flag, network_hash)
      SELECT flagged.first_name, flagged.last_name, trim(flagged.address), flagged.company,
             flagged.has_consented, nextval('waitlist_position_seq'), flagged.created_at,
             flagged.source, flagged.status, flagged.confirmed_at, flagged.consent_version,
             flagged.consent_at, flagged.link_sent_at, flagged.referrer_id, flagged.held_reason,
             flagged.flag, flagged.network_hash
      -- Positions are drawn in the order the joins arrived.
      FROM (SELECT * FROM flagged ORDER BY flagged.ord) AS flagged
      ON CONFLICT (mailbox, mailbox_twin) DO NOTHING
      RETURNING e.*, e.mailbox AS key, true AS inserted
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
