-- The line's status, PostgreSQL's form (the TypeScript form: server/loop/placeInLine.ts
-- lineStatus()): an entry stands in line as 'waiting' or 'confirmed' while it is subscribed and not
-- held, else it has no line status (NULL). The line's counters and index follow it (migrations 13,
-- 14 and 18; IN_LINE in postgresLoop.ts states it again for the planner). lineStatus.rule.test.ts
-- feeds the forms the same entries.
--
-- Current text, left by migration 13 (0013-referrals.sql), which stays as it ran; a
-- change is a new migration that replaces the function with this file's text (ruleSql.test.ts).

CREATE OR REPLACE FUNCTION synapse_line_status(e waitlist_entries) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN e.unsubscribed_at IS NULL AND e.held_reason IS NULL
               AND e.status IN ('waiting', 'confirmed') THEN e.status END
$$;
