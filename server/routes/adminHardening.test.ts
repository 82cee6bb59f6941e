import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/shared/index.js';
import { SESSION_IDLE_MS } from '../auth/session.js';
import { hashPassword } from '../auth/password.js';
import { resetAdminPassword } from '../tools/resetAdminPassword.js';
import { captureLog } from '../testing/logCapture.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import type { ServerConfig } from '../config.js';

/** Issue 20, findings 3 and 4: sessions that end, strong passwords, proxies, headers, cookies. */

const PASSWORD = 'correct horse battery';
const STRONG = 'violet tractor mountain 42';

let server: TestServer;
let clock = Date.parse('2026-11-23T10:00:00Z');

async function start(overrides: Partial<ServerConfig> = {}, dataDir?: string) {
  server = await startTestServer(
    { adminPassword: PASSWORD, now: () => clock, ...overrides },
    dataDir,
  );
  return server;
}
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.dispose();
});

function sessionCookieOf(response: { headers: Headers }, name = 'synapse.sid') {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];
}

async function signIn(password = PASSWORD, headers: Record<string, string> = {}) {
  const response = await request(`${server.url}/api/login`, {
    method: 'POST',
    body: { username: 'admin', password },
    headers,
  });
  expect(response.status).toBe(200);
  return sessionCookieOf(response)!;
}

const stats = (cookie: string) => request(`${server.url}/api/admin/stats`, { headers: { cookie } });
const changePassword = (cookie: string, body: unknown) =>
  request(`${server.url}/api/admin/change-password`, { method: 'POST', headers: { cookie }, body });

describe('session timeouts', () => {
  it('ends a session left idle for 30 minutes', async () => {
    await start();
    const cookie = await signIn();
    clock += SESSION_IDLE_MS - 60_000;
    expect((await stats(cookie)).status).toBe(200);
    // Activity moved the idle clock: another 29 minutes later it still works...
    clock += SESSION_IDLE_MS - 60_000;
    expect((await stats(cookie)).status).toBe(200);
    // ...and 30 idle minutes end it, for the session poll too.
    clock += SESSION_IDLE_MS + 1000;
    expect((await stats(cookie)).status).toBe(401);
    expect((await request(`${server.url}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('does not count the session poll as activity', async () => {
    await start();
    const cookie = await signIn();
    for (let minutes = 0; minutes < 40; minutes += 10) {
      clock += 10 * 60_000;
      await request(`${server.url}/api/user`, { headers: { cookie } });
    }
    expect((await stats(cookie)).status).toBe(401);
  });

  it('ends a busy session after 8 hours all the same', async () => {
    await start();
    const cookie = await signIn();
    for (let hour = 0; hour < 8 * 3; hour += 1) {
      clock += 20 * 60_000;
      await stats(cookie);
    }
    expect((await stats(cookie)).status).toBe(401);
  });
});

describe('new passwords', () => {
  it.each([
    ['too short', '123456', MESSAGES.passwordLength],
    ['only spaces', ' '.repeat(16), MESSAGES.passwordBlank],
    ['a common password', 'passwordpassword', MESSAGES.passwordCommon],
    ['the current one', PASSWORD, MESSAGES.passwordSame],
  ])('refuses %s', async (_case, newPassword, message) => {
    await start();
    const response = await changePassword(await signIn(), {
      currentPassword: PASSWORD,
      newPassword,
    });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(message);
  });

  it('accepts a long uncommon one', async () => {
    await start();
    const response = await changePassword(await signIn(), {
      currentPassword: PASSWORD,
      newPassword: STRONG,
    });
    expect(response.status).toBe(204);
  });
});

describe('ADMIN_PASSWORD after the first start', () => {
  it('says in the log that it is ignored, and how to reset the password', async () => {
    await start();
    const dataDir = server.dataDir;
    const log = await captureLog('warn');
    await server.stop();
    await start({ adminPassword: 'a different password entirely' }, dataDir);
    await log.stop();
    const said = log.messages().join('\n');
    expect(said).toMatch(/ADMIN_PASSWORD is ignored/);
    expect(said).toMatch(/npm run admin:reset-password/);
  });
});

describe('npm run admin:reset-password', () => {
  it('sets a new password and ends every session, on a stopped server', async () => {
    await start();
    const cookie = await signIn();
    const { dataDir, config } = server;
    await server.stop();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await resetAdminPassword(config, STRONG);
    await start({}, dataDir);
    expect((await stats(cookie)).status).toBe(401);
    await signIn(STRONG);
    const old = await request(`${server.url}/api/login`, {
      method: 'POST',
      body: { username: 'admin', password: PASSWORD },
    });
    expect(old.status).toBe(401);
  });

  it('takes an e-mail to act on another member of the team, and leaves the owner as is', async () => {
    await start();
    await server.store.createAccount({
      username: 'mia@example.com',
      email: 'mia@example.com',
      name: 'Mia',
      role: 'manager',
      passwordHash: await hashPassword('an old long password'),
    });
    const { dataDir, config } = server;
    await server.stop();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await resetAdminPassword(config, STRONG, { email: 'MIA@example.com' });
    await expect(
      resetAdminPassword(config, STRONG, { email: 'nobody@example.com' }),
    ).rejects.toThrow('No member of the team has the e-mail nobody@example.com.');
    await start({}, dataDir);
    const login = (username: string, password: string) =>
      request(`${server.url}/api/login`, { method: 'POST', body: { username, password } });
    expect((await login('mia@example.com', STRONG)).body).toMatchObject({ role: 'manager' });
    expect((await login('admin', PASSWORD)).status).toBe(200);
  });

  it('refuses a weak password with the same rules as the dashboard', async () => {
    await start();
    const { config } = server;
    await server.stop();
    await expect(resetAdminPassword(config, 'short')).rejects.toThrow(MESSAGES.passwordLength);
    await start({}, server.dataDir);
  });

  it('is wired as an npm script', async () => {
    const { stdout } = await promisify(execFile)('npm', [
      'pkg',
      'get',
      'scripts.admin:reset-password',
    ]);
    expect(stdout).toMatch(/resetAdminPassword/);
  });
});

describe('behind a reverse proxy', () => {
  it('accepts a POST whose Origin is the forwarded host and scheme, when the proxy is trusted', async () => {
    await start({ trustProxy: 'loopback' });
    const response = await request(`${server.url}/api/login`, {
      method: 'POST',
      body: { username: 'admin', password: PASSWORD },
      headers: {
        origin: 'https://waitlist.example.com',
        'x-forwarded-host': 'waitlist.example.com',
        'x-forwarded-proto': 'https',
      },
    });
    expect(response.status).toBe(200);
  });

  it('accepts the configured PUBLIC_URL origin and refuses its plain-HTTP twin', async () => {
    await start({ publicUrl: 'https://waitlist.example.com' });
    const post = (origin: string) =>
      request(`${server.url}/api/login`, {
        method: 'POST',
        body: { username: 'admin', password: PASSWORD },
        headers: { origin },
      });
    expect((await post('https://waitlist.example.com')).status).toBe(200);
    expect((await post('http://waitlist.example.com')).status).toBe(403);
  });

  it('ignores a forwarded host from a proxy it does not trust', async () => {
    await start();
    const response = await request(`${server.url}/api/login`, {
      method: 'POST',
      body: { username: 'admin', password: PASSWORD },
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('uses an always-Secure __Host- cookie in production behind HTTPS', async () => {
    await start({ publicUrl: 'https://waitlist.example.com', trustProxy: 'loopback' });
    const response = await request(`${server.url}/api/login`, {
      method: 'POST',
      body: { username: 'admin', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie().find((value) => value.startsWith('__Host-'));
    expect(line).toMatch(/^__Host-synapse\.sid=/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Domain=/);
    const cookie = sessionCookieOf(response, '__Host-synapse.sid')!;
    expect((await request(`${server.url}/api/user`, { headers: { cookie } })).status).toBe(200);
  });
});

describe('headers and start-up', () => {
  it('sends a Permissions-Policy that turns off what the site never uses', async () => {
    await start();
    const response = await request(`${server.url}/`);
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
  });

  it('allows the camera on /booth only on the web, and on every page of a booth (issue 27)', async () => {
    const cameraOf = async (path: string) =>
      /camera=\(([^)]*)\)/.exec(
        (await request(`${server.url}${path}`)).headers.get('permissions-policy') ?? '',
      )?.[1];
    await start();
    expect(await cameraOf('/booth')).toBe('self');
    for (const path of ['/', '/admin', '/josh2', '/embed', '/booth/other']) {
      expect(await cameraOf(path)).toBe('');
    }
    await server.dispose();
    await start({ booth: { pin: '2468' } });
    for (const path of ['/', '/admin', '/booth']) expect(await cameraOf(path)).toBe('self');
  });

  it('creates a DATA_DIR that does not exist yet', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'synapse-missing-'));
    try {
      await start({}, join(parent, 'not', 'yet'));
      expect((await request(`${server.url}/api/waitlist/count`)).status).toBe(200);
    } finally {
      await server.dispose();
      await rm(parent, { recursive: true, force: true });
    }
  });
});
