import { FIRST_OWNER } from '../testing/fixtures.js';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  REAUTH_WINDOW_MS,
  type ApiKeySummary,
  type AuditPage,
  type CreatedApiKey,
  type SignedOutEverywhere,
  type TwoFactorSetup,
} from '../../src/shared/index.js';
import { Browser } from '../testing/browser.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 24, item 2: what a stolen admin session or browser keeps after the admin reacts. A
 * password change forgets every remembered browser; "sign out everywhere" ends every session of
 * the admin and revokes every API key. Both stores.
 */

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase 24';
let server: TestServer;
let clock = Date.parse('2026-12-03T10:00:00Z');

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD, now: () => clock });
});
afterEach(async () => {
  await server.dispose();
});

const newBrowser = () => new Browser(() => server.url, PASSWORD);
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

async function signedInBrowser(): Promise<Browser> {
  const browser = newBrowser();
  expect((await browser.login()).body).toEqual(FIRST_OWNER);
  return browser;
}

/** Switches two-factor on from `browser`, which is remembered from then on. */
async function enrol(browser: Browser): Promise<string> {
  const setup = await browser.call('/api/admin/two-factor/setup', { method: 'POST' });
  const { secret } = setup.body as TwoFactorSetup;
  const enabled = await browser.call('/api/admin/two-factor/enable', {
    body: { code: await codeFor(secret) },
  });
  expect(enabled.status).toBe(200);
  clock += 30_000;
  return secret;
}

async function newApiKey(browser: Browser, name: string): Promise<string> {
  const created = await browser.call('/api/admin/api-keys', {
    body: { name, scopes: ['entries:read'] },
  });
  expect(created.status).toBe(201);
  return (created.body as CreatedApiKey).key;
}

const readEntries = (key: string) =>
  request(`${server.url}/api/v1/entries`, { headers: { authorization: `Bearer ${key}` } });

describe('a password change', () => {
  it('forgets every remembered browser: each passes the two-factor step again', async () => {
    const enrolling = await signedInBrowser();
    const secret = await enrol(enrolling);
    const laptop = newBrowser();
    expect((await laptop.login({ code: await codeFor(secret) })).body).toEqual(FIRST_OWNER);
    clock += 30_000;
    // Both are remembered: the password alone signs them in.
    expect((await laptop.login()).body).toEqual(FIRST_OWNER);
    expect((await enrolling.login()).body).toEqual(FIRST_OWNER);

    const changed = await enrolling.call('/api/admin/change-password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);

    expect((await laptop.login({ password: NEW_PASSWORD })).body).toEqual({
      twoFactorRequired: true,
    });
    expect((await enrolling.login({ password: NEW_PASSWORD })).body).toEqual({
      twoFactorRequired: true,
    });
    expect(await laptop.signedIn()).toBe(false);
    const code = await codeFor(secret);
    expect((await laptop.login({ password: NEW_PASSWORD, code })).body).toEqual(FIRST_OWNER);
  });

  it('leaves API keys working: they are revoked by "sign out everywhere"', async () => {
    const browser = await signedInBrowser();
    const key = await newApiKey(browser, 'CRM');
    await browser.call('/api/admin/change-password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect((await readEntries(key)).status).toBe(200);
  });
});

describe('sign out everywhere and revoke all API keys', () => {
  it('ends every session of the admin, this one too, and revokes every API key', async () => {
    const thief = await signedInBrowser();
    const desk = await signedInBrowser();
    const keys = [await newApiKey(desk, 'CRM'), await newApiKey(thief, 'Planted')];
    for (const key of keys) expect((await readEntries(key)).status).toBe(200);

    const answer = await desk.call('/api/admin/sign-out-everywhere', { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sessionsEnded: 2, apiKeysRevoked: 2 } as SignedOutEverywhere);

    expect(await desk.signedIn()).toBe(false);
    expect(await thief.signedIn()).toBe(false);
    expect((await thief.call('/api/admin/api-keys')).status).toBe(401);
    for (const key of keys) expect((await readEntries(key)).status).toBe(401);

    const after = await signedInBrowser();
    const listed = (await after.call('/api/admin/api-keys')).body as { keys: ApiKeySummary[] };
    expect(listed.keys.map((key) => key.revokedAt !== null)).toEqual([true, true]);
    const audit = (await after.call('/api/admin/audit')).body as AuditPage;
    expect(audit.events).toContainEqual(
      expect.objectContaining({
        action: 'sign-out-everywhere',
        actor: 'admin',
        detail: '2 sessions ended, 2 API keys revoked',
      }),
    );
  });

  it('asks for the password again first when it was given more than 5 minutes ago', async () => {
    const thief = await signedInBrowser();
    clock += REAUTH_WINDOW_MS;
    const refused = await thief.call('/api/admin/sign-out-everywhere', { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ reauth: true });
    expect(await thief.signedIn()).toBe(true);
  });

  it('needs a session', async () => {
    const stranger = await newBrowser().call('/api/admin/sign-out-everywhere', { method: 'POST' });
    expect(stranger.status).toBe(401);
  });
});
