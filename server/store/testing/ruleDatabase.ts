import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { newEntry } from '../../testing/fixtures.js';
import type { NewEntry } from '../entries/entryTypes.js';
import { PostgresStore } from '../assembly/postgresStore.js';

/**
 * Where a rule's SQL form runs in its shared test (one test per rule feeds the TypeScript and the
 * SQL form the same cases): a migrated PostgreSQL per test, with a clock the test sets.
 */
export interface RuleDatabase {
  store(): PostgresStore;
  /** Runs one statement on the test's database; answers its rows. */
  sql<R extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  /** An entry stored by a join, then given `fields` as stored columns; its outbox emptied. */
  entry(
    email: string,
    fields?: Partial<StoredFields>,
    join?: Partial<NewEntry>,
  ): Promise<WaitlistEntry>;
  setClock(at: Date): void;
}

/** The entry's columns a rule's cases set directly. */
export interface StoredFields {
  status: WaitlistEntry['status'];
  link_sent_at: Date | null;
  unsubscribed_at: Date | null;
  company: string | null;
}

export function ruleDatabase(): RuleDatabase {
  let postgres: TestPostgres | undefined;
  let store: PostgresStore | undefined;
  let clock = new Date('2026-03-10T12:00:00.000Z');
  beforeAll(async () => {
    postgres = await startTestPostgres();
  });
  afterAll(async () => postgres?.stop());
  beforeEach(async () => {
    clock = new Date('2026-03-10T12:00:00.000Z');
    store = await PostgresStore.open({
      databaseUrl: await postgres!.createDatabase(),
      now: () => new Date(clock),
    });
  });
  afterEach(async () => store?.close());
  const sql = async <R extends Record<string, unknown>>(text: string, values?: unknown[]) =>
    (await store!.pool.query<R>(text, values)).rows;
  return {
    store: () => store!,
    sql,
    setClock: (at) => {
      clock = at;
    },
    async entry(email, fields = {}, join = {}) {
      const { entry } = await store!.join(newEntry(email, join));
      for (const [column, value] of Object.entries(fields)) {
        // Column names come from StoredFields, never from input.
        await sql(`UPDATE waitlist_entries SET ${column} = $2 WHERE id = $1`, [entry.id, value]);
      }
      await sql('DELETE FROM outbox');
      return (await store!.findEntry(entry.id))!;
    },
  };
}
