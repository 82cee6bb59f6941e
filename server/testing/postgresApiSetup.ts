import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestPostgres, type TestPostgres } from './postgres.js';
import { useFreshDatabases } from './testServer.js';

/**
 * Runs the API tests on PostgreSQL (vitest project "api-postgres"): every server that
 * startTestServer starts in a new data folder gets a database of its own, copied from the run's
 * migrated template on its one PostgreSQL (postgresGlobalSetup.ts).
 */

/** Tests about the embedded store's own files, which a PostgreSQL deployment does not have. */
const LOWDB_ONLY = /\b(data file|data folder|journal)\b/i;

let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startTestPostgres();
  useFreshDatabases(() => postgres.createDatabase());
});
afterAll(async () => {
  useFreshDatabases(undefined);
  await postgres.stop();
});

beforeEach((context) => {
  if (LOWDB_ONLY.test(context.task.fullName)) context.skip('about the lowdb store only');
});
