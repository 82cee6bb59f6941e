import { BATCH_EXTRA_PARAM, type JoinBatchWrite } from '../entries/postgresJoinBatch.js';
import type { Query } from '../postgres/readQuery.js';

/** The batch's time, the first of its extra values. */
const NOW = `$${BATCH_EXTRA_PARAM}::timestamptz`;

/** A repeated join re-sends its link at most this often (docs/product.md §16). */
export const RELINK_INTERVAL = "interval '10 minutes'";

/** One outbox e-mail row for each row of `from` (its id, email), with a template expression. */
const emailRow = (from: string, template: string, now: string) =>
  `'email', ${from}.id, ${from}.email, jsonb_build_object('template', ${template}), ${now}, ${now}`;

/**
 * The confirmation for each new entry of `joined` (the batch's rows) that waits for one, at `now`
 * (a timestamptz expression). The TypeScript form of the rule is joinMessages.ts, beside it;
 * joinMessages.rule.test.ts feeds both the same cases.
 */
export function joinConfirmationSql(now: string): string {
  return `INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
          SELECT ${emailRow('joined', "'confirmation'", now)}
          FROM joined WHERE joined.inserted AND joined.status = 'waiting'`;
}

/**
 * What a batch of joins enqueues in its own statement, so it commits with the entries or not at
 * all: the confirmations, at the batch's time.
 */
export function joinMessageWrites(): JoinBatchWrite[] {
  return [{ name: 'confirmations', sql: joinConfirmationSql(NOW) }];
}

/**
 * A repeated join's link again (the confirmation, or the status page once confirmed), at most
 * every 10 minutes, never to an unsubscribed entry (which stays unsubscribed: only the person's
 * own status link subscribes it again): $1 the repeated entries' ids, $2 the batch's time. Its own statement, run only for a batch that had repeats: the join itself changed nothing
 * for them, and an UPDATE in every batch's statement would fire the update triggers of every
 * batch. The row lock and the re-checked condition let one of two racing batches send it.
 */
export const RELINK_STATEMENT = `
  WITH relinked AS (
    UPDATE waitlist_entries AS e SET link_sent_at = $2::timestamptz
    WHERE e.id = ANY($1::bigint[]) AND e.unsubscribed_at IS NULL
      AND (e.link_sent_at IS NULL OR e.link_sent_at <= $2::timestamptz - ${RELINK_INTERVAL})
    RETURNING e.id, e.email, e.status
  )
  INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
  SELECT ${emailRow(
    'relinked',
    "CASE WHEN relinked.status = 'waiting' THEN 'confirmation' ELSE 'status' END",
    '$2::timestamptz',
  )}
  FROM relinked`;

/** Runs RELINK_STATEMENT for a batch's repeated joins (`ids`) at the batch's time. */
export async function relinkRepeatedJoins(query: Query, ids: number[], now: Date): Promise<void> {
  await query({ name: 'join_relinks', text: RELINK_STATEMENT, values: [ids, now] });
}
