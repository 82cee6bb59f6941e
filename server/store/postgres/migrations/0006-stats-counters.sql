-- The admin stats from counters kept by statement triggers, in the same transaction as the
-- entries they count: one row per name (source:form, day:2026-11-23, ...) and shard, the shard
-- chosen like migration 2's so that concurrent writers rarely wait on one row.

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
