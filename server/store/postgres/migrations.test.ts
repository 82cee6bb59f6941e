import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { migrate, MIGRATIONS } from './migrations.js';
import { PostgresStore } from './postgresStore.js';

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
  it('run once when several processes migrate at the same moment', async () => {
    const url = await postgres.createDatabase();
    const clients = await Promise.all([1, 2, 3].map(() => connect(url)));
    try {
      const applied = await Promise.all(clients.map((client) => migrate(client)));
      const all = MIGRATIONS.map((_, index) => index + 1);
      expect(applied.filter((versions) => versions.length > 0)).toEqual([all]);
      expect(applied.filter((versions) => versions.length === 0)).toHaveLength(2);
      expect(await migrate(clients[0]!)).toEqual([]);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it('bring an older schema up to date, counting the entries it already holds', async () => {
    const url = await postgres.createDatabase();
    const client = await connect(url);
    try {
      await client.query(`CREATE TABLE schema_migrations (
        version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      await client.query(MIGRATIONS[0]!);
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
});
