-- The schema the files of server/store/postgres/migrations/ make, read from a migrated database's
-- catalogs (server/testing/postgresSchema.ts). Written by `npm run db:schema`, never by hand.

-- sequences

CREATE SEQUENCE booth_lead_revisions AS bigint INCREMENT 1 MINVALUE 1 MAXVALUE 9223372036854775807 START 1;
CREATE SEQUENCE waitlist_position_seq AS bigint INCREMENT 1 MINVALUE 1 MAXVALUE 9223372036854775807 START 1;

-- tables

CREATE TABLE analytics_counts (
  day date NOT NULL,
  dimension text NOT NULL,
  value text NOT NULL,
  slot smallint NOT NULL,
  entries bigint NOT NULL,
  CONSTRAINT analytics_counts_pkey PRIMARY KEY (day, dimension, value, slot)
);
CREATE TABLE api_keys (
  id integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL,
  scopes text[] NOT NULL,
  created_at timestamp with time zone NOT NULL,
  revoked_at timestamp with time zone,
  last_used_at timestamp with time zone,
  use_count bigint DEFAULT 0 NOT NULL,
  created_by text,
  CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash),
  CONSTRAINT api_keys_pkey PRIMARY KEY (id)
);
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  at timestamp with time zone NOT NULL,
  action text NOT NULL,
  actor text NOT NULL,
  ip text NOT NULL,
  detail text NOT NULL,
  CONSTRAINT audit_log_pkey PRIMARY KEY (id)
);
CREATE TABLE booth_devices (
  id integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  event text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  pairing_code_hash text,
  pairing_expires_at timestamp with time zone,
  paired_at timestamp with time zone,
  api_key_id integer,
  revoked_at timestamp with time zone,
  CONSTRAINT booth_devices_api_key_id_fkey FOREIGN KEY (api_key_id) REFERENCES api_keys(id),
  CONSTRAINT booth_devices_pairing_code_hash_key UNIQUE (pairing_code_hash),
  CONSTRAINT booth_devices_pkey PRIMARY KEY (id)
);
CREATE TABLE booth_events (
  name text NOT NULL,
  interests text[] DEFAULT '{}'::text[] NOT NULL,
  staff integer[] DEFAULT '{}'::integer[] NOT NULL,
  CONSTRAINT booth_events_pkey PRIMARY KEY (name)
);
CREATE TABLE booth_leads (
  entry_id bigint NOT NULL,
  device_id integer,
  event text NOT NULL,
  rating text,
  interests text[] DEFAULT '{}'::text[] NOT NULL,
  note text DEFAULT ''::text NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  revision bigint NOT NULL,
  captured_by integer,
  qualified_by integer,
  badge_id text,
  CONSTRAINT booth_leads_device_id_fkey FOREIGN KEY (device_id) REFERENCES booth_devices(id),
  CONSTRAINT booth_leads_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES waitlist_entries(id) ON DELETE CASCADE,
  CONSTRAINT booth_leads_pkey PRIMARY KEY (entry_id),
  CONSTRAINT booth_leads_rating_check CHECK ((rating = ANY (ARRAY['hot'::text, 'warm'::text, 'cold'::text])))
);
CREATE TABLE bot_check_proofs (
  id text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  CONSTRAINT bot_check_proofs_pkey PRIMARY KEY (id)
);
CREATE TABLE earned_rewards (
  entry_id bigint NOT NULL,
  reward_id bigint NOT NULL,
  name text NOT NULL,
  referrals integer NOT NULL,
  move_to_front boolean NOT NULL,
  earned_at timestamp with time zone NOT NULL,
  fulfilled_at timestamp with time zone,
  CONSTRAINT earned_rewards_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES waitlist_entries(id) ON DELETE CASCADE,
  CONSTRAINT earned_rewards_pkey PRIMARY KEY (entry_id, reward_id),
  CONSTRAINT earned_rewards_reward_id_fkey FOREIGN KEY (reward_id) REFERENCES rewards(id)
);
CREATE TABLE entry_attributions (
  entry_id bigint NOT NULL,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  referrer_host text,
  embed_origin text,
  CONSTRAINT entry_attributions_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES waitlist_entries(id) ON DELETE CASCADE,
  CONSTRAINT entry_attributions_pkey PRIMARY KEY (entry_id)
);
CREATE TABLE entry_external_ids (
  seq bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  external_id text NOT NULL,
  entry_id bigint NOT NULL,
  event text NOT NULL,
  received_at timestamp with time zone NOT NULL,
  api_key_id integer,
  created boolean DEFAULT false NOT NULL,
  CONSTRAINT entry_external_ids_api_key_id_fkey FOREIGN KEY (api_key_id) REFERENCES api_keys(id),
  CONSTRAINT entry_external_ids_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES waitlist_entries(id) ON DELETE CASCADE,
  CONSTRAINT entry_external_ids_key_external_id UNIQUE (api_key_id, external_id),
  CONSTRAINT entry_external_ids_pkey PRIMARY KEY (seq)
);
CREATE TABLE erasure_tombstones (
  hash text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  CONSTRAINT erasure_tombstones_pkey PRIMARY KEY (hash)
);
CREATE TABLE growth_settings (
  id boolean DEFAULT true NOT NULL,
  widget_origins text[] NOT NULL,
  leaderboard boolean NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  CONSTRAINT growth_settings_id_check CHECK (id),
  CONSTRAINT growth_settings_pkey PRIMARY KEY (id)
);
CREATE TABLE leaderboard_hidden (
  entry_id bigint NOT NULL,
  CONSTRAINT leaderboard_hidden_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES waitlist_entries(id) ON DELETE CASCADE,
  CONSTRAINT leaderboard_hidden_pkey PRIMARY KEY (entry_id)
);
CREATE TABLE line_blocks (
  status text NOT NULL,
  block bigint NOT NULL,
  shard smallint NOT NULL,
  entries bigint NOT NULL,
  CONSTRAINT line_blocks_pkey PRIMARY KEY (status, block, shard)
);
CREATE TABLE line_count_shards (
  status text NOT NULL,
  shard smallint NOT NULL,
  entries bigint NOT NULL,
  CONSTRAINT line_count_shards_pkey PRIMARY KEY (status, shard)
);
CREATE TABLE login_failures (
  key text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamp with time zone NOT NULL,
  CONSTRAINT login_failures_pkey PRIMARY KEY (key)
);
CREATE TABLE mail_templates (
  name text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  CONSTRAINT mail_templates_name_check CHECK ((name = ANY (ARRAY['confirmation'::text, 'status'::text, 'invite'::text, 'reward'::text]))),
  CONSTRAINT mail_templates_pkey PRIMARY KEY (name)
);
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  kind text NOT NULL,
  entry_id bigint,
  recipient text NOT NULL,
  payload jsonb NOT NULL,
  status text DEFAULT 'pending'::text NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  history jsonb DEFAULT '[]'::jsonb NOT NULL,
  last_error text,
  next_attempt_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL,
  sent_at timestamp with time zone,
  CONSTRAINT outbox_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES waitlist_entries(id) ON DELETE CASCADE,
  CONSTRAINT outbox_pkey PRIMARY KEY (id),
  CONSTRAINT outbox_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'parked'::text])))
);
CREATE TABLE rate_limit_hits (
  key text NOT NULL,
  hits integer NOT NULL,
  reset_at timestamp with time zone NOT NULL,
  CONSTRAINT rate_limit_hits_pkey PRIMARY KEY (key)
);
CREATE TABLE referral_settings (
  only_row boolean DEFAULT true NOT NULL,
  boost integer NOT NULL,
  daily_cap integer DEFAULT 10 NOT NULL,
  CONSTRAINT referral_settings_only_row_check CHECK (only_row),
  CONSTRAINT referral_settings_pkey PRIMARY KEY (only_row)
);
CREATE TABLE remembered_devices (
  id text NOT NULL,
  username text NOT NULL,
  name text NOT NULL,
  remembered_at timestamp with time zone NOT NULL,
  last_used_at timestamp with time zone NOT NULL,
  CONSTRAINT remembered_devices_pkey PRIMARY KEY (id)
);
CREATE TABLE rewards (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  referrals integer NOT NULL,
  name text NOT NULL,
  move_to_front boolean NOT NULL,
  retired_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  CONSTRAINT rewards_pkey PRIMARY KEY (id),
  CONSTRAINT rewards_referrals_check CHECK ((referrals > 0))
);
CREATE TABLE schema_migrations (
  version integer NOT NULL,
  applied_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (version)
);
CREATE TABLE session (
  sid character varying NOT NULL,
  sess json NOT NULL,
  expire timestamp(6) with time zone NOT NULL,
  CONSTRAINT session_pkey PRIMARY KEY (sid)
);
CREATE TABLE team_invitations (
  id integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL,
  token_hash text NOT NULL,
  invited_by text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  closed_at timestamp with time zone,
  CONSTRAINT team_invitations_pkey PRIMARY KEY (id),
  CONSTRAINT team_invitations_role_check CHECK ((role = ANY (ARRAY['owner'::text, 'manager'::text, 'staff'::text, 'viewer'::text]))),
  CONSTRAINT team_invitations_token_hash_key UNIQUE (token_hash)
);
CREATE TABLE team_settings (
  only_row boolean DEFAULT true NOT NULL,
  require_two_factor boolean NOT NULL,
  CONSTRAINT team_settings_only_row_check CHECK (only_row),
  CONSTRAINT team_settings_pkey PRIMARY KEY (only_row)
);
CREATE TABLE user_two_factor (
  username text NOT NULL,
  secret text NOT NULL,
  enabled_at timestamp with time zone NOT NULL,
  recovery_code_hashes text[] NOT NULL,
  last_step bigint NOT NULL,
  CONSTRAINT user_two_factor_pkey PRIMARY KEY (username),
  CONSTRAINT user_two_factor_username_fkey FOREIGN KEY (username) REFERENCES users(username) ON DELETE CASCADE
);
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  email text,
  name text DEFAULT ''::text NOT NULL,
  role text NOT NULL,
  booth_pin_hash text,
  booth_pin_salt text,
  CONSTRAINT users_pkey PRIMARY KEY (id),
  CONSTRAINT users_role_check CHECK ((role = ANY (ARRAY['owner'::text, 'manager'::text, 'staff'::text, 'viewer'::text]))),
  CONSTRAINT users_username_key UNIQUE (username)
);
CREATE TABLE waitlist_count_shards (
  shard smallint NOT NULL,
  entries bigint NOT NULL,
  CONSTRAINT waitlist_count_shards_pkey PRIMARY KEY (shard)
);
CREATE TABLE waitlist_counters (
  name text NOT NULL,
  shard smallint NOT NULL,
  entries bigint NOT NULL,
  CONSTRAINT waitlist_counters_pkey PRIMARY KEY (name, shard)
);
CREATE TABLE waitlist_entries (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  has_consented boolean NOT NULL,
  "position" bigint NOT NULL,
  created_at timestamp with time zone NOT NULL,
  source text NOT NULL,
  status text DEFAULT 'waiting'::text NOT NULL,
  confirmed_at timestamp with time zone,
  invited_at timestamp with time zone,
  activated_at timestamp with time zone,
  referral_code text DEFAULT synapse_referral_code() NOT NULL,
  consent_version text DEFAULT 'unrecorded'::text NOT NULL,
  consent_at timestamp with time zone,
  unsubscribed_at timestamp with time zone,
  link_sent_at timestamp with time zone,
  referred_by bigint,
  referral_count integer DEFAULT 0 NOT NULL,
  referral_bonus bigint DEFAULT 0 NOT NULL,
  held_reason text,
  referral_flag text,
  network_hash text,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  search_text text GENERATED ALWAYS AS (lower(((((((first_name || ''::text) || last_name) || ''::text) || email) || ''::text) || company))) STORED,
  mailbox text GENERATED ALWAYS AS (synapse_mailbox(email)) STORED,
  mailbox_twin bigint DEFAULT 0 NOT NULL,
  moved_to_front boolean DEFAULT false NOT NULL,
  CONSTRAINT waitlist_entries_pkey PRIMARY KEY (id),
  CONSTRAINT waitlist_entries_position_key UNIQUE ("position"),
  CONSTRAINT waitlist_entries_referred_by_fkey FOREIGN KEY (referred_by) REFERENCES waitlist_entries(id) ON DELETE SET NULL,
  CONSTRAINT waitlist_entries_source_check CHECK ((source = ANY (ARRAY['form'::text, 'terminal'::text, 'kiosk'::text, 'api'::text]))),
  CONSTRAINT waitlist_entries_status_check CHECK ((status = ANY (ARRAY['waiting'::text, 'confirmed'::text, 'invited'::text, 'activated'::text])))
);
CREATE TABLE webhook_endpoints (
  id integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  url text NOT NULL,
  description text NOT NULL,
  events text[] NOT NULL,
  secret text NOT NULL,
  enabled boolean DEFAULT true NOT NULL,
  created_at timestamp with time zone NOT NULL,
  failing_since timestamp with time zone,
  disabled_reason text,
  CONSTRAINT webhook_endpoints_pkey PRIMARY KEY (id)
);

-- indexes

CREATE INDEX audit_log_actor ON audit_log USING btree (actor, id);
CREATE INDEX booth_devices_api_key ON booth_devices USING btree (api_key_id);
CREATE INDEX booth_leads_device ON booth_leads USING btree (device_id);
CREATE INDEX booth_leads_event ON booth_leads USING btree (event);
CREATE INDEX booth_leads_revision ON booth_leads USING btree (revision);
CREATE INDEX bot_check_proofs_expiry ON bot_check_proofs USING btree (expires_at);
CREATE INDEX entry_external_ids_entry ON entry_external_ids USING btree (entry_id, seq);
CREATE INDEX entry_external_ids_received ON entry_external_ids USING btree (received_at);
CREATE INDEX outbox_due ON outbox USING btree (kind, next_attempt_at) WHERE (status = 'pending'::text);
CREATE INDEX outbox_entry ON outbox USING btree (entry_id);
CREATE INDEX outbox_status_id ON outbox USING btree (status, id);
CREATE INDEX outbox_webhook_endpoint ON outbox USING btree ((((payload ->> 'endpointId'::text))::bigint), id) WHERE (kind = 'webhook'::text);
CREATE INDEX remembered_devices_username ON remembered_devices USING btree (username);
CREATE INDEX "IDX_session_expire" ON session USING btree (expire);
CREATE INDEX session_username ON session USING btree (((sess ->> 'username'::text)));
CREATE UNIQUE INDEX users_email_key ON users USING btree (lower(email));
CREATE INDEX waitlist_entries_at_elsewhere ON waitlist_entries USING btree ("position") WHERE ((strpos(((first_name || last_name) || company), '@'::text) > 0) OR (email ~~ '%@%@%'::text));
CREATE INDEX waitlist_entries_email_order ON waitlist_entries USING btree (lower(email) COLLATE "C", "position");
CREATE INDEX waitlist_entries_line_order ON waitlist_entries USING btree (status, (("position" - referral_bonus)), "position") WHERE ((unsubscribed_at IS NULL) AND (held_reason IS NULL) AND (status = ANY (ARRAY['waiting'::text, 'confirmed'::text])));
CREATE INDEX waitlist_entries_local_part ON waitlist_entries USING btree (reverse(split_part(lower(email), '@'::text, 1)) text_pattern_ops);
CREATE UNIQUE INDEX waitlist_entries_mailbox ON waitlist_entries USING btree (mailbox, mailbox_twin);
CREATE INDEX waitlist_entries_mailbox_twins ON waitlist_entries USING btree (mailbox) WHERE (mailbox_twin <> 0);
CREATE INDEX waitlist_entries_name_order ON waitlist_entries USING btree (lower(last_name) COLLATE "C", lower(first_name) COLLATE "C", "position");
CREATE UNIQUE INDEX waitlist_entries_referral_code ON waitlist_entries USING btree (referral_code);
CREATE INDEX waitlist_entries_referred_by ON waitlist_entries USING btree (referred_by, created_at) WHERE (referred_by IS NOT NULL);
CREATE INDEX waitlist_entries_referrers ON waitlist_entries USING btree (referral_count DESC, "position") WHERE (referral_count > 0);
CREATE INDEX waitlist_entries_review ON waitlist_entries USING btree ("position") WHERE ((held_reason IS NOT NULL) OR (referral_flag IS NOT NULL));
CREATE INDEX waitlist_entries_search ON waitlist_entries USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit='32768');
CREATE INDEX waitlist_entries_status_position ON waitlist_entries USING btree (status, "position");
CREATE INDEX waitlist_entries_updated ON waitlist_entries USING btree (updated_at, id);

-- functions

CREATE OR REPLACE FUNCTION analytics_attributions_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(e.created_at), d.dimension, d.value, synapse_counter_slot(), count(*)
    FROM added AS a JOIN waitlist_entries AS e ON e.id = a.entry_id,
         LATERAL (VALUES ('utmSource', a.utm_source), ('utmCampaign', a.utm_campaign),
                         ('referrer', a.referrer_host)) AS d (dimension, value)
    WHERE d.value IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION analytics_cohort(e waitlist_entries)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
SELECT e.source || '|'
    || CASE WHEN e.confirmed_at IS NOT NULL THEN 'c' ELSE '-' END
    || CASE WHEN e.invited_at IS NOT NULL THEN 'i' ELSE '-' END
    || CASE WHEN e.activated_at IS NOT NULL THEN 'a' ELSE '-' END
    || CASE WHEN e.referred_by IS NOT NULL THEN 'r' ELSE '-' END
    || CASE WHEN synapse_counts_as_referral(e) THEN 'k' ELSE '-' END
$function$
;
CREATE OR REPLACE FUNCTION analytics_day(at timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE
AS $function$
SELECT (at AT TIME ZONE 'UTC')::date
$function$
;
CREATE OR REPLACE FUNCTION analytics_entries_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(n.created_at), 'cohort', analytics_cohort(n), synapse_counter_slot(),
           count(*)
    FROM added AS n GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION analytics_entries_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT moves.day, 'cohort', moves.value, synapse_counter_slot(), sum(moves.delta)
    FROM before_rows AS b JOIN after_rows AS a USING (id),
         LATERAL (VALUES (analytics_day(b.created_at), analytics_cohort(b), -1),
                         (analytics_day(a.created_at), analytics_cohort(a), 1))
           AS moves (day, value, delta)
    WHERE analytics_cohort(b) <> analytics_cohort(a) OR b.created_at <> a.created_at
    GROUP BY moves.day, moves.value HAVING sum(moves.delta) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION analytics_entries_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(o.created_at), 'cohort', analytics_cohort(o), synapse_counter_slot(),
           -count(*)
    FROM removed AS o GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION analytics_entry_leaving()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(OLD.created_at), d.dimension, d.value, synapse_counter_slot(), -1
    FROM (
      SELECT v.dimension, v.value
      FROM entry_attributions AS a,
           LATERAL (VALUES ('utmSource', a.utm_source), ('utmCampaign', a.utm_campaign),
                           ('referrer', a.referrer_host)) AS v (dimension, value)
      WHERE a.entry_id = OLD.id
      UNION ALL
      SELECT 'event', l.event FROM booth_leads AS l WHERE l.entry_id = OLD.id
    ) AS d
    WHERE d.value IS NOT NULL ORDER BY 2, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN OLD;
END
$function$
;
CREATE OR REPLACE FUNCTION analytics_leads_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(e.created_at), 'event', l.event, synapse_counter_slot(), count(*)
    FROM added AS l JOIN waitlist_entries AS e ON e.id = l.entry_id
    GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION synapse_counter_slot()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
END
$function$
;
CREATE OR REPLACE FUNCTION synapse_counts_as_referral(e waitlist_entries)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$
SELECT e.referred_by IS NOT NULL AND e.referral_flag IS NULL AND e.held_reason IS NULL
   AND e.status <> 'waiting'
$function$
;
CREATE OR REPLACE FUNCTION synapse_entry_touched()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END
$function$
;
CREATE OR REPLACE FUNCTION synapse_line_blocks_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO line_blocks AS b (status, block, shard, entries)
      SELECT synapse_line_status(n), (n.position - n.referral_bonus) >> 10,
             synapse_counter_slot(), count(*)
      FROM new_rows AS n WHERE synapse_line_status(n) IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (status, block, shard) DO UPDATE SET entries = b.entries + excluded.entries;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO line_blocks AS b (status, block, shard, entries)
      SELECT synapse_line_status(o), (o.position - o.referral_bonus) >> 10,
             synapse_counter_slot(), -count(*)
      FROM old_rows AS o WHERE synapse_line_status(o) IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (status, block, shard) DO UPDATE SET entries = b.entries + excluded.entries;
  ELSE
    INSERT INTO line_blocks AS b (status, block, shard, entries)
      SELECT status, block, synapse_counter_slot(), sum(delta) FROM (
        SELECT synapse_line_status(o) AS status, (o.position - o.referral_bonus) >> 10 AS block,
               -1 AS delta FROM old_rows AS o
        UNION ALL
        SELECT synapse_line_status(n), (n.position - n.referral_bonus) >> 10, 1 FROM new_rows AS n
      ) AS moved
      WHERE status IS NOT NULL GROUP BY status, block HAVING sum(delta) <> 0
      ON CONFLICT (status, block, shard) DO UPDATE SET entries = b.entries + excluded.entries;
  END IF;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION synapse_line_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE line_count_shards AS c SET entries = c.entries - d.n
    FROM (SELECT synapse_line_status(o) AS status, count(*) AS n FROM old_rows AS o GROUP BY 1) AS d
    WHERE c.status = d.status AND c.shard = synapse_counter_slot();
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE line_count_shards AS c SET entries = c.entries + d.n
    FROM (SELECT synapse_line_status(n) AS status, count(*) AS n FROM new_rows AS n GROUP BY 1) AS d
    WHERE c.status = d.status AND c.shard = synapse_counter_slot();
  END IF;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION synapse_line_status(e waitlist_entries)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
SELECT CASE WHEN e.unsubscribed_at IS NULL AND e.held_reason IS NULL
             AND e.status IN ('waiting', 'confirmed') THEN e.status END
$function$
;
CREATE OR REPLACE FUNCTION synapse_mailbox(p_email text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
DECLARE
  address constant text := lower(trim(p_email));
  domain text;
  name text;
  tag integer;
BEGIN
  IF strpos(address, '@') = 0 THEN
    RETURN address;
  END IF;
  domain := split_part(address, '@', -1);
  name := left(address, -1 - length(domain));
  tag := strpos(substr(name, 2), '+'); -- from the second character: a leading "+" is the name
  IF tag > 0 THEN
    name := left(name, tag);
  END IF;
  IF domain IN ('gmail.com', 'googlemail.com') THEN
    RETURN replace(name, '.', '') || '@gmail.com';
  END IF;
  RETURN name || '@' || domain;
END
$function$
;
CREATE OR REPLACE FUNCTION synapse_referral_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  counted_before boolean := TG_OP <> 'INSERT' AND synapse_counts_as_referral(OLD);
  counted_after boolean := TG_OP <> 'DELETE' AND synapse_counts_as_referral(NEW);
BEGIN
  IF counted_before AND NOT counted_after THEN
    UPDATE waitlist_entries
      SET referral_count = referral_count - 1,
          referral_bonus = (referral_count - 1) * (SELECT boost FROM referral_settings)
                           + CASE WHEN moved_to_front THEN 1099511627776 ELSE 0 END
      WHERE id = OLD.referred_by;
  ELSIF counted_after AND NOT counted_before THEN
    UPDATE waitlist_entries
      SET referral_count = referral_count + 1,
          referral_bonus = (referral_count + 1) * (SELECT boost FROM referral_settings)
                           + CASE WHEN moved_to_front THEN 1099511627776 ELSE 0 END
      WHERE id = NEW.referred_by;
  END IF;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION synapse_referral_code()
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  a constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  b constant bytea := uuid_send(gen_random_uuid());
BEGIN
  RETURN substr(a, 1 + get_byte(b, 0) % 31, 1) || substr(a, 1 + get_byte(b, 1) % 31, 1) ||
         substr(a, 1 + get_byte(b, 2) % 31, 1) || substr(a, 1 + get_byte(b, 3) % 31, 1) ||
         substr(a, 1 + get_byte(b, 4) % 31, 1) || substr(a, 1 + get_byte(b, 5) % 31, 1) ||
         substr(a, 1 + get_byte(b, 10) % 31, 1) || substr(a, 1 + get_byte(b, 11) % 31, 1) ||
         substr(a, 1 + get_byte(b, 12) % 31, 1) || substr(a, 1 + get_byte(b, 13) % 31, 1);
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_address_matches(p_local_backwards text, p_needle text, p_cap integer)
 RETURNS SETOF bigint
 LANGUAGE plpgsql
 STABLE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_counter_names(p_source text, p_created_at timestamp with time zone, p_status text)
 RETURNS text[]
 LANGUAGE sql
 STABLE
AS $function$
SELECT ARRAY['source:' || p_source,
             'day:' || to_char(p_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
             'status:' || p_status]
$function$
;
CREATE OR REPLACE FUNCTION waitlist_counters_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO waitlist_counters AS c (name, shard, entries)
    SELECT name, synapse_counter_slot(), count(*)
    FROM added, unnest(waitlist_counter_names(added.source, added.created_at, added.status)) AS name
    GROUP BY name ORDER BY name
  ON CONFLICT (name, shard) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_counters_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO waitlist_counters AS c (name, shard, entries)
    SELECT moves.name, synapse_counter_slot(), sum(moves.delta)
    FROM before_rows JOIN after_rows USING (id),
         LATERAL (VALUES ('status:' || before_rows.status, -1),
                         ('status:' || after_rows.status, 1)) AS moves (name, delta)
    WHERE before_rows.status <> after_rows.status
    GROUP BY moves.name ORDER BY moves.name
  ON CONFLICT (name, shard) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_counters_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO waitlist_counters AS c (name, shard, entries)
    SELECT name, synapse_counter_slot(), -count(*)
    FROM removed,
         unnest(waitlist_counter_names(removed.source, removed.created_at, removed.status)) AS name
    GROUP BY name ORDER BY name
  ON CONFLICT (name, shard) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_entries_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE waitlist_count_shards SET entries = entries + (SELECT count(*) FROM added)
  WHERE shard = synapse_counter_slot();
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_entries_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE waitlist_count_shards SET entries = entries - (SELECT count(*) FROM removed)
  WHERE shard = synapse_counter_slot();
  RETURN NULL;
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_join(p_first_name text, p_last_name text, p_email text, p_company text, p_has_consented boolean, p_created_at timestamp with time zone, p_source text)
 RETURNS TABLE(id bigint, first_name text, last_name text, email text, company text, has_consented boolean, "position" bigint, created_at timestamp with time zone, source text, inserted boolean)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('synapse-join:' || synapse_mailbox(p_email)));
  RETURN QUERY
    SELECT e.id, e.first_name, e.last_name, e.email, e.company, e.has_consented, e.position,
           e.created_at, e.source, false
    FROM waitlist_entries AS e WHERE e.mailbox = synapse_mailbox(p_email)
    ORDER BY e.position LIMIT 1;
  IF FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY
    INSERT INTO waitlist_entries AS e
      (first_name, last_name, email, company, has_consented, position, created_at, source)
    VALUES (p_first_name, p_last_name, trim(p_email), p_company, p_has_consented,
            nextval('waitlist_position_seq'), p_created_at, p_source)
    ON CONFLICT (mailbox, mailbox_twin) DO NOTHING
    RETURNING e.id, e.first_name, e.last_name, e.email, e.company, e.has_consented, e.position,
              e.created_at, e.source, true;
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_join_batch(p_first_names text[], p_last_names text[], p_emails text[], p_companies text[], p_has_consented boolean[], p_created_at timestamp with time zone[], p_sources text[], p_statuses text[], p_confirmed_at timestamp with time zone[], p_consent_versions text[], p_consent_at timestamp with time zone[], p_link_sent_at timestamp with time zone[], p_refs text[], p_held_reasons text[], p_network_hashes text[])
 RETURNS TABLE(ord bigint, id bigint, first_name text, last_name text, email text, company text, has_consented boolean, "position" bigint, created_at timestamp with time zone, source text, status text, confirmed_at timestamp with time zone, invited_at timestamp with time zone, activated_at timestamp with time zone, referral_code text, consent_version text, consent_at timestamp with time zone, unsubscribed_at timestamp with time zone, link_sent_at timestamp with time zone, referred_by bigint, referral_count integer, held_reason text, referral_flag text, network_hash text, inserted boolean)
 LANGUAGE plpgsql
AS $function$
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
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_local_part_matches(p_prefix text, p_needle text, p_tail text, p_cap integer, p_rare_tail integer)
 RETURNS SETOF bigint
 LANGUAGE plpgsql
AS $function$
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
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_local_part_union(p_prefix text, p_needle text, p_tail text, p_cap integer)
 RETURNS SETOF bigint
 LANGUAGE sql
 STABLE
AS $function$
SELECT position FROM waitlist_entries
WHERE lower(email) COLLATE "C" LIKE lower(p_prefix) AND strpos(search_text, lower(p_needle)) > 0
UNION ALL
SELECT position FROM waitlist_entries
WHERE search_text LIKE lower(p_tail) AND strpos(search_text, lower(p_needle)) > 0
  AND lower(email) COLLATE "C" NOT LIKE lower(p_prefix)
LIMIT p_cap
$function$
;
CREATE OR REPLACE FUNCTION waitlist_match_positions(p_pattern text, p_cap integer)
 RETURNS SETOF bigint
 LANGUAGE plpgsql
AS $function$
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
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_newest_matches(p_pattern text, p_offset integer, p_limit integer, p_newest bigint DEFAULT NULL::bigint)
 RETURNS SETOF bigint
 LANGUAGE plpgsql
AS $function$
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
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_prefix_end(p_prefix text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE STRICT
AS $function$
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
END
$function$
;
CREATE OR REPLACE FUNCTION waitlist_start_matches(p_start text, p_needle text, p_tail_pattern text, p_cap integer, p_rare_tail integer)
 RETURNS SETOF bigint
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END
$function$
;

-- triggers

CREATE TRIGGER analytics_leads_added AFTER INSERT ON booth_leads REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_added();
CREATE TRIGGER analytics_attributions_added AFTER INSERT ON entry_attributions REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_attributions_added();
CREATE TRIGGER analytics_entries_added AFTER INSERT ON waitlist_entries REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_entries_added();
CREATE TRIGGER analytics_entries_changed AFTER UPDATE ON waitlist_entries REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_entries_changed();
CREATE TRIGGER analytics_entries_removed AFTER DELETE ON waitlist_entries REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION analytics_entries_removed();
CREATE TRIGGER analytics_entry_leaving BEFORE DELETE ON waitlist_entries FOR EACH ROW EXECUTE FUNCTION analytics_entry_leaving();
CREATE TRIGGER waitlist_counters_added AFTER INSERT ON waitlist_entries REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_added();
CREATE TRIGGER waitlist_counters_changed AFTER UPDATE ON waitlist_entries REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_changed();
CREATE TRIGGER waitlist_counters_removed AFTER DELETE ON waitlist_entries REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_removed();
CREATE TRIGGER waitlist_entries_added AFTER INSERT ON waitlist_entries REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION waitlist_entries_added();
CREATE TRIGGER waitlist_entries_blocks_delete AFTER DELETE ON waitlist_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_blocks_changed();
CREATE TRIGGER waitlist_entries_blocks_insert AFTER INSERT ON waitlist_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_blocks_changed();
CREATE TRIGGER waitlist_entries_blocks_update AFTER UPDATE ON waitlist_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_blocks_changed();
CREATE TRIGGER waitlist_entries_line_delete AFTER DELETE ON waitlist_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_changed();
CREATE TRIGGER waitlist_entries_line_insert AFTER INSERT ON waitlist_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_changed();
CREATE TRIGGER waitlist_entries_line_update AFTER UPDATE ON waitlist_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION synapse_line_changed();
CREATE TRIGGER waitlist_entries_referral_added AFTER INSERT ON waitlist_entries FOR EACH ROW WHEN ((new.referred_by IS NOT NULL)) EXECUTE FUNCTION synapse_referral_changed();
CREATE TRIGGER waitlist_entries_referral_removed AFTER DELETE ON waitlist_entries FOR EACH ROW WHEN ((old.referred_by IS NOT NULL)) EXECUTE FUNCTION synapse_referral_changed();
CREATE TRIGGER waitlist_entries_referral_updated AFTER UPDATE OF status, held_reason, referral_flag, referred_by ON waitlist_entries FOR EACH ROW WHEN (((old.referred_by IS NOT NULL) OR (new.referred_by IS NOT NULL))) EXECUTE FUNCTION synapse_referral_changed();
CREATE TRIGGER waitlist_entries_removed AFTER DELETE ON waitlist_entries REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION waitlist_entries_removed();
CREATE TRIGGER waitlist_entries_touched BEFORE UPDATE ON waitlist_entries FOR EACH ROW EXECUTE FUNCTION synapse_entry_touched();
