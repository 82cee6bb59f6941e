import type pg from 'pg';
import type { OutboxKind, OutboxStatus } from '../../../src/shared/index.js';
import type { OutboxAttempt, OutboxDraft, OutboxMessage } from './loopTypes.js';

export const OUTBOX_COLUMNS =
  'id, kind, entry_id, recipient, payload, status, attempts, history, last_error, ' +
  'next_attempt_at, created_at, sent_at';

export interface OutboxRow {
  id: number;
  kind: OutboxKind;
  entry_id: number | null;
  recipient: string;
  payload: Record<string, unknown>;
  status: OutboxStatus;
  attempts: number;
  history: OutboxAttempt[];
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  sent_at: Date | null;
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    entryId: row.entry_id,
    to: row.recipient,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    history: row.history,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

/**
 * Enqueues messages inside the caller's transaction (the one holding the change that causes
 * them), all in one statement: they commit with the change or not at all. Due at once.
 */
export async function enqueueMessages(
  client: pg.ClientBase,
  drafts: readonly OutboxDraft[],
  now: Date,
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
     SELECT d.kind, d.entry_id, d.recipient, d.payload, $5, $5
     FROM unnest($1::text[], $2::bigint[], $3::text[], $4::jsonb[])
       WITH ORDINALITY AS d (kind, entry_id, recipient, payload, ord)
     ORDER BY d.ord
     RETURNING id`,
    [
      drafts.map((draft) => draft.kind),
      drafts.map((draft) => draft.entryId),
      drafts.map((draft) => draft.to),
      drafts.map((draft) => JSON.stringify(draft.payload)),
      now,
    ],
  );
  return rows.map((row) => row.id);
}
