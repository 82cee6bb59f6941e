import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { consoleSignUp, FIRST_OWNER } from '../testing/fixtures.js';

const ADMIN_PASSWORD = 'attack-test-password';
const FOREIGN = 'http://evil.example';

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'synapse-attacks-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

let server: TestServer;
afterEach(async () => {
  await server?.dispose();
});

const start = async (overrides: Parameters<typeof startTestServer>[0] = {}) => {
  server = await startTestServer({ adminPassword: ADMIN_PASSWORD, webRoot, ...overrides });
  return server;
};

function cookieOf(headers: Headers): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith('synapse.sid='));
}

const login = (
  password = ADMIN_PASSWORD,
  headers: Record<string, string> = {},
  username = 'admin',
) =>
  request(`${server.url}/api/login`, {
    method: 'POST',
    body: { username, password },
    headers,
  });

const whoIs = (cookie: string) =>
  request(`${server.url}/api/user`, { headers: { cookie: cookie.split(';')[0]! } });

const count = async () =>
  ((await request(`${server.url}/api/waitlist/count`)).body as { count: number }).count;

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, and not Secure over plain HTTP', async () => {
    await start();
    const response = await login();
    expect(response.status).toBe(200);
    const cookie = cookieOf(response.headers)!;
    expect(cookie).toMatch(/^synapse\.sid=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('is Secure behind a trusted HTTPS proxy', async () => {
    await start({ trustProxy: 1 });
    const response = await login(ADMIN_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    expect(cookieOf(response.headers)).toMatch(/;\s*Secure/i);
  });

  it('expires: it carries a lifetime, and admin answers are never cached', async () => {
    await start();
    const cookie = cookieOf((await login()).headers)!;
    expect(cookie).toMatch(/;\s*Expires=/i);
    const session = cookie.split(';')[0]!;
    for (const path of ['/api/user', '/api/admin/waitlist', '/api/admin/waitlist/export']) {
      const response = await request(`${server.url}${path}`, { headers: { cookie: session } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('no-store');
    }
  });

  it('is not set for a visitor who never logs in', async () => {
    await start();
    for (const path of ['/', '/admin', '/api/user', '/api/waitlist/count']) {
      expect(cookieOf((await request(`${server.url}${path}`)).headers)).toBeUndefined();
    }
  });
});

describe('session fixation and logout', () => {
  it('gives a new session id at login, so a planted id is worthless', async () => {
    await start();
    const planted = cookieOf((await login()).headers)!;
    // The attacker's own valid session cookie, planted in the victim's browser before login.
    const victim = await login(ADMIN_PASSWORD, { cookie: planted.split(';')[0]! });
    const fresh = cookieOf(victim.headers)!;
    expect(fresh.split(';')[0]).not.toBe(planted.split(';')[0]);
    expect((await whoIs(planted)).status).toBe(401);
    expect((await whoIs(fresh)).body).toEqual(FIRST_OWNER);
  });

  it('ignores a forged cookie and issues its own id', async () => {
    await start();
    const forged = 'synapse.sid=s%3Aattacker-chosen-id.forgedsignature';
    expect((await whoIs(forged)).status).toBe(401);
    const response = await login(ADMIN_PASSWORD, { cookie: forged });
    expect(cookieOf(response.headers)).not.toContain('attacker-chosen-id');
  });

  it('ends the session on the server at logout, not only in the browser', async () => {
    await start();
    const cookie = cookieOf((await login()).headers)!;
    const logout = await request(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(logout.status).toBeLessThan(300);
    expect((await whoIs(cookie)).status).toBe(401);
    const admin = await request(`${server.url}/api/admin/waitlist`, {
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(admin.status).toBe(401);
  });
});

describe('the Origin check', () => {
  const ada = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    hasConsented: true,
  };

  it.each([FOREIGN, 'null', 'http://127.0.0.1.evil.example', 'not a url'])(
    'refuses every state-changing call from origin %s with 403 and changes nothing',
    async (origin) => {
      await start();
      const session = cookieOf((await login()).headers)!.split(';')[0]!;
      expect(
        (await request(`${server.url}/api/waitlist/join`, { method: 'POST', body: ada })).status,
      ).toBe(201);
      const headers = { origin, cookie: session };
      const calls: [string, string, unknown][] = [
        ['POST', '/api/waitlist/join', { ...ada, email: 'mallory@example.com' }],
        ['POST', '/api/josh2/join', consoleSignUp('mallory@example.com')],
        ['POST', '/api/waitlist', consoleSignUp('mallory@example.com')],
        ['POST', '/api/login', { username: 'admin', password: ADMIN_PASSWORD }],
        ['POST', '/api/logout', undefined],
        ['DELETE', '/api/admin/waitlist/1', undefined],
        [
          'POST',
          '/api/admin/change-password',
          { currentPassword: ADMIN_PASSWORD, newPassword: 'owned-by-mallory' },
        ],
        ['PUT', '/api/admin/waitlist/1', undefined],
        ['PATCH', '/api/user', undefined],
      ];
      for (const [method, path, body] of calls) {
        const response = await request(`${server.url}${path}`, { method, body, headers });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      // Nothing changed: the entry is there, the session lives, the password is the old one.
      expect(await count()).toBe(1);
      expect((await whoIs(session)).status).toBe(200);
      expect((await login()).status).toBe(200);
    },
  );

  it('lets the same origin through', async () => {
    await start();
    const response = await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      body: ada,
      headers: { origin: server.url.replace('localhost', '127.0.0.1') },
    });
    expect(response.status).toBe(201);
  });
});

describe('the login limiter', { timeout: 120_000 }, () => {
  it('answers 429 after repeated failures for one username, however it is spelled', async () => {
    await start();
    const spellings = ['admin', 'ADMIN', ' Admin '];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(
        (await login(`wrong-${attempt}`, {}, spellings[attempt % spellings.length])).status,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await login(ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Too many login attempts. Please wait 30 seconds and try again.',
    });
    expect(cookieOf(blocked.headers)).toBeUndefined();
  });

  it('answers 429 to one IP trying many usernames, even with forged X-Forwarded-For', async () => {
    await start();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await login(
        'wrong',
        { 'x-forwarded-for': `10.0.0.${attempt}` },
        `u${attempt}`,
      );
      expect(response.status).toBe(401);
    }
    const blocked = await login('wrong', { 'x-forwarded-for': '10.9.9.9' }, 'someone-else');
    expect(blocked.status).toBe(429);
    expect((await login(ADMIN_PASSWORD)).status).toBe(429);
  });
});

describe('the content security policy', () => {
  function directives(header: string | null): Map<string, string[]> {
    const map = new Map<string, string[]>();
    for (const part of (header ?? '').split(';')) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name) map.set(name.toLowerCase(), values);
    }
    return map;
  }

  it.each(['/', '/josh2', '/admin', '/admin/dashboard', '/no/such/page', '/api/waitlist/count'])(
    'on %s allows no inline or eval script, no framing, no plugins',
    async (path) => {
      await start();
      const response = await request(`${server.url}${path}`);
      expect(response.status).toBeLessThan(500);
      const csp = directives(response.headers.get('content-security-policy'));
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      expect(scripts, 'script-src or default-src').toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(scripts?.some((source) => /^(https?:|data:|blob:)$/.test(source))).toBe(false);
      // A directive left out falls back to default-src: the API's is 'none' (it loads nothing).
      expect(csp.get('script-src-attr') ?? csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toBeDefined();
      expect(["'self'", "'none'"]).toContain(csp.get('frame-ancestors')?.[0]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
    },
  );
});
