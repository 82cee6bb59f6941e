import { FIRST_OWNER } from '../testing/fixtures.js';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/index.js';
import { INITIAL_PASSWORD_FILE } from '../auth/initialAdmin.js';
import {
  FAILURES_PER_NETWORK as LOGIN_FAILURES_PER_IP,
  FAILURES_PER_USER_NETWORK as LOGIN_FAILURES_PER_USERNAME,
  FIRST_WAIT_MS,
  tooManyLogins,
} from '../auth/loginThrottle.js';

const TOO_MANY_LOGINS = tooManyLogins(FIRST_WAIT_MS);
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

const PASSWORD = 'correct horse battery';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
});
afterEach(async () => {
  await server.dispose();
});

const login = (body: unknown, headers: Record<string, string> = {}) =>
  request(`${server.url}/api/login`, { method: 'POST', body, headers });

function sessionCookie(response: { headers: Headers }): string {
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('synapse.sid='));
  if (!setCookie) throw new Error('no session cookie was set');
  return setCookie.split(';')[0]!;
}

async function loggedIn(username = 'admin', password = PASSWORD): Promise<string> {
  const response = await login({ username, password });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

const currentUser = (cookie?: string) =>
  request(`${server.url}/api/user`, { headers: cookie ? { cookie } : {} });

describe('GET /api/user', () => {
  it('answers 401 JSON without a session', async () => {
    const response = await currentUser();
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'Not logged in.' });
  });

  it('answers the username with a session', async () => {
    const response = await currentUser(await loggedIn());
    expect(response.status).toBe(200);
    expect(response.body).toEqual(FIRST_OWNER);
  });

  it('answers 401 for a forged cookie', async () => {
    const response = await currentUser('synapse.sid=s%3Aforged.signature');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/login', () => {
  it('logs in with the right password, username in any case, and sets a hardened cookie', async () => {
    const response = await login({ username: '  ADMIN ', password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(FIRST_OWNER);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^synapse\.sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Expires=/);
    // Plain HTTP without a trusted proxy: no Secure flag, or the browser would drop the cookie.
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure behind an HTTPS proxy it trusts', async () => {
    await server.dispose();
    server = await startTestServer({ adminPassword: PASSWORD, trustProxy: 'loopback' });
    const response = await login(
      { username: 'admin', password: PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/Secure/);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'wrong password' }],
    ['an unknown user', { username: 'mallory', password: PASSWORD }],
  ])('refuses %s with 401 and no session', async (_case, body) => {
    const response = await login(body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid username or password' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses empty fields with the required message', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: MESSAGES.loginRequired });
  });

  it('gives a new session id at login (no fixation)', async () => {
    const first = await loggedIn();
    const second = await login({ username: 'admin', password: PASSWORD }, { cookie: first });
    expect(second.status).toBe(200);
    const renewed = sessionCookie(second);
    expect(renewed).not.toBe(first);
    // The old id is gone, the new one works.
    expect((await currentUser(first)).status).toBe(401);
    expect((await currentUser(renewed)).status).toBe(200);
  });

  it('keeps a session across a server restart', async () => {
    const cookie = await loggedIn();
    server = await server.restart();
    const response = await currentUser(cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(FIRST_OWNER);
  });

  it('refuses a login from another origin with 403', async () => {
    const response = await login(
      { username: 'admin', password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts a login from its own origin', async () => {
    const response = await login({ username: 'admin', password: PASSWORD }, { origin: server.url });
    expect(response.status).toBe(200);
  });
});

describe('login rate limits', () => {
  it(`answers 429 after ${LOGIN_FAILURES_PER_USERNAME} failures for one username, even with the right password`, async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_USERNAME; attempt += 1) {
      expect((await login({ username: 'admin', password: `wrong-${attempt}` })).status).toBe(401);
    }
    const limited = await login({ username: 'Admin', password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: TOO_MANY_LOGINS });
  });

  it('does not count successful logins', async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_USERNAME + 2; attempt += 1) {
      expect((await login({ username: 'admin', password: PASSWORD })).status).toBe(200);
    }
  });

  it(`answers 429 after ${LOGIN_FAILURES_PER_IP} failures from one address across usernames`, async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_IP; attempt += 1) {
      expect((await login({ username: `guess${attempt}`, password: 'nope!!' })).status).toBe(401);
    }
    const limited = await login({ username: 'admin', password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: TOO_MANY_LOGINS });
  });
});

describe('POST /api/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = await loggedIn();
    const response = await request(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /synapse\.sid=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    const response = await request(`${server.url}/api/logout`, { method: 'POST' });
    expect(response.status).toBe(204);
  });

  it('refuses a logout from another origin with 403 and keeps the session', async () => {
    const cookie = await loggedIn();
    const response = await request(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await currentUser(cookie)).status).toBe(200);
  });
});

describe('the first admin user', () => {
  it('gets a generated password, kept in a 0600 file, when ADMIN_PASSWORD is unset', async () => {
    await server.dispose();
    server = await startTestServer({ adminPassword: undefined });
    const file = join(server.dataDir, INITIAL_PASSWORD_FILE);
    const generated = (await readFile(file, 'utf8')).trim();
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await login({ username: 'admin', password: 'correct horse battery' })).status).toBe(
      401,
    );
    const cookie = await loggedIn('admin', generated);

    // A restart keeps the user and the password.
    server = await server.restart();
    expect((await readFile(file, 'utf8')).trim()).toBe(generated);

    const changed = await request(`${server.url}/api/admin/change-password`, {
      method: 'POST',
      headers: { cookie },
      body: { currentPassword: generated, newPassword: 'a brand new secret' },
    });
    expect(changed.status).toBe(204);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await login({ username: 'admin', password: generated })).status).toBe(401);
    await loggedIn('admin', 'a brand new secret');
  });

  it('writes no password file when ADMIN_PASSWORD is set', async () => {
    await expect(stat(join(server.dataDir, INITIAL_PASSWORD_FILE))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('stores only a salted scrypt hash', async () => {
    const user = await server.store.findUser('admin');
    expect(user?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);
    for (const name of await readdir(server.dataDir)) {
      expect(await readFile(join(server.dataDir, name), 'utf8')).not.toContain(PASSWORD);
    }
  });
});
