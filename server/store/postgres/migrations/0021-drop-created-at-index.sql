-- Issue 18: migration 1's index on the join time serves no query any more (stats by day come
-- from migration 6's counters, the list's "joined" order is the position), yet every join wrote it.

DROP INDEX IF EXISTS waitlist_entries_created_at;
