-- Issue 18: a join touches fewer indexes. The source index (stats count by source from
-- migration 6's counters) and migration 8's line index (the line is read through migration 13's
-- line order) serve no query any more. The search index's pending list may hold 32 MB, so a join
-- never merges it in its own transaction: the app merges it every second off the joins' path
-- (server/store/postgres/searchIndexUpkeep.ts). A sender claims only the kinds it delivers
-- (webhooks without SMTP_URL): due messages are found by kind, among thousands of waiting e-mails.

DROP INDEX IF EXISTS outbox_due;
CREATE INDEX outbox_due ON outbox (kind, next_attempt_at) WHERE status = 'pending';
DROP INDEX IF EXISTS waitlist_entries_source;
DROP INDEX IF EXISTS waitlist_entries_line;
ALTER INDEX waitlist_entries_search SET (gin_pending_list_limit = 32768);
