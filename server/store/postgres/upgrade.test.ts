import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { readSchema } from '../../testing/postgresSchema.js';
import { migrate, readMigrations } from './migrate.js';
import { PostgresStore } from '../assembly/postgresStore.js';

/**
 * docs/product.md §25: a database made by an older build migrates forward with
 * nothing lost. The fixture is a database as the build before the .sql files made it (its
 * header says how), replayed whole or up to one of its steps.
 */
const FIXTURE = new URL('./fixtures/database-f5bdf71.sql', import.meta.url);
/** The fixture's last step: the number of migrations that build had. */
const FIXTURE_STEPS = 21;
const FIXTURE_ENTRIES = 24;

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(() => postgres?.stop());

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The old build's migration steps up to `lastStep`, recorded as it recorded them, then its rows. */
async function oldDatabase(client: pg.Client, lastStep: number): Promise<void> {
  const [steps = '', rows = ''] = (await readFile(FIXTURE, 'utf8')).split(/^-- rows$/m);
  const kept = steps.split(/^(?=-- step \d+$)/m).filter((chunk) => {
    const step = /^-- step (\d+)$/m.exec(chunk);
    return !step || Number(step[1]) <= lastStep;
  });
  await client.query(kept.join('') + rows);
}

type Columns = Record<string, string>;

/** Each table's stored columns (not schema_migrations, not the generated ones) as a select list. */
async function tableColumns(client: pg.Client): Promise<Columns> {
  const { rows } = await client.query<{ name: string; columns: string }>(`
    SELECT c.relname AS name, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
    FROM pg_class AS c JOIN pg_attribute AS a ON a.attrelid = c.oid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
      AND c.relname <> 'schema_migrations' AND a.attnum > 0 AND NOT a.attisdropped
      AND a.attgenerated = ''
    GROUP BY c.relname`);
  return Object.fromEntries(rows.map((row) => [row.name, row.columns]));
}

/** Every row of those tables as JSON of those columns, in a fixed order. */
async function allRows(client: pg.Client, columns: Columns): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const [table, list] of Object.entries(columns)) {
    const { rows } = await client.query<{ row: unknown }>(
      `SELECT row_to_json(r) AS row FROM (SELECT ${list} FROM ${table}) AS r
       ORDER BY row_to_json(r)::text`,
    );
    all[table] = rows.map((row) => row.row);
  }
  return all;
}

/** Each counter kept by triggers beside what counting the entries answers: equal when all is well. */
async function counters(client: pg.Client): Promise<{ kept: unknown[]; counted: unknown[] }> {
  const rows = async (sql: string) => (await client.query(sql)).rows;
  const kept = await rows(`
    SELECT 'count' AS name, sum(entries)::int AS n FROM waitlist_count_shards
    UNION ALL SELECT name, sum(entries)::int FROM waitlist_counters GROUP BY name HAVING sum(entries) <> 0
    UNION ALL SELECT 'line:' || status, sum(entries)::int FROM line_count_shards GROUP BY status
      HAVING sum(entries) <> 0
    UNION ALL SELECT 'block:' || status || ':' || block, sum(entries)::int FROM line_blocks
      GROUP BY status, block HAVING sum(entries) <> 0
    ORDER BY name`);
  const counted = await rows(`
    SELECT 'count' AS name, count(*)::int AS n FROM waitlist_entries
    UNION ALL SELECT name, count(*)::int FROM waitlist_entries AS e,
      unnest(waitlist_counter_names(e.source, e.created_at, e.status)) AS name GROUP BY name
    UNION ALL SELECT 'line:' || synapse_line_status(e), count(*)::int FROM waitlist_entries AS e
      WHERE synapse_line_status(e) IS NOT NULL GROUP BY 1
    UNION ALL SELECT 'block:' || synapse_line_status(e) || ':' || ((e.position - e.referral_bonus) >> 10),
      count(*)::int FROM waitlist_entries AS e WHERE synapse_line_status(e) IS NOT NULL GROUP BY 1
    ORDER BY name`);
  return { kept, counted };
}

/** What a visitor and an admin do on the migrated database, all of which must work. */
async function useTheStore(url: string): Promise<void> {
  const store = await PostgresStore.open({ databaseUrl: url, referralBoost: 5 });
  try {
    expect(await store.count()).toBe(FIXTURE_ENTRIES);
    const stats = await store.stats();
    expect(stats.total).toBe(FIXTURE_ENTRIES);
    expect(stats.bySource).toMatchObject({ form: 7, terminal: 8, kiosk: 9 });

    const again = await store.join({
      firstName: 'Alan',
      lastName: 'Turing',
      email: ' PERSON2@example.com ',
      company: '',
      hasConsented: true,
      source: 'form',
    });
    expect(again).toMatchObject({ alreadyOnList: true, entry: { id: 2, position: 2 } });

    const referrer = (await store.findEntry(4))!;
    const joined = await store.join({
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'katherine@example.com',
      company: 'NASA',
      hasConsented: true,
      source: 'terminal',
      ref: referrer.referralCode,
    });
    // The old build had drawn 25 positions (one entry was deleted since): the next is 26.
    expect(joined).toMatchObject({ alreadyOnList: false, entry: { position: 26, referredBy: 4 } });
    expect(await store.count()).toBe(FIXTURE_ENTRIES + 1);

    const found = await store.listEntries({ search: 'lovelace 12', offset: 0, limit: 10 });
    expect(found.entries.map((entry) => entry.email)).toEqual(['Person12@Example.com']);
    const place = await store.placeInLine((await store.findEntry(13))!, true);
    // In line: the 24 but 3 invited, 2 held and 1 unsubscribed, and Katherine.
    expect(place).toEqual({ place: 8, total: 19 });

    // Issue 40, item 4: the one "admin" is the team's first owner, with its password and history.
    expect(await store.listUsers()).toEqual([
      expect.objectContaining({
        username: 'admin',
        role: 'owner',
        email: null,
        passwordHash: 'scrypt$fixture$hash',
      }),
    ]);
    const history = (await store.listAudit({ offset: 0, limit: 10 })).events;
    expect(history.map((event) => [event.action, event.actor])).toEqual([
      ['export', 'admin'],
      ['login', 'admin'],
    ]);
    expect(await store.getTwoFactor('admin')).toMatchObject({ secret: 'JBSWY3DPEHPK3PXP' });
    expect(await store.getSession('sid-fixture-1')).toMatchObject({ data: { username: 'admin' } });
    expect((await store.listApiKeys()).map((key) => key.name).sort()).toEqual([
      'Booth Berlin',
      'Old',
    ]);
    expect(await store.listWebhookEndpoints()).toHaveLength(1);
  } finally {
    await store.close();
  }
}

describe('a database made by the build before the migrations were .sql files', () => {
  it('keeps every row, counter and position, applies only the newer files, and works', async () => {
    const url = await postgres.createDatabase({ empty: true });
    const client = await connect(url);
    try {
      await oldDatabase(client, FIXTURE_STEPS);
      const columns = await tableColumns(client);
      const before = await allRows(client, columns);
      expect(before.waitlist_entries).toHaveLength(FIXTURE_ENTRIES);

      const newer = (await readMigrations()).filter((step) => step.version > FIXTURE_STEPS);
      expect(await migrate(client)).toEqual(newer.map((step) => step.version));
      expect(await allRows(client, columns)).toEqual(before);
      expect(await readSchema(client)).toBe(
        await readFile(new URL('./schema.sql', import.meta.url), 'utf8'),
      );
      await useTheStore(url);
      const { kept, counted } = await counters(client);
      expect(kept).toEqual(counted);
    } finally {
      await client.end();
    }
  });

  it('made before migration 18 gets 18 on from the files, with the schema of schema.sql', async () => {
    const url = await postgres.createDatabase({ empty: true });
    const client = await connect(url);
    try {
      await oldDatabase(client, 17);
      const columns = await tableColumns(client);
      const before = await allRows(client, columns);

      const applied = await migrate(client);
      expect(applied[0]).toBe(18);
      expect(applied).toEqual((await readMigrations()).slice(17).map((step) => step.version));
      expect(await allRows(client, columns)).toEqual(before);
      // Migrations 18 and 19 create their functions whole: the same as the old build's rewrites.
      expect(await readSchema(client)).toBe(
        await readFile(new URL('./schema.sql', import.meta.url), 'utf8'),
      );
      await useTheStore(url);
      const { kept, counted } = await counters(client);
      expect(kept).toEqual(counted);
    } finally {
      await client.end();
    }
  });
});
