import { BATCH_EXTRA_PARAM, type JoinBatchWrite } from './joinBatch.js';

/** The batch's time, the first of its extra values. */
const NOW = `$${BATCH_EXTRA_PARAM}::timestamptz`;

/** A repeated join re-sends its link at most this often (DECISIONS "The waitlist loop"). */
export const RELINK_INTERVAL = "interval '10 minutes'";

/**
 * The messages a batch of joins enqueues, in the batch's own statement (so they commit with the
 * entries or not at all): a confirmation for each new entry that waits for one, and for a
 * repeated join its link again (the confirmation, or the status page once confirmed), at most
 * every 10 minutes. NOW is the batch's time. The same rules as server/loop/joinMessages.ts.
 */
export function joinMessageWrites(): JoinBatchWrite[] {
  const message = (template: string) =>
    `'email', %s.id, %s.email, jsonb_build_object('template', ${template}), ${NOW}, ${NOW}`;
  return [
    {
      name: 'confirmations',
      sql: `INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
            SELECT ${message("'confirmation'").replaceAll('%s', 'joined')}
            FROM joined WHERE joined.inserted AND joined.status = 'waiting'`,
    },
    {
      name: 'relinked',
      sql: `UPDATE waitlist_entries AS e SET link_sent_at = ${NOW}, unsubscribed_at = NULL
            FROM (SELECT DISTINCT joined.id FROM joined WHERE NOT joined.inserted) AS again
            WHERE e.id = again.id
              AND (e.link_sent_at IS NULL OR e.link_sent_at <= ${NOW} - ${RELINK_INTERVAL})
            RETURNING e.id, e.email, e.status`,
    },
    {
      name: 'relinks',
      sql: `INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
            SELECT ${message(
              "CASE WHEN relinked.status = 'waiting' THEN 'confirmation' ELSE 'status' END",
            ).replaceAll('%s', 'relinked')}
            FROM relinked`,
    },
  ];
}
