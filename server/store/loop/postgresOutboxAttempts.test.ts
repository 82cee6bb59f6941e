import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { OUTBOX_HISTORY_MAX } from './loopTypes.js';
import { roundsOfDistinctIds } from './postgresOutboxAttempts.js';
import { PostgresStore } from '../assembly/postgresStore.js';

/** Delivery attempts reported in a burst: recorded in few statements, each as if alone. */

const AT = new Date('2026-11-23T12:00:00Z');
const LATER = new Date('2026-11-23T12:05:00Z');
let postgres: TestPostgres;
let store: PostgresStore;
let sql: pg.Client;

beforeAll(async () => {
  postgres = await startTestPostgres();
  const url = await postgres.createDatabase({ database: true });
  store = await PostgresStore.open({ databaseUrl: url });
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await store?.close();
  await postgres?.stop();
});

async function addMessages(count: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO outbox (kind, recipient, payload, created_at, next_attempt_at)
     SELECT 'confirm', 'm' || i || '@example.com', '{}', $1, $1 FROM generate_series(1, $2) AS i
     RETURNING id`,
    [AT, count],
  );
  return rows.map((row) => Number(row.id));
}

async function message(id: number) {
  const { rows } = await sql.query(
    `SELECT status, attempts, history, last_error, next_attempt_at, sent_at FROM outbox WHERE id = $1`,
    [id],
  );
  return rows[0];
}

describe('recording delivery attempts on PostgreSQL', () => {
  it('records 120 attempts reported together in far fewer statements, each as if alone', async () => {
    const ids = await addMessages(120);
    const before = store['loop'].attempts.batches;
    await Promise.all(
      ids.map((id, index) =>
        index % 3 === 0
          ? store.recordAttempt(id, { sent: true, at: LATER })
          : store.recordAttempt(id, {
              sent: false,
              at: LATER,
              error: `refused ${index}`,
              nextAttemptAt: index % 3 === 1 ? new Date('2026-11-23T13:00:00Z') : null,
            }),
      ),
    );
    expect(store['loop'].attempts.batches - before).toBeLessThanOrEqual(12);
    const history = (error: string | null) => [{ at: LATER.toISOString(), error }];
    expect(await message(ids[0]!)).toMatchObject({
      status: 'sent',
      attempts: 1,
      history: history(null),
      last_error: null,
      next_attempt_at: null,
      sent_at: LATER,
    });
    expect(await message(ids[1]!)).toMatchObject({
      status: 'pending',
      attempts: 1,
      history: history('refused 1'),
      last_error: 'refused 1',
      next_attempt_at: new Date('2026-11-23T13:00:00Z'),
      sent_at: null,
    });
    expect(await message(ids[2]!)).toMatchObject({
      status: 'parked',
      attempts: 1,
      last_error: 'refused 2',
      next_attempt_at: null,
    });
  });

  it('keeps every attempt of one message reported in the same burst, in order, the history capped', async () => {
    const [id] = await addMessages(1);
    const attempts = OUTBOX_HISTORY_MAX + 3;
    await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        store.recordAttempt(id!, {
          sent: false,
          at: new Date(AT.getTime() + index * 1000),
          error: `try ${index}`,
          nextAttemptAt: LATER,
        }),
      ),
    );
    const stored = await message(id!);
    expect(stored.attempts).toBe(attempts);
    expect(stored.history).toHaveLength(OUTBOX_HISTORY_MAX);
    expect(stored.history.at(-1).error).toBe(`try ${attempts - 1}`);
    expect(stored.history[0].error).toBe(`try ${attempts - OUTBOX_HISTORY_MAX}`);
    // A sent message is not changed by a late attempt.
    await store.recordAttempt(id!, { sent: true, at: LATER });
    await store.recordAttempt(id!, { sent: false, at: LATER, error: 'late', nextAttemptAt: null });
    expect(await message(id!)).toMatchObject({ status: 'sent', attempts: attempts + 1 });
  });

  it('splits a batch into rounds of distinct messages, each message in its order', () => {
    const attempt = (id: number, error: string) => ({
      id,
      result: { sent: false as const, at: AT, error, nextAttemptAt: null },
    });
    const rounds = roundsOfDistinctIds([attempt(1, 'a'), attempt(2, 'b'), attempt(1, 'c')]);
    expect(
      rounds.map((round) => round.map((item) => (item.result.sent ? null : item.result.error))),
    ).toEqual([['a', 'b'], ['c']]);
  });
});
