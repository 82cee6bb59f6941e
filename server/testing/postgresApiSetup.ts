import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { databaseUrl } from './postgres.js';
import { useFreshDatabases } from './testServer.js';

/**
 * Runs the API tests on PostgreSQL (vitest project "api-postgres"): every server that
 * startTestServer starts in a new data folder gets an empty schema of its own (search_path in
 * its DATABASE_URL) in a database made for this test file.
 */

/** Tests about the embedded store's own files, which a PostgreSQL deployment does not have. */
const LOWDB_ONLY = /\b(data file|data folder|journal)\b/i;

const adminUrl = inject('postgresAdminUrl');
const database = `api_${process.pid}_${Date.now().toString(36)}`;
let client: pg.Client;
let schemas = 0;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  client = new pg.Client({ connectionString: databaseUrl(adminUrl, database) });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  useFreshDatabases(async () => {
    schemas += 1;
    await client.query(`CREATE SCHEMA test_${schemas}`);
    return databaseUrl(adminUrl, database, `test_${schemas}`);
  });
});
afterAll(async () => {
  useFreshDatabases(undefined);
  await client.end();
  // The throwaway server goes away with its databases; a given server keeps only what it had.
  if (process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
});

beforeEach((context) => {
  if (LOWDB_ONLY.test(context.task.fullName)) context.skip('about the lowdb store only');
});
