import type pg from 'pg';
import { timedCommit } from '../commitTiming.js';
import { OUTBOX_HISTORY_MAX, type AttemptResult } from './loopTypes.js';
import { GroupCommit } from '../postgres/groupCommit.js';
import { guarded } from '../postgres/pool.js';
import { inTransaction } from '../postgres/transaction.js';
import { attemptOf } from './outboxAttempt.js';

/** One delivery attempt to record: the message and how it went. */
export interface Attempt {
  id: number;
  result: AttemptResult;
}

/**
 * Every attempt of a batch in one UPDATE (one transaction, one round trip), as a sender that
 * delivers many messages at once reports them: the same change recordAttempt made one by one.
 */
const RECORD_ATTEMPTS_SQL = `
  UPDATE outbox AS o SET
    attempts = o.attempts + 1,
    history = (SELECT COALESCE(jsonb_agg(item ORDER BY ord), '[]'::jsonb) FROM (
      SELECT item, ord FROM jsonb_array_elements(o.history || jsonb_build_array(a.entry))
        WITH ORDINALITY AS h (item, ord)
      ORDER BY ord DESC LIMIT ${OUTBOX_HISTORY_MAX}) AS latest),
    last_error = COALESCE(a.error, o.last_error),
    status = a.status,
    next_attempt_at = a.next_attempt_at,
    sent_at = CASE WHEN a.status = 'sent' THEN a.at ELSE o.sent_at END
  FROM unnest($1::bigint[], $2::jsonb[], $3::text[], $4::text[], $5::timestamptz[],
              $6::timestamptz[]) AS a (id, entry, error, status, next_attempt_at, at)
  WHERE o.id = a.id AND o.status <> 'sent'`;

function attemptValues(attempts: readonly Attempt[]): unknown[][] {
  const columns: unknown[][] = [[], [], [], [], [], []];
  for (const { id, result } of attempts) {
    const error = result.sent ? null : result.error;
    const status = result.sent ? 'sent' : result.nextAttemptAt ? 'pending' : 'parked';
    columns[0]!.push(id);
    columns[1]!.push(JSON.stringify(attemptOf(result.at.toISOString(), error, result.code)));
    columns[2]!.push(error);
    columns[3]!.push(status);
    columns[4]!.push(result.sent ? null : result.nextAttemptAt);
    columns[5]!.push(result.at);
  }
  return columns;
}

/**
 * Splits a batch into rounds in which every message appears once (an UPDATE changes a row once
 * however many of its input rows match), keeping each message's attempts in their order.
 */
export function roundsOfDistinctIds(attempts: readonly Attempt[]): Attempt[][] {
  const rounds: Attempt[][] = [];
  const seen = new Map<number, number>();
  for (const attempt of attempts) {
    const round = seen.get(attempt.id) ?? 0;
    seen.set(attempt.id, round + 1);
    (rounds[round] ??= []).push(attempt);
  }
  return rounds;
}

/**
 * Attempts reported together are recorded together (group commit): one statement, or one
 * transaction when a message has several attempts in the batch. Each caller waits for its own.
 */
export function attemptRecorder(pool: pg.Pool): GroupCommit<Attempt, void> {
  const statement = (round: readonly Attempt[]) => ({
    name: 'outbox_record_attempts',
    text: RECORD_ATTEMPTS_SQL,
    values: attemptValues(round),
  });
  return new GroupCommit<Attempt, void>({
    async run(attempts) {
      const rounds = roundsOfDistinctIds(attempts);
      if (rounds.length === 1) {
        const only = statement(rounds[0]!);
        await timedCommit('postgres', 'outbox_attempts', () => guarded(() => pool.query(only)));
      } else {
        await inTransaction(
          pool,
          async (client) => {
            for (const round of rounds) await client.query(statement(round));
          },
          'outbox_attempts',
        );
      }
      return attempts.map(() => undefined);
    },
  });
}
