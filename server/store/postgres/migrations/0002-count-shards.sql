-- The waitlist count kept in 16 counter rows by statement triggers, so GET /api/waitlist/count
-- reads 16 rows instead of counting the list, and concurrent joins rarely touch the same row.

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
