import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PROBLEM_TEXTS,
  adminProblemsResponseSchema,
  withoutAddresses,
  type AdminProblem,
  type BoothSyncStatus,
} from '../../src/shared/index.js';
import type { ServerConfig } from '../config.js';
import { adminSession } from '../testing/adminSession.js';
import { newEntry, signUp } from '../testing/fixtures.js';
import { startSmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 44, item 3: the admin says what is wrong. GET /api/admin/problems lists e-mail that cannot
 * go out (no SMTP_URL, or the latest attempts failing, with the mail server's words and no
 * address), PUBLIC_URL missing in production, and a booth's sync failing for an hour.
 */

const PASSWORD = 'correct horse battery';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await startTestServer({ adminPassword: PASSWORD, ...overrides });
  cleanups.push(() => server.dispose());
  return server;
}

async function problemsOf(server: TestServer): Promise<AdminProblem[]> {
  const answer = await (await adminSession(server, PASSWORD))('/problems');
  expect(answer.status).toBe(200);
  return adminProblemsResponseSchema.parse(answer.body).problems;
}

const join = (server: TestServer, email: string) =>
  request(`${server.url}/api/waitlist/join`, { method: 'POST', body: signUp(email) });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the problems the admin is told about', () => {
  it('needs a session', async () => {
    const server = await start();
    expect((await request(`${server.url}/api/admin/problems`)).status).toBe(401);
  });

  it('says e-mail is off without SMTP_URL, with what waits, and that PUBLIC_URL is missing in production', async () => {
    const server = await start({ production: true });
    expect((await join(server, 'ada@example.com')).status).toBe(201);
    expect(await problemsOf(server)).toEqual([
      {
        id: 'mail-off',
        message: ADMIN_PROBLEM_TEXTS.mailOff(1),
        section: { path: '/admin/messages', label: 'Open the outbox' },
      },
      { id: 'public-url', message: ADMIN_PROBLEM_TEXTS.publicUrl },
    ]);
  });

  it('has nothing to say once SMTP_URL and PUBLIC_URL are set and mail goes out', async () => {
    const smtp = await startSmtpCatcher();
    cleanups.push(() => smtp.close());
    // http: with an https PUBLIC_URL the session cookie is Secure and this plain HTTP test loses it.
    const server = await start({
      production: true,
      publicUrl: 'http://synapse.example',
      loop: { smtpUrl: smtp.url, publicUrl: 'http://synapse.example' },
    });
    expect(await problemsOf(server)).toEqual([]);
    await join(server, 'ada@example.com');
    await smtp.waitFor(1);
    expect(await problemsOf(server)).toEqual([]);
  });

  it("names the mail server's refusal while the latest attempts fail, without the address, and forgets it once mail goes out", async () => {
    const smtp = await startSmtpCatcher();
    cleanups.push(() => smtp.close());
    smtp.refuseWith = 451;
    const server = await start({ production: false, loop: { smtpUrl: smtp.url, retryBaseMs: 50 } });
    await join(server, 'ada@example.com');
    await join(server, 'grace@example.com');
    const failing = await until(
      () => problemsOf(server),
      (problems) => problems.length > 0,
    );
    expect(failing).toHaveLength(1);
    expect(failing[0]).toMatchObject({ id: 'mail-failing' });
    expect(failing[0]!.message).toMatch(/^E-mail is not going out: .*"451 .*Try again later"$/);
    expect(failing[0]!.message).not.toMatch(/@/);

    smtp.refuseWith = null;
    await smtp.waitFor(2);
    expect(
      await until(
        () => problemsOf(server),
        (problems) => problems.length === 0,
      ),
    ).toEqual([]);
  });

  it('keeps addresses out of what a mail server said', () => {
    expect(withoutAddresses('550 5.1.1 <ada.l@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 [address]: Recipient address rejected',
    );
    expect(withoutAddresses('The SMTP server refused grace+x@example.org.')).toBe(
      'The SMTP server refused [address]',
    );
  });

  it("says a booth's sync has failed once it has failed for an hour, not before", async () => {
    const web: Server = createServer((_req, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => web.close(resolve)));
    let clock = Date.parse('2026-11-28T09:00:00Z');
    const { port } = web.address() as { port: number };
    const booth = await start({
      production: false,
      webhookAllowPrivate: true,
      now: () => clock,
      boothSync: {
        url: `http://127.0.0.1:${port}`,
        apiKey: 'key',
        intervalMs: 100,
        retryMaxMs: 200,
      },
    });
    // The web side (PostgreSQL) has no booth sync: nothing to check there.
    if (booth.store.kind !== 'lowdb') return;
    await booth.store.join(newEntry('visitor@booth.example', { source: 'kiosk' }));
    const admin = await adminSession(booth, PASSWORD);
    const status = await until(
      async () => (await admin('/sync')).body as BoothSyncStatus,
      (sync) => sync.failingSince !== null,
    );
    expect(status.failingSince).toBe('2026-11-28T09:00:00.000Z');
    const boothProblems = async () =>
      (await problemsOf(booth)).filter((problem) => problem.id === 'booth-sync');
    expect(await boothProblems()).toEqual([]);

    clock += 61 * 60_000;
    const [problem] = await boothProblems();
    expect(problem).toMatchObject({
      id: 'booth-sync',
      section: { path: '/admin/booths', label: 'Open booth sync' },
    });
    expect(problem!.message).toBe(ADMIN_PROBLEM_TEXTS.boothSync(status.lastError!));
  });
});
