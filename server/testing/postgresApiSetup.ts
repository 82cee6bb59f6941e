import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { databaseUrl } from './postgres.js';
import { useFreshDatabases } from './testServer.js';

/**
 * Runs the API tests on PostgreSQL (vitest project "api-postgres"): every server that
 * startTestServer starts in a new data folder gets a fresh database as its DATABASE_URL.
 */

/** Tests about the embedded store's own files, which a PostgreSQL deployment does not have. */
const LOWDB_ONLY = /\b(data file|data folder|journal)\b/i;

let admin: pg.Client;
let counter = 0;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  useFreshDatabases(async () => {
    counter += 1;
    const name = `api_${process.pid}_${counter}`;
    await admin.query(`CREATE DATABASE ${name}`);
    return databaseUrl(inject('postgresAdminUrl'), name);
  });
});
afterAll(async () => {
  useFreshDatabases(undefined);
  await admin.end();
});

beforeEach((context) => {
  if (LOWDB_ONLY.test(context.task.fullName)) context.skip('about the lowdb store only');
});
