import { FIRST_OWNER } from '../testing/fixtures.js';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECOVERY_CODE_COUNT,
  TEAM_TEXTS,
  TWO_FACTOR_TEXT,
  type OwnDevice,
  type AuditPage,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../src/shared/index.js';
import { FAILURES_PER_USER_NETWORK } from '../auth/loginThrottle.js';
import { resetAdminPassword } from '../tools/resetAdminPassword.js';
import { Browser as CookieBrowser } from '../testing/browser.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 20, finding 6: optional TOTP two-factor sign-in, on both stores. */

const PASSWORD = 'correct horse battery';
const STEP_MS = 30_000;

let server: TestServer;
/** The server's sign-in clock, moved by the tests a step at a time. */
let clock = Date.parse('2026-11-23T10:00:00Z');

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD, now: () => clock });
});
afterEach(async () => {
  await server.dispose();
});

/** The TOTP code an authenticator app shows at the server's clock, `steps` later. */
const totp = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor((clock + steps * STEP_MS) / 1000) });

/** A browser of this test's server: keeps the cookies it sets, as Chromium would. */
class Browser extends CookieBrowser {
  constructor() {
    super(() => server.url, PASSWORD);
  }
}

async function signedInBrowser(): Promise<Browser> {
  const browser = new Browser();
  expect((await browser.login()).body).toEqual(FIRST_OWNER);
  return browser;
}

/** Enrols from `browser`: answers the secret and the recovery codes. */
async function enrol(browser: Browser) {
  const setup = await browser.call('/api/admin/two-factor/setup', { method: 'POST' });
  expect(setup.status).toBe(200);
  const { secret } = setup.body as TwoFactorSetup;
  const enabled = await browser.call('/api/admin/two-factor/enable', {
    method: 'POST',
    body: { code: await totp(secret) },
  });
  expect(enabled.status).toBe(200);
  clock += STEP_MS;
  return { secret, recoveryCodes: (enabled.body as TwoFactorEnabled).recoveryCodes };
}

async function auditActions(browser: Browser): Promise<string[]> {
  const page = (await browser.call('/api/admin/audit')).body as AuditPage;
  return page.events.map((event) => `${event.action} ${event.detail}`.trim());
}

describe('enrolling in two-factor sign-in', () => {
  it('shows a QR code and the secret, and switches on only after a right code', async () => {
    const browser = await signedInBrowser();
    const setup = await browser.call('/api/admin/two-factor/setup', { method: 'POST' });
    const { secret, qrCode, otpauthUri } = setup.body as TwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUri).toBe(`otpauth://totp/Synapse:admin?secret=${secret}&issuer=Synapse`);

    const status = async () =>
      (await browser.call('/api/admin/two-factor')).body as TwoFactorStatus;
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const wrong = await browser.call('/api/admin/two-factor/enable', {
      method: 'POST',
      body: { code: '000000' === (await totp(secret)) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message).toBe(TWO_FACTOR_TEXT.wrongCode);
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // Until confirmed, a new browser signs in with the password alone.
    expect((await new Browser().login()).body).toEqual(FIRST_OWNER);

    const enabled = await browser.call('/api/admin/two-factor/enable', {
      method: 'POST',
      body: { code: await totp(secret) },
    });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = enabled.body as TwoFactorEnabled;
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(await auditActions(browser)).toEqual(
      expect.arrayContaining(['two-factor-enabled', 'two-factor-failed enrolment']),
    );
  });

  it('refuses to enable without a set-up and needs a session', async () => {
    const browser = await signedInBrowser();
    const enable = await browser.call('/api/admin/two-factor/enable', {
      method: 'POST',
      body: { code: '123456' },
    });
    expect(enable.status).toBe(400);
    expect((enable.body as { message: string }).message).toBe(TWO_FACTOR_TEXT.noSetup);
    expect((await new Browser().call('/api/admin/two-factor')).status).toBe(401);
    const stranger = await new Browser().call('/api/admin/two-factor/setup', { method: 'POST' });
    expect(stranger.status).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('asks a new browser for a code, and the password alone starts no session', async () => {
    const { secret } = await enrol(await signedInBrowser());
    const laptop = new Browser();
    const first = await laptop.login();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect(await laptop.signedIn()).toBe(false);

    const wrong = await laptop.login({ code: '000000' === (await totp(secret)) ? '1' : '000000' });
    expect(wrong.status).toBe(401);
    expect((wrong.body as { message: string }).message).toBe(TWO_FACTOR_TEXT.wrongCode);
    expect(await laptop.signedIn()).toBe(false);

    const right = await laptop.login({ code: await totp(secret) });
    expect(right.body).toEqual(FIRST_OWNER);
    expect(await laptop.signedIn()).toBe(true);
    expect(await auditActions(laptop)).toEqual(
      expect.arrayContaining(['sign-in', 'two-factor-failed sign-in']),
    );
  });

  it('accepts a TOTP code once: a replay in another browser is refused', async () => {
    const { secret } = await enrol(await signedInBrowser());
    const code = await totp(secret);
    expect((await new Browser().login({ code })).body).toEqual(FIRST_OWNER);
    const replay = await new Browser().login({ code });
    expect(replay.status).toBe(401);
    // The next step's code works.
    clock += STEP_MS;
    expect((await new Browser().login({ code: await totp(secret) })).status).toBe(200);
  });

  it('accepts each recovery code once, in any case and with or without dashes', async () => {
    const { recoveryCodes } = await enrol(await signedInBrowser());
    const [code] = recoveryCodes;
    const phone = new Browser();
    const used = await phone.login({ code: ` ${code!.toUpperCase().replace(/-/g, ' ')} ` });
    expect(used.body).toEqual(FIRST_OWNER);
    expect((await new Browser().login({ code })).status).toBe(401);
    const status = (await phone.call('/api/admin/two-factor')).body as TwoFactorStatus;
    expect(status.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect(await auditActions(phone)).toContain('recovery-code-used 9 recovery codes left');
  });

  it('remembers the enrolling browser and a browser that passed the code, not older ones', async () => {
    const before = await signedInBrowser();
    const enrolling = await signedInBrowser();
    const { secret } = await enrol(enrolling);
    // Signed in before two-factor came on: its device cookie does not count.
    expect((await before.login()).body).toEqual({ twoFactorRequired: true });
    expect((await enrolling.login()).body).toEqual(FIRST_OWNER);

    const laptop = new Browser();
    expect((await laptop.login({ code: await totp(secret) })).status).toBe(200);
    await laptop.call('/api/logout', { method: 'POST' });
    expect(await laptop.signedIn()).toBe(false);
    expect((await laptop.login()).body).toEqual(FIRST_OWNER);
  });

  it('slows down wrong codes like wrong passwords, and survives a restart', async () => {
    const { secret } = await enrol(await signedInBrowser());
    server = await server.restart();
    const guesser = new Browser();
    expect((await guesser.login()).body).toEqual({ twoFactorRequired: true });
    const right = await totp(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < FAILURES_PER_USER_NETWORK; attempt += 1) {
      expect((await guesser.login({ code: wrong })).status).toBe(401);
    }
    const held = await guesser.login({ code: right });
    expect(held.status).toBe(429);
    expect(await guesser.signedIn()).toBe(false);
  });
});

describe('switching two-factor off', () => {
  it('needs the password and a code, and is audited', async () => {
    const browser = await signedInBrowser();
    const { secret, recoveryCodes } = await enrol(browser);
    const disable = (body: unknown) =>
      browser.call('/api/admin/two-factor/disable', { method: 'POST', body });

    const badPassword = await disable({ password: 'not it at all', code: await totp(secret) });
    expect(badPassword.status).toBe(400);
    expect((badPassword.body as { message: string }).message).toBe(TWO_FACTOR_TEXT.wrongPassword);
    const badCode = await disable({ password: PASSWORD, code: 'aaaa-bbbb-cccc' });
    expect(badCode.status).toBe(400);
    expect((badCode.body as { message: string }).message).toBe(TWO_FACTOR_TEXT.wrongCode);
    expect(((await browser.call('/api/admin/two-factor')).body as TwoFactorStatus).enabled).toBe(
      true,
    );

    expect((await disable({ password: PASSWORD, code: recoveryCodes[3] })).status).toBe(204);
    expect((await browser.call('/api/admin/two-factor')).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await new Browser().login()).body).toEqual(FIRST_OWNER);
    expect(await auditActions(browser)).toEqual(
      expect.arrayContaining([
        'two-factor-disabled',
        'two-factor-failed switch-off',
        'two-factor-failed switch-off: password',
      ]),
    );
  });

  it('npm run admin:reset-password --clear-two-factor lets an admin without the phone back in', async () => {
    await enrol(await signedInBrowser());
    await server.stop();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const password = await resetAdminPassword(server.config, undefined, { clearTwoFactor: true });
    server = await server.restart();
    const browser = new Browser();
    expect((await browser.login({ password })).body).toEqual(FIRST_OWNER);
    expect(await auditActions(browser)).toContainEqual(
      expect.stringMatching(/^password-reset .*; two-factor cleared$/),
    );
    vi.restoreAllMocks();
  });
});

describe('remembered browsers under Security (issue 40, item 3)', () => {
  it('lists each with its name and dates, and a forgotten one asks for the code again', async () => {
    const enrolling = await signedInBrowser();
    const { secret } = await enrol(enrolling);
    const laptop = new Browser();
    expect((await laptop.login({ code: await totp(secret) })).status).toBe(200);
    expect((await laptop.login()).body).toEqual(FIRST_OWNER);

    const listed = (await enrolling.call('/api/admin/devices')).body as OwnDevice[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((device) => device.current)).toHaveLength(1);
    for (const device of listed) {
      expect(device).toMatchObject({ name: expect.any(String) as string });
      expect(Date.parse(device.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(device.rememberedAt));
    }
    const other = listed.find((device) => !device.current)!;
    const forgotten = await enrolling.call(`/api/admin/devices/${other.id}`, { method: 'DELETE' });
    expect(forgotten.status).toBe(204);
    expect((await enrolling.call('/api/admin/devices')).body).toHaveLength(1);
    // The laptop's cookie is still signed, but no longer skips the second step.
    expect((await laptop.login()).body).toEqual({ twoFactorRequired: true });
    expect((await enrolling.login()).body).toEqual(FIRST_OWNER);
    expect(await auditActions(enrolling)).toContain(`device-forgotten ${other.name}`);

    const again = await enrolling.call(`/api/admin/devices/${other.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: TEAM_TEXTS.deviceNotFound });
  });
});
