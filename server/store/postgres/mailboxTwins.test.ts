import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntry } from '../../testing/fixtures.js';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { migrate, readMigrations } from './migrate.js';
import { PostgresStore } from '../assembly/postgresStore.js';

/** The last migration before the canonical mailbox (issue 24). */
const BEFORE_MAILBOX = 21;

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(() => postgres?.stop());

/**
 * A database as the build before migration 22 left it: one inbox could be several entries. The
 * upgrade keeps every entry, the first answers for the inbox, and the admin sees them listed.
 */
async function olderDatabase(emails: string[]): Promise<string> {
  const url = await postgres.createDatabase({ empty: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(client, (await readMigrations()).slice(0, BEFORE_MAILBOX));
    await client.query(
      `INSERT INTO waitlist_entries
         (first_name, last_name, email, company, has_consented, position, created_at, source)
       SELECT 'Ada', 'Lovelace', email, '', true, nextval('waitlist_position_seq'),
              '2026-01-05T10:00:00Z'::timestamptz + ord * interval '1 minute', 'form'
       FROM unnest($1::text[]) WITH ORDINALITY AS typed(email, ord) ORDER BY ord`,
      [emails],
    );
  } finally {
    await client.end();
  }
  return url;
}

describe('an older database holding one inbox more than once', () => {
  it('keeps every entry as typed, lists them for the admin, and answers a join with the first', async () => {
    const url = await olderDatabase([
      'x+1@example.com',
      'solo@example.com',
      'a.b@gmail.com',
      'x+2@example.com',
      'ab@googlemail.com',
      'X@example.com',
    ]);
    const store = await PostgresStore.open({ databaseUrl: url });
    try {
      expect(await store.count()).toBe(6);
      const shared = await store.listSharedMailboxes(0, 10);
      expect(shared.total).toBe(2);
      expect(
        shared.groups.map((group) => [group.mailbox, group.entries.map((entry) => entry.email)]),
      ).toEqual([
        ['x@example.com', ['x+1@example.com', 'x+2@example.com', 'X@example.com']],
        ['ab@gmail.com', ['a.b@gmail.com', 'ab@googlemail.com']],
      ]);
      expect((await store.listSharedMailboxes(1, 10)).groups.map((group) => group.mailbox)).toEqual(
        ['ab@gmail.com'],
      );

      const again = await store.join(newEntry('x+3@example.com'));
      expect(again).toMatchObject({ alreadyOnList: true, entry: { position: 1 } });
      // The inbox's first entry erased: a later one answers, and no third copy is made.
      await store.deleteEntry(again.entry.id);
      const after = await store.join(newEntry('x+4@example.com'));
      expect(after).toMatchObject({ alreadyOnList: true, entry: { email: 'x+2@example.com' } });
      expect(await store.count()).toBe(5);
      expect((await store.join(newEntry('new@example.com'))).entry.position).toBe(7);
    } finally {
      await store.close();
    }
  });
});
