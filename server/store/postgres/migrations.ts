import type pg from 'pg';

/**
 * The schema, one step per version, oldest first. A step is never edited once released:
 * a change is a new step at the end. Each runs in a transaction and is recorded in schema_migrations.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: the waitlist, the users, the sessions (connect-pg-simple's table) and the rate-limit counters.
  `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;

  -- Positions come from a sequence: unique and increasing across processes, never handed out twice.
  CREATE SEQUENCE waitlist_position_seq AS bigint;

  CREATE TABLE waitlist_entries (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    first_name    text NOT NULL,
    last_name     text NOT NULL,
    email         text NOT NULL,
    company       text NOT NULL,
    has_consented boolean NOT NULL,
    position      bigint NOT NULL UNIQUE,
    created_at    timestamptz NOT NULL,
    source        text NOT NULL CHECK (source IN ('form', 'terminal', 'kiosk'))
  );
  CREATE UNIQUE INDEX waitlist_entries_email_key ON waitlist_entries (lower(trim(email)));
  CREATE INDEX waitlist_entries_created_at ON waitlist_entries (created_at);
  CREATE INDEX waitlist_entries_source ON waitlist_entries (source);
  -- The admin's substring search over names, e-mail and company (ILIKE '%...%').
  CREATE INDEX waitlist_entries_search ON waitlist_entries USING gin (
    (first_name || E'\\x1f' || last_name || E'\\x1f' || email || E'\\x1f' || company) gin_trgm_ops
  );

  CREATE TABLE users (
    id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    username      text NOT NULL UNIQUE,
    password_hash text NOT NULL,
    created_at    timestamptz NOT NULL
  );

  CREATE TABLE session (
    sid    varchar NOT NULL PRIMARY KEY,
    sess   json NOT NULL,
    expire timestamptz(6) NOT NULL
  );
  CREATE INDEX "IDX_session_expire" ON session (expire);

  CREATE TABLE rate_limit_hits (
    key      text PRIMARY KEY,
    hits     integer NOT NULL,
    reset_at timestamptz NOT NULL
  );
  `,

  // 2: the waitlist count kept in 16 counter rows by statement triggers, so GET /api/waitlist/count
  // reads 16 rows instead of counting the list, and concurrent joins rarely touch the same row.
  `
  CREATE TABLE waitlist_count_shards (
    shard   smallint PRIMARY KEY,
    entries bigint NOT NULL
  );
  INSERT INTO waitlist_count_shards (shard, entries) SELECT shard, 0 FROM generate_series(0, 15) AS shard;
  UPDATE waitlist_count_shards SET entries = (SELECT count(*) FROM waitlist_entries) WHERE shard = 0;

  CREATE FUNCTION waitlist_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE waitlist_count_shards SET entries = entries + (SELECT count(*) FROM added)
    WHERE shard = pg_backend_pid() % 16;
    RETURN NULL;
  END $$;
  CREATE FUNCTION waitlist_entries_removed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE waitlist_count_shards SET entries = entries - (SELECT count(*) FROM removed)
    WHERE shard = pg_backend_pid() % 16;
    RETURN NULL;
  END $$;
  CREATE TRIGGER waitlist_entries_added AFTER INSERT ON waitlist_entries
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION waitlist_entries_added();
  CREATE TRIGGER waitlist_entries_removed AFTER DELETE ON waitlist_entries
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION waitlist_entries_removed();
  `,

  // 3: a join in one round trip that never uses up a position for an address already there, even
  // when two joins of one new address race: they queue on a lock on the address, and the second
  // (a new snapshot per statement) finds the first's entry instead of drawing a number.
  `
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
  `,

  // 4: a batch of joins in one statement (group commit, server/store/postgres/joinBatch.ts). It
  // takes migration 3's lock for every address of the batch, in one order so that batches never
  // deadlock; then, on a new snapshot, answers the entries already there and inserts the others,
  // one per address, drawing positions in the batch's order and none for a repeat.
  `
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
  `,

  // 5: API keys (only a hash of each) and the externalIds of entries sent through /api/v1 (issue 15).
  `
  CREATE TABLE api_keys (
    id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name         text NOT NULL,
    prefix       text NOT NULL,
    key_hash     text NOT NULL UNIQUE,
    scopes       text[] NOT NULL,
    created_at   timestamptz NOT NULL,
    revoked_at   timestamptz,
    last_used_at timestamptz,
    use_count    bigint NOT NULL DEFAULT 0
  );

  CREATE TABLE entry_external_ids (
    seq         bigint GENERATED ALWAYS AS IDENTITY,
    external_id text PRIMARY KEY,
    entry_id    bigint NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
    event       text NOT NULL,
    received_at timestamptz NOT NULL
  );
  CREATE INDEX entry_external_ids_entry ON entry_external_ids (entry_id, seq);
  CREATE INDEX entry_external_ids_received ON entry_external_ids (received_at);
  `,

  // 6: the admin stats from counters kept by statement triggers, in the same transaction as the
  // entries they count: one row per name (source:form, day:2026-11-23, ...) and shard, the shard
  // chosen like migration 2's so that concurrent writers rarely wait on one row.
  `
  CREATE TABLE waitlist_counters (
    name    text NOT NULL,
    shard   smallint NOT NULL,
    entries bigint NOT NULL,
    PRIMARY KEY (name, shard)
  );
  INSERT INTO waitlist_counters (name, shard, entries)
    SELECT 'source:' || source, 0, count(*) FROM waitlist_entries GROUP BY source
    UNION ALL
    SELECT 'day:' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 0, count(*)
    FROM waitlist_entries GROUP BY 1;

  CREATE FUNCTION waitlist_counter_names(p_source text, p_created_at timestamptz)
  RETURNS text[] LANGUAGE sql STABLE AS $$
    SELECT ARRAY['source:' || p_source,
                 'day:' || to_char(p_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')]
  $$;
  CREATE FUNCTION waitlist_counters_added() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO waitlist_counters AS c (name, shard, entries)
      SELECT name, pg_backend_pid() % 16, count(*)
      FROM added, unnest(waitlist_counter_names(added.source, added.created_at)) AS name
      GROUP BY name ORDER BY name
    ON CONFLICT (name, shard) DO UPDATE SET entries = c.entries + excluded.entries;
    RETURN NULL;
  END $$;
  CREATE FUNCTION waitlist_counters_removed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO waitlist_counters AS c (name, shard, entries)
      SELECT name, pg_backend_pid() % 16, -count(*)
      FROM removed, unnest(waitlist_counter_names(removed.source, removed.created_at)) AS name
      GROUP BY name ORDER BY name
    ON CONFLICT (name, shard) DO UPDATE SET entries = c.entries + excluded.entries;
    RETURN NULL;
  END $$;
  CREATE TRIGGER waitlist_counters_added AFTER INSERT ON waitlist_entries
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_added();
  CREATE TRIGGER waitlist_counters_removed AFTER DELETE ON waitlist_entries
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_removed();
  `,

  // 7 (issue 20): sign-in throttle counters, two-factor settings and the audit log.
  `
  CREATE TABLE login_failures (
    key             text PRIMARY KEY,
    failures        integer NOT NULL,
    last_failure_at timestamptz NOT NULL
  );
  CREATE TABLE user_two_factor (
    username              text PRIMARY KEY REFERENCES users (username) ON DELETE CASCADE,
    secret                text NOT NULL,
    enabled_at            timestamptz NOT NULL,
    recovery_code_hashes  text[] NOT NULL,
    last_step             bigint NOT NULL
  );
  CREATE TABLE audit_log (
    id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at     timestamptz NOT NULL,
    action text NOT NULL,
    actor  text NOT NULL,
    ip     text NOT NULL,
    detail text NOT NULL
  );
  -- Ending a user's sessions finds them by the username express-session keeps in the data.
  CREATE INDEX session_username ON session ((sess ->> 'username'));
  `,

  // 8 (issue 13): the waitlist loop. Each entry's lifecycle, consent evidence and referral code
  // (random, from an unambiguous alphabet); the durable outbox every outgoing message waits in.
  // Columns have defaults, so joins that insert only migration 1's columns still store valid rows;
  // the join's transaction then sets the loop's fields (server/store/postgres/loopRows.ts).
  `
  CREATE FUNCTION synapse_referral_code() RETURNS text LANGUAGE sql VOLATILE AS $$
    SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + get_byte(r.b, i) % 31, 1), '' ORDER BY i)
    FROM (SELECT decode(md5(gen_random_uuid()::text), 'hex') AS b) AS r, generate_series(0, 9) AS i
  $$;

  ALTER TABLE waitlist_entries
    ADD COLUMN status text NOT NULL DEFAULT 'waiting'
      CHECK (status IN ('waiting', 'confirmed', 'invited', 'activated')),
    ADD COLUMN confirmed_at timestamptz,
    ADD COLUMN invited_at timestamptz,
    ADD COLUMN activated_at timestamptz,
    ADD COLUMN referral_code text NOT NULL DEFAULT synapse_referral_code(),
    ADD COLUMN consent_version text NOT NULL DEFAULT 'unrecorded',
    ADD COLUMN consent_at timestamptz,
    ADD COLUMN unsubscribed_at timestamptz,
    ADD COLUMN link_sent_at timestamptz;
  UPDATE waitlist_entries SET consent_at = created_at WHERE has_consented;
  CREATE UNIQUE INDEX waitlist_entries_referral_code ON waitlist_entries (referral_code);
  -- The admin's status filter by position; the place in line, a range count over the entries
  -- still subscribed (server/store/postgres/placeInLine.ts).
  CREATE INDEX waitlist_entries_status_position ON waitlist_entries (status, position);
  CREATE INDEX waitlist_entries_line ON waitlist_entries (status, position)
    WHERE unsubscribed_at IS NULL AND status IN ('waiting', 'confirmed');

  CREATE TABLE outbox (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind            text NOT NULL,
    -- Deleting an entry erases its messages (DECISIONS: "delete my data").
    entry_id        bigint REFERENCES waitlist_entries (id) ON DELETE CASCADE,
    recipient       text NOT NULL,
    payload         jsonb NOT NULL,
    status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'parked')),
    attempts        integer NOT NULL DEFAULT 0,
    history         jsonb NOT NULL DEFAULT '[]',
    last_error      text,
    next_attempt_at timestamptz,
    created_at      timestamptz NOT NULL,
    sent_at         timestamptz
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
  CREATE INDEX outbox_status_id ON outbox (status, id);
  CREATE INDEX outbox_entry ON outbox (entry_id);
  `,

  // 9 (issue 13): migration 4's batch join, now storing each new entry's loop fields (status by
  // DOUBLE_OPT_IN, consent evidence, when its confirmation went out) and answering every column.
  `
  DROP FUNCTION waitlist_join_batch(text[], text[], text[], text[], boolean[], timestamptz[], text[]);
  CREATE FUNCTION waitlist_join_batch(
    p_first_names text[], p_last_names text[], p_emails text[], p_companies text[],
    p_has_consented boolean[], p_created_at timestamptz[], p_sources text[],
    p_statuses text[], p_confirmed_at timestamptz[], p_consent_versions text[],
    p_consent_at timestamptz[], p_link_sent_at timestamptz[]
  ) RETURNS TABLE (
    ord bigint, id bigint, first_name text, last_name text, email text, company text,
    has_consented boolean, "position" bigint, created_at timestamptz, source text,
    status text, confirmed_at timestamptz, invited_at timestamptz, activated_at timestamptz,
    referral_code text, consent_version text, consent_at timestamptz,
    unsubscribed_at timestamptz, link_sent_at timestamptz, inserted boolean
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
                    p_consent_at, p_link_sent_at)
          WITH ORDINALITY AS batch (first_name, last_name, address, company, has_consented,
                                    created_at, source, status, confirmed_at, consent_version,
                                    consent_at, link_sent_at, ord)
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
           status, confirmed_at, consent_version, consent_at, link_sent_at)
        SELECT fresh.first_name, fresh.last_name, trim(fresh.address), fresh.company,
               fresh.has_consented, nextval('waitlist_position_seq'), fresh.created_at, fresh.source,
               fresh.status, fresh.confirmed_at, fresh.consent_version, fresh.consent_at,
               fresh.link_sent_at
        FROM (SELECT * FROM fresh ORDER BY fresh.ord) AS fresh
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
             stored.unsubscribed_at, stored.link_sent_at,
             stored.inserted AND input.ord = (SELECT fresh.ord FROM fresh WHERE fresh.key = input.key)
      FROM input JOIN stored ON stored.key = input.key;
  END $$;
  `,

  // 10 (issue 18): migration 6's counters also per lifecycle status (status:waiting, ...), kept by
  // the insert and delete triggers and by one for updates that move entries between statuses, so
  // the admin's status filter counts its matches without counting rows.
  `
  INSERT INTO waitlist_counters (name, shard, entries)
    SELECT 'status:' || status, 0, count(*) FROM waitlist_entries GROUP BY 1
  ON CONFLICT (name, shard) DO UPDATE SET entries = waitlist_counters.entries + excluded.entries;

  DROP FUNCTION waitlist_counter_names(text, timestamptz);
  CREATE FUNCTION waitlist_counter_names(p_source text, p_created_at timestamptz, p_status text)
  RETURNS text[] LANGUAGE sql STABLE AS $$
    SELECT ARRAY['source:' || p_source,
                 'day:' || to_char(p_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
                 'status:' || p_status]
  $$;
  CREATE OR REPLACE FUNCTION waitlist_counters_added() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO waitlist_counters AS c (name, shard, entries)
      SELECT name, pg_backend_pid() % 16, count(*)
      FROM added, unnest(waitlist_counter_names(added.source, added.created_at, added.status)) AS name
      GROUP BY name ORDER BY name
    ON CONFLICT (name, shard) DO UPDATE SET entries = c.entries + excluded.entries;
    RETURN NULL;
  END $$;
  CREATE OR REPLACE FUNCTION waitlist_counters_removed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO waitlist_counters AS c (name, shard, entries)
      SELECT name, pg_backend_pid() % 16, -count(*)
      FROM removed,
           unnest(waitlist_counter_names(removed.source, removed.created_at, removed.status)) AS name
      GROUP BY name ORDER BY name
    ON CONFLICT (name, shard) DO UPDATE SET entries = c.entries + excluded.entries;
    RETURN NULL;
  END $$;
  CREATE FUNCTION waitlist_counters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO waitlist_counters AS c (name, shard, entries)
      SELECT moves.name, pg_backend_pid() % 16, sum(moves.delta)
      FROM before_rows JOIN after_rows USING (id),
           LATERAL (VALUES ('status:' || before_rows.status, -1),
                           ('status:' || after_rows.status, 1)) AS moves (name, delta)
      WHERE before_rows.status <> after_rows.status
      GROUP BY moves.name ORDER BY moves.name
    ON CONFLICT (name, shard) DO UPDATE SET entries = c.entries + excluded.entries;
    RETURN NULL;
  END $$;
  CREATE TRIGGER waitlist_counters_changed AFTER UPDATE ON waitlist_entries
    REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
    FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_changed();
  `,

  // 11 (issue 15): webhook endpoints; their deliveries are outbox rows of kind 'webhook'.
  `
  CREATE TABLE webhook_endpoints (
    id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    url             text NOT NULL,
    description     text NOT NULL,
    events          text[] NOT NULL,
    secret          text NOT NULL,
    enabled         boolean NOT NULL DEFAULT true,
    created_at      timestamptz NOT NULL,
    failing_since   timestamptz,
    disabled_reason text
  );

  `,

  // 12 (issue 18): the positions of at most p_cap entries matching an admin search, with the plan
  // chosen from PostgreSQL's own estimate of the matches: a scan that stops early when they are
  // common (over 5% of the list), else the trigram index. Left to itself, the planner may pick a
  // scan for a rare needle under LIMIT and read the whole list before giving up.
  `
  CREATE FUNCTION waitlist_match_positions(p_pattern text, p_cap integer)
  RETURNS SETOF bigint LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    plan json;
    estimate double precision;
    total double precision;
  BEGIN
    EXECUTE $q$EXPLAIN (FORMAT JSON) SELECT 1 FROM waitlist_entries WHERE
      (first_name || E'\\x1f' || last_name || E'\\x1f' || email || E'\\x1f' || company) ILIKE $1$q$
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
      (first_name || E'\\x1f' || last_name || E'\\x1f' || email || E'\\x1f' || company) ILIKE $1
      LIMIT $2$q$ USING p_pattern, p_cap;
  END $$;
  `,

  // 13 (issue 14): referrals and abuse. Who referred whom, held sign-ups, flagged referrals and the
  // keyed hash of the client network; each entry's counted referrals kept by a row trigger (the
  // rule of server/referrals/rules.ts), and its bonus (REFERRAL_BOOST x referrals, rewritten at
  // start when the boost changes) in the line's index, so a place is a range count over an index.
  // The line's size is kept in counter rows by the same trigger: a status page never counts it.
  `
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
  `,

  // 14 (issue 14): the line's size per block of 1,024 scores (score = position - referral bonus),
  // per status, in a few shards per block so that concurrent batches rarely wait on one row. A
  // place is then the blocks before the entry's (a few thousand counter rows at a million entries)
  // plus a count inside its own block (at most about 1,024 index entries): the line is never walked,
  // and a page deep in the line starts from its block. Kept by statement triggers from the same
  // transition tables as migration 13's line counters.
  `
  CREATE TABLE line_blocks (status text NOT NULL, block bigint NOT NULL, shard smallint NOT NULL,
                            entries bigint NOT NULL, PRIMARY KEY (status, block, shard));
  INSERT INTO line_blocks (status, block, shard, entries)
    SELECT synapse_line_status(e), (e.position - e.referral_bonus) >> 10, 0, count(*)
    FROM waitlist_entries AS e WHERE synapse_line_status(e) IS NOT NULL GROUP BY 1, 2;

  CREATE FUNCTION synapse_line_blocks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO line_blocks AS b (status, block, shard, entries)
        SELECT synapse_line_status(n), (n.position - n.referral_bonus) >> 10,
               pg_backend_pid() % 4, count(*)
        FROM new_rows AS n WHERE synapse_line_status(n) IS NOT NULL GROUP BY 1, 2
        ON CONFLICT (status, block, shard) DO UPDATE SET entries = b.entries + excluded.entries;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO line_blocks AS b (status, block, shard, entries)
        SELECT synapse_line_status(o), (o.position - o.referral_bonus) >> 10,
               pg_backend_pid() % 4, -count(*)
        FROM old_rows AS o WHERE synapse_line_status(o) IS NOT NULL GROUP BY 1, 2
        ON CONFLICT (status, block, shard) DO UPDATE SET entries = b.entries + excluded.entries;
    ELSE
      INSERT INTO line_blocks AS b (status, block, shard, entries)
        SELECT status, block, pg_backend_pid() % 4, sum(delta) FROM (
          SELECT synapse_line_status(o) AS status, (o.position - o.referral_bonus) >> 10 AS block,
                 -1 AS delta FROM old_rows AS o
          UNION ALL
          SELECT synapse_line_status(n), (n.position - n.referral_bonus) >> 10, 1 FROM new_rows AS n
        ) AS moved
        WHERE status IS NOT NULL GROUP BY status, block HAVING sum(delta) <> 0
        ON CONFLICT (status, block, shard) DO UPDATE SET entries = b.entries + excluded.entries;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER waitlist_entries_blocks_insert AFTER INSERT ON waitlist_entries
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_blocks_changed();
  CREATE TRIGGER waitlist_entries_blocks_update AFTER UPDATE ON waitlist_entries
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_blocks_changed();
  CREATE TRIGGER waitlist_entries_blocks_delete AFTER DELETE ON waitlist_entries
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_blocks_changed();
  `,

  // 15 (issue 18): a join touches fewer indexes. The source index (stats count by source from
  // migration 6's counters) and migration 8's line index (the line is read through migration 13's
  // line order) serve no query any more. The search index's pending list may hold 32 MB, so a join
  // never merges it in its own transaction: the app merges it every second off the joins' path
  // (server/store/postgres/searchIndexUpkeep.ts). A sender claims only the kinds it delivers
  // (webhooks without SMTP_URL): due messages are found by kind, among thousands of waiting e-mails.
  `
  DROP INDEX IF EXISTS outbox_due;
  CREATE INDEX outbox_due ON outbox (kind, next_attempt_at) WHERE status = 'pending';
  DROP INDEX IF EXISTS waitlist_entries_source;
  DROP INDEX IF EXISTS waitlist_entries_line;
  ALTER INDEX waitlist_entries_search SET (gin_pending_list_limit = 32768);
  `,

  // 16 (issue 20): the admin list sorted by e-mail or name, read off an index at any size; byte
  // order ("C"), as the embedded store compares. By status: migration 8's (status, position).
  `
  CREATE INDEX waitlist_entries_email_order
    ON waitlist_entries ((lower(email) COLLATE "C"), position);
  CREATE INDEX waitlist_entries_name_order
    ON waitlist_entries ((lower(last_name) COLLATE "C"), (lower(first_name) COLLATE "C"), position);
  `,

  // 17 (issue 15): an endpoint's delivery log reads its latest outbox rows by index; every entry
  // has updated_at, set when it is stored and whenever its lifecycle changes (a row trigger), so
  // that GET /api/v1/entries?updatedSince= sees confirmations, invites and unsubscribes by index.
  `
  CREATE INDEX outbox_webhook_endpoint ON outbox (((payload->>'endpointId')::bigint), id)
    WHERE kind = 'webhook';

  ALTER TABLE waitlist_entries ADD COLUMN updated_at timestamptz;
  UPDATE waitlist_entries AS e SET updated_at = greatest(
    e.created_at, e.confirmed_at, e.invited_at, e.activated_at, e.unsubscribed_at, e.link_sent_at,
    (SELECT max(x.received_at) FROM entry_external_ids AS x WHERE x.entry_id = e.id));
  ALTER TABLE waitlist_entries ALTER COLUMN updated_at SET DEFAULT now(),
                               ALTER COLUMN updated_at SET NOT NULL;
  CREATE INDEX waitlist_entries_updated ON waitlist_entries (updated_at, id);

  CREATE FUNCTION synapse_entry_touched() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF (OLD.status, OLD.confirmed_at, OLD.invited_at, OLD.activated_at, OLD.unsubscribed_at,
        OLD.link_sent_at, OLD.consent_at, OLD.held_reason, OLD.first_name, OLD.last_name,
        OLD.email, OLD.company)
       IS DISTINCT FROM
       (NEW.status, NEW.confirmed_at, NEW.invited_at, NEW.activated_at, NEW.unsubscribed_at,
        NEW.link_sent_at, NEW.consent_at, NEW.held_reason, NEW.first_name, NEW.last_name,
        NEW.email, NEW.company) THEN
      NEW.updated_at := greatest(now(), OLD.updated_at);
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER waitlist_entries_touched BEFORE UPDATE ON waitlist_entries
    FOR EACH ROW EXECUTE FUNCTION synapse_entry_touched();
  `,

  // 18 (issue 18): cheaper joins and a search that walks the list at a third of the cost. What the
  // admin searches (names, e-mail, company) is stored once, lower-cased, and matched with LIKE: no
  // concatenation and case folding per row read, which made a broad search walking the newest
  // entries cost ~1 µs a row. Adding the column rewrites the table once (about 15 s a million
  // entries). A new entry's referral code costs 3 µs instead of 10 (no aggregate per row): 10
  // characters of a random UUID's fully random bytes (not 6 and 8, which carry its version).
  //
  // Counter shards are claimed, not derived from the backend: every counter trigger (migrations 2,
  // 6, 10, 13, 14) chose its row as pg_backend_pid() % 16 (or % 4), so two connections whose pids
  // agreed wrote the same rows, and one batch of joins waited for the other's commit: for as long
  // as those two connections served the joins. Now a transaction takes the first of 4 slots no
  // other open transaction holds (a transaction-scoped advisory lock, tried without waiting) and
  // writes every counter through it; only a fifth concurrent writer shares a slot, and waits.
  // The triggers' texts are rewritten in place, so each migration above still shows its logic.
  `
  ALTER TABLE waitlist_entries ADD COLUMN search_text text GENERATED ALWAYS AS
    (lower(first_name || E'\\x1f' || last_name || E'\\x1f' || email || E'\\x1f' || company)) STORED;
  DROP INDEX waitlist_entries_search;
  CREATE INDEX waitlist_entries_search ON waitlist_entries USING gin (search_text gin_trgm_ops)
    WITH (gin_pending_list_limit = 32768);

  CREATE OR REPLACE FUNCTION waitlist_match_positions(p_pattern text, p_cap integer)
  RETURNS SETOF bigint LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    plan json;
    estimate double precision;
    total double precision;
  BEGIN
    EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM waitlist_entries WHERE search_text LIKE lower($1)'
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
    RETURN QUERY EXECUTE
      'SELECT position FROM waitlist_entries WHERE search_text LIKE lower($1) LIMIT $2'
      USING p_pattern, p_cap;
  END $$;

  CREATE FUNCTION synapse_counter_slot() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    claimed constant text := current_setting('synapse.counter_slot', true);
    first constant integer := pg_backend_pid() % 4;
    slot integer;
  BEGIN
    IF claimed IS NOT NULL AND claimed <> '' THEN RETURN claimed::integer; END IF;
    slot := first; -- all four held: share the backend's, and wait for its holder's commit
    FOR step IN 0..3 LOOP
      IF pg_try_advisory_xact_lock(7265302, (first + step) % 4) THEN
        slot := (first + step) % 4;
        EXIT;
      END IF;
    END LOOP;
    PERFORM set_config('synapse.counter_slot', slot::text, true);
    RETURN slot;
  END $$;
  DO $$
  DECLARE counting regprocedure;
  BEGIN
    FOR counting IN
      SELECT p.oid FROM pg_proc AS p
      WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'
        AND p.proname <> 'synapse_counter_slot' AND p.prosrc LIKE '%pg_backend_pid() %%'
    LOOP
      EXECUTE replace(replace(pg_get_functiondef(counting), 'pg_backend_pid() % 16',
                              'synapse_counter_slot()'), 'pg_backend_pid() % 4', 'synapse_counter_slot()');
    END LOOP;
  END $$;

  CREATE OR REPLACE FUNCTION synapse_referral_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    a constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
    b constant bytea := uuid_send(gen_random_uuid());
  BEGIN
    RETURN substr(a, 1 + get_byte(b, 0) % 31, 1) || substr(a, 1 + get_byte(b, 1) % 31, 1) ||
           substr(a, 1 + get_byte(b, 2) % 31, 1) || substr(a, 1 + get_byte(b, 3) % 31, 1) ||
           substr(a, 1 + get_byte(b, 4) % 31, 1) || substr(a, 1 + get_byte(b, 5) % 31, 1) ||
           substr(a, 1 + get_byte(b, 10) % 31, 1) || substr(a, 1 + get_byte(b, 11) % 31, 1) ||
           substr(a, 1 + get_byte(b, 12) % 31, 1) || substr(a, 1 + get_byte(b, 13) % 31, 1);
  END $$;
  `,

  // 19 (issue 18): a batch of joins tells which of its rows inserted by joining the first join of
  // each address, not by a subquery per row (quadratic in the batch, and batches grew to about 50
  // with one in flight per process). Rewritten in place, like migration 18's counters, so that
  // migration 13 still shows the whole function; the rewrite fails loudly if that text moved.
  `
  DO $$
  DECLARE
    definition constant text := pg_get_functiondef('waitlist_join_batch(text[], text[], text[],
      text[], boolean[], timestamptz[], text[], text[], timestamptz[], text[], timestamptz[],
      timestamptz[], text[], text[], text[])'::regprocedure);
    subquery constant text := 'stored.inserted AND input.ord = (SELECT fresh.ord FROM fresh WHERE fresh.key = input.key)
      FROM input JOIN stored ON stored.key = input.key';
    joined constant text := 'stored.inserted AND input.ord = first_join.ord
      FROM input JOIN stored ON stored.key = input.key
      LEFT JOIN fresh AS first_join ON first_join.key = input.key';
  BEGIN
    IF position(subquery IN definition) = 0 THEN
      RAISE EXCEPTION 'waitlist_join_batch() is not migration 13''s: not rewritten';
    END IF;
    EXECUTE replace(definition, subquery, joined);
  END $$;
  `,

  // 20 (issue 18): the newest matches of a search by the position index read backwards, among
  // the newest p_newest entries or all of them. Left to the planner, a needle its statistics have
  // not seen yet (the day's sign-ups: "marker" in the bench) is planned as rare: every match
  // fetched through the trigram index and sorted, 30 ms for 70,000 matches instead of 0.5 ms.
  `
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
  `,

  // 21 (issue 18): migration 1's index on the join time serves no query any more (stats by day come
  // from migration 6's counters, the list's "joined" order is the position), yet every join wrote it.
  `
  DROP INDEX IF EXISTS waitlist_entries_created_at;
  `,
];

/** Any fixed number: every Synapse process takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK = 7_265_301;

/**
 * Brings the schema up to date. N processes starting together queue on an advisory lock;
 * the first applies the missing steps, the others find them recorded and apply nothing.
 * Answers the versions this call applied.
 */
export async function migrate(client: pg.ClientBase): Promise<number[]> {
  // Waiting for another process's migration, or building an index on a big table, may take
  // longer than the pool's statement timeout; the client gets it back when it returns to the pool.
  await client.query('SET statement_timeout = 0');
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    const done: number[] = [];
    for (const [index, sql] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      done.push(version);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    await client.query('RESET statement_timeout');
  }
}
