-- Issue 14: the line's size per block of 1,024 scores (score = position - referral bonus),
-- per status, in a few shards per block so that concurrent batches rarely wait on one row. A
-- place is then the blocks before the entry's (a few thousand counter rows at a million entries)
-- plus a count inside its own block (at most about 1,024 index entries): the line is never walked,
-- and a page deep in the line starts from its block. Kept by statement triggers from the same
-- transition tables as migration 13's line counters.

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
