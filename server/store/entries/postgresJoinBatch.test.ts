import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntry } from '../../testing/fixtures.js';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { PostgresStore } from '../assembly/postgresStore.js';

/** Group commit on PostgreSQL: many joins, few transactions, and the same answers as one by one. */

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Transaction ids handed out so far: every committed write draws one, reading this draws one. */
const currentXid = (client: pg.Client) =>
  client
    .query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')
    .then(({ rows }) => Number(rows[0]!.xid));

describe('joins on PostgreSQL, group-committed', () => {
  let url: string;
  let store: PostgresStore;
  beforeAll(async () => {
    url = await postgres.createDatabase({ database: true });
    store = await PostgresStore.open({ databaseUrl: url });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('stores 300 concurrent joins in far fewer transactions, positions 1 to 300 without gaps', async () => {
    const joins = 300;
    const emails = Array.from({ length: joins }, (_, index) => `many${index}@example.com`);
    const [xidBefore, batchesBefore] = await withClient(url, async (client) => [
      await currentXid(client),
      store.joins.batches,
    ]);
    const results = await Promise.all(emails.map((email) => store.join(newEntry(email))));
    const xidAfter = await withClient(url, currentXid);

    expect(results.map((result) => result.entry.email)).toEqual(emails);
    expect(results.every((result) => !result.alreadyOnList)).toBe(true);
    const positions = results.map((result) => result.entry.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(emails.map((_, index) => index + 1));
    // Positions follow the order the joins arrived in.
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const batches = store.joins.batches - batchesBefore;
    expect(batches).toBeLessThanOrEqual(joins / 10);
    // PostgreSQL's own count: the write transactions between the two readings (one is the reading).
    expect(xidAfter - xidBefore - 1).toBeLessThanOrEqual(joins / 10);
    expect(await store.count()).toBe(joins);
  });

  it('answers repeats in one batch and of stored addresses with the existing position, using up none', async () => {
    const before = await store.count();
    const results = await Promise.all([
      store.join(newEntry('twice@example.com')),
      store.join(newEntry('  TWICE@example.com ', { firstName: 'Other' })),
      store.join(newEntry('many7@example.com')),
      store.join(newEntry('fresh@example.com')),
      store.join(newEntry('Twice@Example.com')),
    ]);
    expect(results.map((result) => result.alreadyOnList)).toEqual([false, true, true, false, true]);
    const twice = results[0]!.entry;
    expect(twice.position).toBe(before + 1);
    expect(results[1]!.entry).toEqual(twice);
    expect(results[4]!.entry).toEqual(twice);
    expect(results[2]!.entry.position).toBe(8);
    expect(results[3]!.entry.position).toBe(before + 2);
    expect(await store.count()).toBe(before + 2);

    const next = await store.join(newEntry('next@example.com'));
    expect(next.entry.position).toBe(before + 3);
  });

  it('keeps positions gapless when two stores (two processes) race the same new addresses', async () => {
    const other = await PostgresStore.open({ databaseUrl: url });
    try {
      const before = await store.count();
      const emails = Array.from({ length: 200 }, (_, index) => `race${index}@example.com`);
      const [mine, theirs] = await Promise.all([
        Promise.all(emails.map((email) => store.join(newEntry(email)))),
        Promise.all(emails.map((email) => other.join(newEntry(email.toUpperCase())))),
      ]);
      mine.forEach((result, index) => {
        expect(theirs[index]!.entry.position).toBe(result.entry.position);
        expect(Number(result.alreadyOnList) + Number(theirs[index]!.alreadyOnList)).toBe(1);
      });
      const positions = mine.map((result) => result.entry.position).sort((a, b) => a - b);
      expect(positions).toEqual(emails.map((_, index) => before + index + 1));
      expect(await store.count()).toBe(before + 200);
    } finally {
      await other.close();
    }
  });

  it('answers every join submitted before close, then refuses new ones', async () => {
    const closing = await PostgresStore.open({ databaseUrl: url });
    const pending = ['last1@example.com', 'last2@example.com'].map((email) =>
      closing.join(newEntry(email)),
    );
    const closed = closing.close();
    expect((await Promise.all(pending)).every((result) => !result.alreadyOnList)).toBe(true);
    await closed;
    await expect(closing.join(newEntry('late@example.com'))).rejects.toThrow(
      'temporarily unavailable',
    );
  });
});
