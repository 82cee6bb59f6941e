import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { readSchema } from '../../testing/postgresSchema.js';
import { migrate } from './migrate.js';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(() => postgres?.stop());

describe('schema.sql', () => {
  // `npm run db:schema` runs this test with --update, which writes schema.sql again.
  it('is the schema that every migration makes on an empty database', async () => {
    const client = new pg.Client({
      connectionString: await postgres.createDatabase({ empty: true }),
    });
    await client.connect();
    try {
      await migrate(client);
      await expect(
        await readSchema(client),
        'schema.sql is written again by `npm run db:schema` after a migration is added',
      ).toMatchFileSnapshot('./schema.sql');
    } finally {
      await client.end();
    }
  });
});
