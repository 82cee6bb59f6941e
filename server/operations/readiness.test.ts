import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../server.js';
import { signUp } from '../testing/fixtures.js';
import { startTestPostgres, testsPostgres, type TestPostgres } from '../testing/postgres.js';
import {
  makeDataDir,
  request,
  startTestServer,
  testConfig,
  type TestServer,
} from '../testing/testServer.js';

const readyz = async (url: string) => {
  const started = performance.now();
  const answer = await request(`${url}/readyz`);
  return { ...answer, ms: performance.now() - started };
};

// Stopping the database needs a server of the test's own; a given TEST_DATABASE_URL is not ours.
describe.skipIf(!testsPostgres() || Boolean(process.env.TEST_DATABASE_URL))(
  '/readyz on PostgreSQL',
  () => {
    let postgres: TestPostgres;
    let server: TestServer;
    let databaseUrl: string;

    beforeAll(async () => {
      postgres = await startTestPostgres({ private: true }); // it stops and starts its server
      databaseUrl = await postgres.createDatabase();
      server = await startTestServer({ databaseUrl });
    });
    afterAll(async () => {
      await server?.dispose();
      await postgres?.stop();
    });

    it('answers 503 within 2 s of the database stopping, and 200 once it is back, with no restart', async () => {
      expect((await readyz(server.url)).status).toBe(200);
      await postgres.pause!();
      const down = await readyz(server.url);
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unready', reason: 'the database does not answer' });
      expect(down.ms).toBeLessThan(2_000);
      // Liveness is the process's, not the database's.
      expect((await request(`${server.url}/healthz`)).status).toBe(200);

      await postgres.resume!();
      await vi.waitFor(async () => expect((await readyz(server.url)).status).toBe(200), {
        timeout: 10_000,
        interval: 100,
      });
      expect(
        (await request(`${server.url}/api/waitlist/join`, { body: signUp('a@example.com') }))
          .status,
      ).toBe(201);
    });

    it('answers 503 while a migration of this build is missing from the database', async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: number }>(
          'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version',
        );
        const latest = rows[0]!.version;
        const behind = await readyz(server.url);
        expect(behind.status).toBe(503);
        expect(behind.body).toEqual({
          status: 'unready',
          reason: `the database schema is at version ${latest - 1}, this build needs ${latest}`,
        });
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [latest]);
        expect((await readyz(server.url)).status).toBe(200);
      } finally {
        await client.end();
      }
    });
  },
);

describe('/readyz on the embedded store', () => {
  it('answers 503 while writes to the data folder fail, and 200 once one goes through', async () => {
    const dataDir = await makeDataDir();
    let diskFull = false;
    const running = await startServer(testConfig(dataDir, { databaseUrl: undefined }), {
      beforeWrite: async () => {
        if (diskFull) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    });
    try {
      const join = (email: string) =>
        request(`${running.url}/api/waitlist/join`, { body: signUp(email) });
      expect((await readyz(running.url)).status).toBe(200);
      diskFull = true;
      expect((await join('full@example.com')).status).toBe(503);
      expect((await readyz(running.url)).body).toEqual({
        status: 'unready',
        reason: 'the last write to the data folder failed',
      });
      diskFull = false;
      expect((await join('space@example.com')).status).toBe(201);
      expect((await readyz(running.url)).status).toBe(200);
    } finally {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
