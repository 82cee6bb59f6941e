import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { ADDRESS_MATCHES_SQL } from './addressSearch.js';
import { PostgresStore } from './postgresStore.js';

/**
 * Issue 30, item 3: on a list where nearly every address shares its domain, a search for one
 * address reads the address's index (migration 29), not the trigram index nor the whole table.
 * No timing here: the plan PostgreSQL chooses is what a slow search would show.
 */

let postgres: TestPostgres;
let store: PostgresStore;
let sql: pg.Client;

beforeAll(async () => {
  postgres = await startTestPostgres();
  const url = await postgres.createDatabase({ database: true });
  store = await PostgresStore.open({ databaseUrl: url });
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
  await sql.query(
    `INSERT INTO waitlist_entries
       (first_name, last_name, email, company, has_consented, position, created_at, source)
     SELECT 'Grace', 'Hopper', 'seed-' || i || '@example.com', 'Initech', true,
            nextval('waitlist_position_seq'), now(), 'form'
     FROM generate_series(1, 20000) AS i`,
  );
  await sql.query('ANALYZE waitlist_entries');
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await store?.close();
  await postgres?.stop();
});

/** The names of the indexes a plan reads, from EXPLAIN's JSON. */
function indexesRead(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesRead);
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = typeof node['Index Name'] === 'string' ? [node['Index Name']] : [];
  return [...own, ...Object.values(node).flatMap(indexesRead)];
}

async function planOf(localPart: string, needle: string) {
  const { rows } = await sql.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) ${ADDRESS_MATCHES_SQL}`,
    [localPart, needle, 501],
  );
  return JSON.stringify(rows[0]!['QUERY PLAN']);
}

describe('a search for an address on PostgreSQL', () => {
  it('reads the index on the address, not the trigram index or the whole table', async () => {
    const plan = await planOf('242424-dees%', 'seed-424242@example.com');
    expect(indexesRead(JSON.parse(plan))).toContain('waitlist_entries_local_part');
    expect(indexesRead(JSON.parse(plan))).not.toContain('waitlist_entries_search');
    expect(plan).not.toContain('"Seq Scan"');
  });

  it('finds the entry of a whole address and of the start of one among 20,000 of one domain', async () => {
    for (const search of ['seed-4242@example.com', 'SEED-4242@', 'seed-4242@exa']) {
      const page = await store.listEntries({ search, offset: 0, limit: 50 });
      expect(page.entries.map((entry) => entry.email)).toEqual(['seed-4242@example.com']);
      expect(page.matching).toBe(1);
    }
  });
});
