import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import {
  ADDRESS_MATCHES_SQL,
  isAddressSearch,
  localPartTail,
  tailPattern,
} from './postgresAddressSearch.js';
import { matchesPage } from './postgresMatchesPage.js';
import { PostgresStore } from '../assembly/postgresStore.js';

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
  // As the store's upkeep does (searchIndexUpkeep.ts): the rows in the index proper.
  await sql.query("SELECT gin_clean_pending_list('waitlist_entries_search')");
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

/** EXPLAIN ANALYZE of a statement: its plan as JSON text and the buffers it read in all. */
async function measuredPlan(text: string, values: unknown[]) {
  const { rows } = await sql.query<{
    'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }];
  }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
  const plan = rows[0]!['QUERY PLAN'];
  return {
    plan: JSON.stringify(plan),
    buffers: plan[0].Plan['Shared Hit Blocks'] + plan[0].Plan['Shared Read Blocks'],
  };
}

describe('a search for an address on PostgreSQL', () => {
  it('reads the index on the address, not the trigram index or the whole table', async () => {
    // Migration 31's function runs its statement with a generic plan (planned once): the
    // buffers it reads show whether that plan still takes the address's index.
    const needle = 'seed-4242@example.com';
    // The first call plans (reading the catalogs); the second reads only what the search does.
    await measuredPlan(ADDRESS_MATCHES_SQL, ['2424-dees', needle, 501]);
    const byAddress = await measuredPlan(ADDRESS_MATCHES_SQL, ['2424-dees', needle, 501]);
    const byTrigrams = await measuredPlan(
      'SELECT position FROM waitlist_entries WHERE search_text LIKE $1 LIMIT 501',
      [`%${needle}%`],
    );
    const wholeTable = await measuredPlan(
      'SELECT count(*) FROM waitlist_entries WHERE strpos(search_text, $1) > 0',
      [needle],
    );
    expect(byAddress.buffers * 10).toBeLessThan(byTrigrams.buffers);
    expect(byAddress.buffers * 10).toBeLessThan(wholeTable.buffers);
  });

  it('gives every string starting with a prefix a range: the prefix with its last character next', async () => {
    const end = async (prefix: string) =>
      (await sql.query<{ end: string | null }>('SELECT waitlist_prefix_end($1) AS end', [prefix]))
        .rows[0]!.end;
    expect(await end('2424-dees')).toBe('2424-deet');
    expect(await end('ab\u{d7ff}')).toBe('ab\u{e000}');
    expect(await end('a\u{10ffff}')).toBe('b');
    expect(await end('\u{10ffff}')).toBeNull();
    // Such a needle is searched as any other text: found, not an error.
    expect(isAddressSearch('\u{10ffff}@example.com')).toBe(false);
    expect(isAddressSearch('a\u{10ffff}@example.com')).toBe(true);
    const page = await store.listEntries({ search: '\u{10ffff}@example.com', offset: 0, limit: 5 });
    expect(page.entries).toEqual([]);
  });

  it('answers a search matching more than 500 addresses as an estimate, its page still newest first', async () => {
    // Local parts ending in "1": 2,000 of the 20,000.
    const page = await store.listEntries({ search: '1@example.com', offset: 0, limit: 3 });
    expect(page.entries.map((entry) => entry.email)).toEqual([
      'seed-19991@example.com',
      'seed-19981@example.com',
      'seed-19971@example.com',
    ]);
    expect(page.estimated).toBe(true);
    expect(page.matching).toBeGreaterThan(500);
  });

  it('finds the entry of a whole address and of the start of one among 20,000 of one domain', async () => {
    for (const search of ['seed-4242@example.com', 'SEED-4242@', 'seed-4242@exa']) {
      const page = await store.listEntries({ search, offset: 0, limit: 50 });
      expect(page.entries.map((entry) => entry.email)).toEqual(['seed-4242@example.com']);
      expect(page.matching).toBe(1);
    }
  });
});

describe('a search for the start of an address typed without its @ on PostgreSQL', () => {
  it('knows the start of a local part: a word, a mark, then at least three characters', () => {
    expect(localPartTail('seed-4242')).toBe(4);
    expect(localPartTail('ada.love')).toBe(3);
    expect(localPartTail('seed-42')).toBe(-1);
    expect(localPartTail('hopper')).toBe(-1);
    expect(localPartTail('-4242')).toBe(-1);
    expect(localPartTail('seed-4242@')).toBe(-1);
    expect(localPartTail('seed 4242')).toBe(-1);
  });

  it("asks the trigram index for the tail's inner trigrams, or with its mark when it has one", () => {
    expect(tailPattern('seed-424242', 4)).toBe('%424242%');
    expect(tailPattern('ada.love_lace', 3)).toBe('%love\\_lace%');
    // "99999" and "1111" hold one inner trigram each: the mark's trigrams narrow the rows.
    expect(tailPattern('seed-99999', 4)).toBe('%-99999%');
    expect(tailPattern('seed-1111', 4)).toBe('%-1111%');
    expect(tailPattern('ada.b-cd', 3)).toBe('%.b-cd%');
  });

  it('searches a tail held by many rows as before: it is not read row by row', async () => {
    // Every row holds "hopper", none ".hopper": estimated as the pattern with its mark, the tail
    // looked rare (a handful of rows), and the index then found all 20,000 to check.
    const needle = 'grace.hopper';
    const answer = async (pattern: string) =>
      (
        await sql.query<{ position: string | null }>(
          'SELECT * FROM waitlist_start_matches($1, $2, $3, 501, 2000) AS position',
          [needle, needle, pattern],
        )
      ).rows.map((row) => row.position);
    expect(await answer('%.hopper%')).toEqual([]);
    expect(await answer(tailPattern(needle, localPartTail(needle)))).toEqual([null]);
    const page = await store.listEntries({ search: 'Grace.Hopper', offset: 0, limit: 50 });
    expect(page.entries).toEqual([]);
    expect(page.matching).toBe(0);
  });

  it('reads the index on the address and a few rows, not every address starting alike', async () => {
    const needle = 'seed-4242';
    // Migration 30's statement, which waitlist_local_part_matches runs once the tail is rare.
    const byAddress = await measuredPlan(
      'SELECT * FROM waitlist_local_part_union($1, $2, $3, $4)',
      [`${needle}%`, needle, `%${needle.slice(localPartTail(needle))}%`, 501],
    );
    const byTrigrams = await measuredPlan(
      'SELECT position FROM waitlist_entries WHERE search_text LIKE $1 LIMIT 501',
      [`%${needle}%`],
    );
    expect(indexesRead(JSON.parse(byAddress.plan))).toContain('waitlist_entries_email_order');
    expect(byAddress.plan).not.toContain('"Seq Scan"');
    // The whole needle's trigrams include those of "seed", held by all 20,000 addresses: the
    // index reads their lists whole.
    // 13 pages against 40 here; at 1,000,000 entries 57 against 863, and 2.8 ms against 61 ms.
    expect(byAddress.buffers * 2).toBeLessThan(byTrigrams.buffers);
  });

  it('reads a few rows with the search planned once (migration 31), as migration 30 did', async () => {
    const needle = 'seed-4242';
    const search = () =>
      measuredPlan('SELECT * FROM waitlist_start_matches($1, $2, $3, $4, 2000)', [
        needle,
        needle,
        `%${needle.slice(localPartTail(needle))}%`,
        501,
      ]);
    // Each call's buffers include the pages the function's statements read while planned, so
    // a call that plans again (a cache invalidated by autovacuum's ANALYZE, say) reads more:
    // the fewest of a few calls is the planned-once search.
    const calls = [];
    for (let call = 0; call < 4; call++) calls.push(await search());
    const planned = { buffers: Math.min(...calls.slice(1).map((call) => call.buffers)) };
    const byTrigrams = await measuredPlan(
      'SELECT position FROM waitlist_entries WHERE search_text LIKE $1 LIMIT 501',
      [`%${needle}%`],
    );
    // 19 pages against the trigram search's 34 to 40 here (the trigram index's pending rows
    // vary): fewer, with room for the count beside the rows. The gap widens with the list.
    expect(planned.buffers).toBeLessThan(byTrigrams.buffers);
  });

  it('finds them in one statement, or declines with one NULL when the tail is common', async () => {
    const answer = async (rareTail: number) =>
      (
        await sql.query<{ position: string | null }>(
          'SELECT * FROM waitlist_start_matches($1, $2, $3, $4, $5) AS position',
          ['seed-4242', 'seed-4242', '%-4242%', 501, rareTail],
        )
      ).rows.map((row) => row.position);
    // Only seed-4242@example.com holds it among seed-1 … seed-20000.
    const [found, ...more] = await answer(2_000);
    expect(found).not.toBeNull();
    expect(more).toEqual([]);
    expect(await answer(0)).toEqual([null]);
    const declined = await matchesPage(
      (config, values) => sql.query(config, values).then((result) => result.rows),
      {
        name: 'declining_start_page',
        sql: 'SELECT position FROM waitlist_start_matches($1, $2, $3, $4, 0) AS position',
      },
      ['seed-4242', 'seed-4242', '%-4242%'],
      { offset: 0, limit: 5 },
      501,
    );
    expect(declined).toEqual({ declined: true, total: 20_000 });
  });

  it('finds the entries starting with it among 20,000 of one domain, and pages them', async () => {
    const page = await store.listEntries({ search: 'SEED-1999', offset: 1, limit: 3 });
    expect(page.entries.map((entry) => entry.email)).toEqual([
      'seed-19998@example.com',
      'seed-19997@example.com',
      'seed-19996@example.com',
    ]);
    expect(page.matching).toBe(11);
  });
});
