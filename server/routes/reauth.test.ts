import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  REAUTH_TEXT,
  REAUTH_WINDOW_MS,
  TWO_FACTOR_TEXT,
  type ApiKeySummary,
  type AuditPage,
  type TwoFactorSetup,
} from '../../src/shared/index.js';
import { REAUTH_FAILURES } from '../auth/loginLimits.js';
import { Browser } from '../testing/browser.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 24, item 2: a stolen session cookie alone cannot give itself lasting access or take the
 * list away. Past 5 minutes after the password was last given, these actions answer 403 with
 * `reauth: true` until POST /api/admin/reauth has the password (and code) again. Both stores.
 */

const PASSWORD = 'correct horse battery';
let server: TestServer;
let clock = Date.parse('2026-12-02T10:00:00Z');

beforeEach(async () => {
  server = await startTestServer({
    adminPassword: PASSWORD,
    webhookAllowPrivate: true,
    now: () => clock,
  });
});
afterEach(async () => {
  await server.dispose();
});

const newBrowser = () => new Browser(() => server.url, PASSWORD);

async function signedInBrowser(): Promise<Browser> {
  const browser = newBrowser();
  expect((await browser.login()).status).toBe(200);
  return browser;
}

/** Each action that asks for the password again, as the dashboard sends it (booth sync: lowdb). */
const GUARDED: Record<string, (browser: Browser) => ReturnType<Browser['call']>> = {
  'a new API key': (browser) =>
    browser.call('/api/admin/api-keys', { body: { name: 'Stolen', scopes: ['entries:read'] } }),
  'a new webhook': (browser) =>
    browser.call('/api/admin/webhooks', {
      body: { url: 'http://127.0.0.1:9/hooks', events: ['entry.created'] },
    }),
  'switching two-factor on': (browser) =>
    browser.call('/api/admin/two-factor/setup', { method: 'POST' }),
  'the waitlist CSV': (browser) => browser.call('/api/admin/waitlist/export'),
  'the audit log CSV': (browser) => browser.call('/api/admin/audit/export'),
  'changing booth sync': (browser) =>
    browser.call('/api/admin/sync', { method: 'PUT', body: { url: '' } }),
  'signing out everywhere': (browser) =>
    browser.call('/api/admin/sign-out-everywhere', { method: 'POST' }),
};

/** Booth sync runs on lowdb deployments only; PostgreSQL is the web side. */
const answered = (name: string) => name !== 'changing booth sync' || server.store.kind === 'lowdb';

const later = (ms: number) => {
  clock += ms;
};

async function auditActions(browser: Browser): Promise<string[]> {
  const page = (await browser.call('/api/admin/audit')).body as AuditPage;
  return page.events.map((event) => `${event.action} ${event.detail}`.trim());
}

describe('actions that give lasting access or export personal data', () => {
  it('do not ask again within 5 minutes of signing in', async () => {
    const browser = await signedInBrowser();
    later(REAUTH_WINDOW_MS - 1000);
    for (const [name, act] of Object.entries(GUARDED)) {
      if (!answered(name)) continue;
      expect((await act(browser)).status, name).toBeLessThan(300);
    }
  });

  it.each(Object.keys(GUARDED))(
    'asks for the password again before %s once 5 minutes have passed, then does it',
    async (name) => {
      if (!answered(name)) return;
      const act = GUARDED[name]!;
      const browser = await signedInBrowser();
      later(REAUTH_WINDOW_MS);
      const refused = await act(browser);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        message: REAUTH_TEXT.needed,
        reauth: true,
        codeNeeded: false,
      });
      expect(refused.headers.get('content-disposition')).toBeNull();

      const given = await browser.call('/api/admin/reauth', { body: { password: PASSWORD } });
      expect(given.status).toBe(204);
      expect((await act(browser)).status).toBeLessThan(300);
    },
  );

  it('creates nothing while the password is due', async () => {
    const browser = await signedInBrowser();
    later(REAUTH_WINDOW_MS + 1);
    await GUARDED['a new API key']!(browser);
    await GUARDED['a new webhook']!(browser);
    const keys = (await browser.call('/api/admin/api-keys')).body as { keys: ApiKeySummary[] };
    expect(keys.keys).toEqual([]);
    expect((await browser.call('/api/admin/webhooks')).body).toEqual({ endpoints: [] });
  });

  it('asks again 5 minutes after the password was last given', async () => {
    const browser = await signedInBrowser();
    later(REAUTH_WINDOW_MS);
    await browser.call('/api/admin/reauth', { body: { password: PASSWORD } });
    later(REAUTH_WINDOW_MS - 1000);
    expect((await GUARDED['the waitlist CSV']!(browser)).status).toBe(200);
    later(1000);
    expect((await GUARDED['the waitlist CSV']!(browser)).status).toBe(403);
  });
});

describe('giving the password again', () => {
  it('refuses a wrong password, audits it, and keeps the action refused', async () => {
    const browser = await signedInBrowser();
    later(REAUTH_WINDOW_MS);
    const wrong = await browser.call('/api/admin/reauth', { body: { password: 'not it at all' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: REAUTH_TEXT.wrongPassword,
      errors: { password: REAUTH_TEXT.wrongPassword },
    });
    expect((await GUARDED['a new API key']!(browser)).status).toBe(403);
    await browser.call('/api/admin/reauth', { body: { password: PASSWORD } });
    expect(await auditActions(browser)).toEqual(
      expect.arrayContaining(['reauth', 'reauth-failed password']),
    );
  });

  it('is limited: after 10 wrong passwords even the right one waits', async () => {
    const browser = await signedInBrowser();
    for (let attempt = 0; attempt < REAUTH_FAILURES; attempt += 1) {
      const wrong = await browser.call('/api/admin/reauth', {
        body: { password: `guess ${attempt}` },
      });
      expect(wrong.status).toBe(400);
    }
    const held = await browser.call('/api/admin/reauth', { body: { password: PASSWORD } });
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: REAUTH_TEXT.tooMany });
  });

  it('needs a session', async () => {
    const stranger = await newBrowser().call('/api/admin/reauth', { body: { password: PASSWORD } });
    expect(stranger.status).toBe(401);
  });

  it('with two-factor on, asks for a code too and takes each code once', async () => {
    const browser = await signedInBrowser();
    const setup = (await browser.call('/api/admin/two-factor/setup', { method: 'POST' }))
      .body as TwoFactorSetup;
    const code = (steps = 0) =>
      generate({ secret: setup.secret, epoch: Math.floor(clock / 1000) + steps * 30 });
    await browser.call('/api/admin/two-factor/enable', { body: { code: await code() } });
    later(REAUTH_WINDOW_MS);

    const refused = await GUARDED['a new API key']!(browser);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: REAUTH_TEXT.neededWithCode,
      reauth: true,
      codeNeeded: true,
    });
    const noCode = await browser.call('/api/admin/reauth', { body: { password: PASSWORD } });
    expect(noCode.status).toBe(400);
    expect((noCode.body as { message: string }).message).toBe(TWO_FACTOR_TEXT.codeNeeded);
    const fresh = await code();
    const given = await browser.call('/api/admin/reauth', {
      body: { password: PASSWORD, code: fresh },
    });
    expect(given.status).toBe(204);
    expect((await GUARDED['a new API key']!(browser)).status).toBe(201);

    const replay = await browser.call('/api/admin/reauth', {
      body: { password: PASSWORD, code: fresh },
    });
    expect(replay.status).toBe(400);
    expect((replay.body as { message: string }).message).toBe(TWO_FACTOR_TEXT.wrongCode);
    expect(await auditActions(browser)).toContain('reauth-failed code');
  });
});
