import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';
import { consoleSignUp, FIRST_OWNER, signUp, newJoinAnswer } from '../../testing/fixtures.js';

const UNAVAILABLE = 'The waitlist is temporarily unavailable. Please try again in a moment.';

let postgres: TestPostgres;
let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  postgres = await startTestPostgres({ private: true }); // it stops and starts its server
  webRoot = await mkdtemp(join(tmpdir(), 'synapse-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Synapse</title>');
  server = await startTestServer({
    databaseUrl: await postgres.createDatabase(),
    webRoot,
    joinRateLimit: 100,
  });
});
afterAll(async () => {
  await server?.dispose();
  await postgres?.stop();
  await rm(webRoot, { recursive: true, force: true });
});

const join_ = (email: string) =>
  request(`${server.url}/api/waitlist/join`, { method: 'POST', body: signUp(email) });

// Stopping the database needs the throwaway server; a given TEST_DATABASE_URL is not ours to stop.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'PostgreSQL going away and coming back',
  () => {
    it('answers 503 while the database is down, keeps the site up, and reconnects by itself', async () => {
      expect((await join_('before@example.com')).status).toBe(201);

      await postgres.pause!();
      const down = await join_('during@example.com');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ message: UNAVAILABLE });
      const terminal = await request(`${server.url}/api/josh2/join`, {
        method: 'POST',
        body: consoleSignUp('wopr@example.com'),
      });
      expect(terminal.status).toBe(503);
      expect((await request(`${server.url}/api/waitlist/count`)).status).toBe(503);
      const site = await request(`${server.url}/`);
      expect(site.status).toBe(200);
      expect(site.text).toContain('<title>Synapse</title>');

      await postgres.resume!();
      const back = await join_('after@example.com');
      expect(back.status).toBe(201);
      expect(back.body).toEqual(newJoinAnswer(2));
      // Nothing from the outage was stored, nor acknowledged.
      expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 2 });
      expect((await join_('during@example.com')).body).toEqual(newJoinAnswer(3));
    });

    it('answers 503, not 500, for a logged-in call while the database is down', async () => {
      const login = await request(`${server.url}/api/login`, {
        method: 'POST',
        body: { username: 'admin', password: 'correct horse battery' },
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      await postgres.pause!();
      try {
        const user = await request(`${server.url}/api/user`, { headers: { cookie } });
        expect(user.status).toBe(503);
        expect(user.body).toEqual({ message: UNAVAILABLE });
      } finally {
        await postgres.resume!();
      }
      expect((await request(`${server.url}/api/user`, { headers: { cookie } })).body).toEqual(
        FIRST_OWNER,
      );
    });
  },
);
