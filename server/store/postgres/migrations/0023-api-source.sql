-- Issue 24: an entry sent with an API key has the source "api" (a booth's key, scope entries:sync,
-- keeps the source the booth recorded). Migration 1's check on the source admits it. The stats'
-- counters (migration 6) are named by source, so "source:api" needs nothing more.

ALTER TABLE waitlist_entries DROP CONSTRAINT waitlist_entries_source_check;
ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_source_check
  CHECK (source IN ('form', 'terminal', 'kiosk', 'api'));
