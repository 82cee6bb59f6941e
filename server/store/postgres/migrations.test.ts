import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { migrate, readMigrations } from './migrate.js';
import { PostgresStore } from '../assembly/postgresStore.js';

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

describe('migrations', () => {
  it('refuse to start from a folder whose files skip a number or are misnamed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'synapse-migrations-'));
    try {
      await writeFile(join(dir, '0001-first.sql'), 'SELECT 1;');
      await writeFile(join(dir, '0003-third.sql'), 'SELECT 3;');
      await expect(readMigrations(dir)).rejects.toThrow(/0003-third\.sql.*expected number 2/);
      await rm(join(dir, '0003-third.sql'));
      await writeFile(join(dir, '0002 Second.sql'), 'SELECT 2;');
      await expect(readMigrations(dir)).rejects.toThrow(/0002 Second\.sql.*NNNN-words/);
      await rm(join(dir, '0002 Second.sql'));
      await writeFile(join(dir, 'README.md'), 'not a migration');
      expect(await readMigrations(dir)).toEqual([
        { version: 1, file: '0001-first.sql', sql: 'SELECT 1;' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('run once when several processes migrate at the same moment', async () => {
    const url = await postgres.createDatabase({ empty: true });
    const clients = await Promise.all([1, 2, 3].map(() => connect(url)));
    try {
      const applied = await Promise.all(clients.map((client) => migrate(client)));
      const all = (await readMigrations()).map((migration) => migration.version);
      expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
      expect(applied.filter((versions) => versions.length > 0)).toEqual([all]);
      expect(applied.filter((versions) => versions.length === 0)).toHaveLength(2);
      expect(await migrate(clients[0]!)).toEqual([]);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it('bring an older schema up to date, counting the entries it already holds', async () => {
    const url = await postgres.createDatabase({ empty: true });
    const client = await connect(url);
    try {
      await client.query(`CREATE TABLE schema_migrations (
        version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      await client.query((await readMigrations())[0]!.sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES (1)');
      await client.query(`INSERT INTO waitlist_entries
        (first_name, last_name, email, company, has_consented, position, created_at, source)
        SELECT 'Ada', 'Lovelace', 'old' || i || '@example.com', '', true, nextval('waitlist_position_seq'), now(), 'form'
        FROM generate_series(1, 3) AS i`);
    } finally {
      await client.end();
    }
    const store = await PostgresStore.open({ databaseUrl: url });
    try {
      expect(await store.count()).toBe(3);
      const joined = await store.join({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        company: '',
        hasConsented: true,
        source: 'form',
      });
      expect(joined.entry.position).toBe(4);
      expect(await store.count()).toBe(4);
    } finally {
      await store.close();
    }
  });

  it('let concurrent writers claim different counter slots, and no trigger derive one from its backend', async () => {
    const url = await postgres.createDatabase({ empty: true });
    const [first, second] = await Promise.all([connect(url), connect(url)]);
    try {
      await migrate(first);
      const { rows: derived } = await first.query(
        `SELECT proname FROM pg_proc WHERE prosrc LIKE '%pg_backend_pid() %%'
           AND pronamespace = current_schema()::regnamespace AND proname <> 'synapse_counter_slot'`,
      );
      expect(derived).toEqual([]);
      const slot = async (client: pg.Client) =>
        (await client.query<{ slot: number }>('SELECT synapse_counter_slot() AS slot')).rows[0]!
          .slot;
      await first.query('BEGIN');
      await second.query('BEGIN');
      const [a, again, b] = [await slot(first), await slot(first), await slot(second)];
      expect(again).toBe(a); // one slot for the whole transaction
      expect(b).not.toBe(a);
      await first.query('COMMIT');
      await second.query('COMMIT');
      // Released at commit: the next transaction may take it.
      await first.query('BEGIN');
      expect([0, 1, 2, 3]).toContain(await slot(first));
      await first.query('COMMIT');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });
});
