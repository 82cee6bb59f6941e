-- Issue 18: migration 6's counters also per lifecycle status (status:waiting, ...), kept by
-- the insert and delete triggers and by one for updates that move entries between statuses, so
-- the admin's status filter counts its matches without counting rows.

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
