import type { Query } from '../postgres/readQuery.js';
import { deletedEventPayload } from '../sync/postgresWebhookWrites.js';

/**
 * Deletes an entry and, in the same statement, enqueues entry.deleted for every enabled endpoint
 * that chose it (its payload: sync/postgresWebhookWrites.ts), tied to no entry (the cascade
 * erases the entry's own messages). Every part sees the entry as it was before the delete.
 */
const DELETE_ENTRY_SQL = `
  WITH gone AS (
    DELETE FROM waitlist_entries WHERE id = $1 RETURNING id, position, source
  ), first_ref AS (
    SELECT external_id FROM entry_external_ids WHERE entry_id = $1 ORDER BY seq LIMIT 1
  ), queued AS (
    INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
    SELECT 'webhook', NULL, w.url,
           ${deletedEventPayload('gone', '(SELECT external_id FROM first_ref)', 'w', '$2::timestamptz')},
           $2, $2
    FROM gone JOIN webhook_endpoints AS w ON w.enabled AND 'entry.deleted' = ANY (w.events)
    ORDER BY w.id
  )
  SELECT id FROM gone`;

export async function deleteEntry(query: Query, id: number, now: Date): Promise<boolean> {
  const rows = await query(DELETE_ENTRY_SQL, [id, now]);
  return rows.length === 1;
}
