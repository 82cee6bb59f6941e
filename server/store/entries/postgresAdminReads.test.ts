import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntry } from '../../testing/fixtures.js';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { EXACT_MATCH_LIMIT, roundEstimate } from './postgresAdminReads.js';
import { PostgresStore } from '../assembly/postgresStore.js';

/** The admin's reads on PostgreSQL: counters that agree with a count of the rows, estimated searches. */

const NOW = new Date('2026-11-23T12:00:00Z');
let postgres: TestPostgres;
let url: string;
let store: PostgresStore;
let sql: pg.Client;

beforeAll(async () => {
  postgres = await startTestPostgres();
  url = await postgres.createDatabase({ database: true });
  store = await PostgresStore.open({ databaseUrl: url, now: () => NOW });
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await store?.close();
  await postgres?.stop();
});

/** `count` entries straight into the table (as db:import or a bulk load would), `days` days ago. */
async function insertRows(prefix: string, count: number, source: string, daysAgo: number) {
  await sql.query(
    `INSERT INTO waitlist_entries
       (first_name, last_name, email, company, has_consented, position, created_at, source)
     SELECT 'Grace', 'Hopper', $1 || i || '@example.com', 'Initech', true,
            nextval('waitlist_position_seq'), $2::timestamptz - make_interval(days => $3), $4
     FROM generate_series(1, $5::integer) AS i`,
    [prefix, NOW.toISOString(), daysAgo, source, count],
  );
}

/** The stats as a full scan of the list would answer them. */
async function scannedStats() {
  const { rows } = await sql.query<{ source: string; day: string; count: number }>(
    `SELECT source, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            count(*)::integer AS count FROM waitlist_entries GROUP BY 1, 2`,
  );
  const bySource: Record<string, number> = { form: 0, terminal: 0, kiosk: 0, api: 0 };
  const perDay = new Map<string, number>();
  for (const row of rows) {
    bySource[row.source]! += row.count;
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
  }
  return { bySource, perDay };
}

describe('admin reads on PostgreSQL', () => {
  it('answers stats from counters that agree with the rows through joins, bulk inserts and deletes', async () => {
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        store.join(newEntry(`${name}@example.com`, { source: 'kiosk' })),
      ),
    );
    await store.join(newEntry('terminal@example.com', { source: 'terminal' }));
    await insertRows('old-', 40, 'form', 3);
    await insertRows('older-', 7, 'terminal', 400);
    const { entries } = await store.listEntries({ search: 'old-', offset: 0, limit: 5 });
    for (const entry of entries) expect(await store.deleteEntry(entry.id)).toBe(true);

    const stats = await store.stats();
    const scanned = await scannedStats();
    expect(stats.bySource).toEqual(scanned.bySource);
    expect(stats.bySource).toEqual({ form: 35, terminal: 8, kiosk: 3, api: 0 });
    expect(stats.total).toBe(46);
    for (const { day, count } of stats.perDay) expect(count).toBe(scanned.perDay.get(day) ?? 0);
    expect(stats.perDay.at(-1)).toEqual({ day: '2026-11-23', count: 4 });
    expect(stats.perDay.at(-4)).toEqual({ day: '2026-11-20', count: 35 });
  });

  it('counts matches exactly up to the limit and estimates past it, flagged as an estimate', async () => {
    await insertRows('broad-', EXACT_MATCH_LIMIT * 3, 'form', 1);
    const exact = await store.listEntries({ search: 'OLD-', offset: 0, limit: 10 });
    expect(exact.matching).toBe(35);
    expect(exact.estimated).toBeUndefined();
    expect(exact.entries).toHaveLength(10);
    const rest = await store.listEntries({ search: 'old-', offset: 30, limit: 10 });
    expect(rest.entries).toHaveLength(5);
    const pages = [...exact.entries, ...rest.entries].map((entry) => entry.position);
    expect(pages).toEqual([...pages].sort((a, b) => b - a));

    const total = await store.count();
    const broad = await store.listEntries({ search: 'broad-', offset: 0, limit: 50 });
    expect(broad.estimated).toBe(true);
    expect(broad.total).toBe(total);
    expect(broad.matching).toBeGreaterThan(EXACT_MATCH_LIMIT);
    expect(broad.matching).toBeLessThanOrEqual(total);
    // Newest first, from the position index: the last rows inserted.
    const positions = broad.entries.map((entry) => entry.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(positions[0]).toBe(total + 5);
  });

  it('pages a rarer search past the limit newest first, from a short walk of the newest entries', async () => {
    await insertRows('filler-', 30_000, 'form', 2);
    // filler-11, -110 to -119, -1100 to -1199, -11000 to -11999: 1,111 of about 31,500.
    const page = await store.listEntries({ search: 'filler-11', offset: 0, limit: 50 });
    expect(page.estimated).toBe(true);
    expect(page.entries[0]!.email).toBe('filler-11999@example.com');
    expect(page.entries.map((entry) => entry.email)).toEqual(
      Array.from({ length: 50 }, (_, index) => `filler-${11_999 - index}@example.com`),
    );
  });

  it('answers the same page once newer sign-ups hold none of the matches (walk, then sort)', async () => {
    const expected = Array.from(
      { length: 50 },
      (_, index) => `filler-${11_999 - index}@example.com`,
    );
    // The newest 20,000 entries are now these: the short walk finds no page, the sort does.
    await insertRows('later-', 25_000, 'form', 0);
    const page = await store.listEntries({ search: 'filler-11', offset: 0, limit: 50 });
    expect(page.estimated).toBe(true);
    expect(page.entries.map((entry) => entry.email)).toEqual(expected);
    const next = await store.listEntries({ search: 'filler-11', offset: 50, limit: 10 });
    expect(next.entries.map((entry) => entry.email)).toEqual(
      Array.from({ length: 10 }, (_, index) => `filler-${11_949 - index}@example.com`),
    );
  });

  it('counts a status filter from counters that follow inserts, status changes and deletes', async () => {
    await sql.query(`UPDATE waitlist_entries SET status = 'confirmed' WHERE email LIKE 'old-1%'`);
    await sql.query(`UPDATE waitlist_entries SET status = 'invited' WHERE email LIKE 'old-10%'`);
    await sql.query(`UPDATE waitlist_entries SET link_sent_at = now() WHERE email LIKE 'old-%'`);
    await sql.query(`DELETE FROM waitlist_entries WHERE email LIKE 'old-11%'`);
    const { rows } = await sql.query<{ status: string; count: number }>(
      'SELECT status, count(*)::integer AS count FROM waitlist_entries GROUP BY status',
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const status of ['waiting', 'confirmed', 'invited', 'activated'] as const) {
      const page = await store.listEntries({ search: '', offset: 0, limit: 5, status });
      expect(page.matching).toBe(rows.find((row) => row.status === status)?.count ?? 0);
    }
  });

  it('rounds an estimate to three significant digits', () => {
    expect(roundEstimate(12_437)).toBe(12_400);
    expect(roundEstimate(1_001)).toBe(1_000);
    expect(roundEstimate(501)).toBe(501);
    expect(roundEstimate(987)).toBe(987);
    expect(roundEstimate(0)).toBe(0);
  });
});
