import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  boothPaths,
  type BoothInfo,
  type StaffStatus,
  type TwoFactorSetup,
} from '../../../src/shared/index.js';
import { DEVICE_COOKIE } from '../../auth/deviceCookie.js';
import { lowerHashCostForTests, PRODUCTION_HASH_COST } from '../../auth/password.js';
import { signUp } from '../../testing/fixtures.js';
import { pipelinedStatuses } from '../../testing/rawHttp.js';
import { routeTable } from '../../testing/routeTable.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.dispose()));
});

async function booth(pin?: string): Promise<TestServer> {
  const server = await startTestServer({ formSource: 'kiosk', booth: { pin } });
  servers.push(server);
  return server;
}

/** A browser on the booth: keeps its cookies between calls, as Chromium does. */
function browser(server: TestServer) {
  let cookies = new Map<string, string>();
  return async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await request(`${server.url}${path}`, {
      ...init,
      headers: cookie ? { cookie } : {},
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      cookies = new Map(cookies).set(name, value);
    }
    return response;
  };
}

const login = { username: 'admin', password: 'correct horse battery' };

/** Spellings Express routes as the path itself: any case, and a trailing slash. */
function spellingsOf(path: string): string[] {
  const capitalized = path.replace(/\/(\w)/g, (_match, first: string) => `/${first.toUpperCase()}`);
  return [path, `${path}/`, path.toUpperCase(), `${capitalized}/`];
}

describe('the booth operator PIN', () => {
  it('asks for the PIN before the admin sign-in, then lets the password through', async () => {
    const server = await booth('2468');
    const call = browser(server);
    const early = await call('/api/login', { body: login });
    expect(early.status).toBe(401);
    expect(early.body).toEqual({ message: 'Enter the operator PIN first.' });
    expect((await call('/api/admin/stats')).status).toBe(401);

    expect((await call(boothPaths.unlock, { body: { pin: '2468' } })).status).toBe(204);
    expect((await call(boothPaths.booth)).body).toMatchObject({ pinSet: true, unlocked: true });
    expect((await call('/api/login', { body: login })).status).toBe(200);
    expect((await call('/api/admin/stats')).status).toBe(200);
  });

  it('asks for the PIN before every spelling of the sign-in and of each admin route', async () => {
    const server = await booth('2468');
    const call = browser(server);
    const adminRoutes = routeTable(server).filter(({ path }) => path.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(20);
    const routes = [{ method: 'POST', path: '/api/login' }, ...adminRoutes];
    for (const { method, path } of routes) {
      for (const spelling of spellingsOf(path.replace(/:\w+/g, '1'))) {
        const answer = await call(spelling, { method, body: method === 'GET' ? undefined : login });
        expect({ route: `${method} ${spelling}`, ...answer.body! }).toEqual({
          route: `${method} ${spelling}`,
          message: 'Enter the operator PIN first.',
        });
        expect(answer.status).toBe(401);
      }
    }

    expect((await call(boothPaths.unlock, { body: { pin: '2468' } })).status).toBe(204);
    expect((await call('/API/Login/', { body: login })).status).toBe(200);
    expect((await call('/api/Admin/stats')).status).toBe(200);
    expect((await call('/api/admin/STATS/')).status).toBe(200);
  });

  it('locks the prompt for a minute after 5 wrong PINs, even for the right one', async () => {
    const server = await booth('2468');
    const call = browser(server);
    for (let attempt = 1; attempt < 5; attempt++) {
      const wrong = await call(boothPaths.unlock, { body: { pin: '1111' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ message: 'That PIN is not right.' });
    }
    const fifth = await call(boothPaths.unlock, { body: { pin: '1111' } });
    expect(fifth.status).toBe(429);
    expect((fifth.body as { message: string }).message).toMatch(
      /^Too many wrong PINs\. The prompt is locked; try again in (60|59) s\.$/,
    );
    expect((await call(boothPaths.unlock, { body: { pin: '2468' } })).status).toBe(429);
    expect(((await call(boothPaths.booth)).body as BoothInfo).lockedForSeconds).toBeGreaterThan(50);
  });

  it('checks at most 5 of a burst of wrong PINs, and the right one sent behind it meets the lock', async () => {
    // The PIN hashed at the production cost: its checks take as long as on a real booth.
    lowerHashCostForTests(PRODUCTION_HASH_COST.N);
    const server = await booth('2468').finally(() =>
      lowerHashCostForTests(Number(process.env.TEST_PASSWORD_HASH_N)),
    );
    const unlock = (pin: string) => ({
      method: 'POST',
      path: boothPaths.unlock,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin }),
    });
    // All on one connection: the booth reads the right PIN after the 40 wrong ones, before it
    // has answered any of them.
    const statuses = await pipelinedStatuses(server.url, [
      ...Array.from({ length: 40 }, () => unlock('1111')),
      unlock('2468'),
    ]);
    const wrong = statuses.slice(0, 40);
    expect(wrong.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(wrong.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    const again = await request(`${server.url}${boothPaths.unlock}`, { body: { pin: '2468' } });
    expect(again.status).toBe(429);
    const info = (await request(`${server.url}${boothPaths.booth}`)).body as BoothInfo;
    expect(info.lockedForSeconds).toBeGreaterThan(50);
  });

  it('has the first operator choose a PIN when KIOSK_PIN is unset, stored only as a hash', async () => {
    const server = await booth(undefined);
    const call = browser(server);
    expect((await call(boothPaths.booth)).body).toEqual({
      booth: true,
      pinSet: false,
      unlocked: false,
      lockedForSeconds: 0,
      event: null,
    });
    expect((await call(boothPaths.unlock, { body: { pin: '1357' } })).status).toBe(409);
    expect((await call(boothPaths.pin, { body: { pin: '12' } })).body).toMatchObject({
      message: 'The PIN is 4 to 8 digits.',
    });
    expect((await call(boothPaths.pin, { body: { pin: '1357' } })).status).toBe(204);
    expect((await call(boothPaths.pin, { body: { pin: '9999' } })).status).toBe(409);

    const stored = await readFile(join(server.dataDir, 'operator-pin'), 'utf8');
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('1357');
    expect((await stat(join(server.dataDir, 'operator-pin'))).mode & 0o777).toBe(0o600);

    const restarted = await server.restart();
    servers.splice(servers.indexOf(server), 1, restarted);
    const again = browser(restarted);
    expect((await again(boothPaths.unlock, { body: { pin: '1357' } })).status).toBe(204);
  });

  it('lets one of two first PINs chosen at once win: the other answers 409 and does not work', async () => {
    const server = await booth(undefined);
    const choose = (pin: string) => ({
      method: 'POST',
      path: boothPaths.pin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin }),
    });
    // One connection: the booth reads the second choice while it still stores the first.
    expect(await pipelinedStatuses(server.url, [choose('1357'), choose('9999')])).toEqual([
      204, 409,
    ]);
    const unlock = (pin: string) => request(`${server.url}${boothPaths.unlock}`, { body: { pin } });
    expect((await unlock('9999')).status).toBe(401);
    expect((await unlock('1357')).status).toBe(204);
    const restarted = await server.restart();
    servers.splice(servers.indexOf(server), 1, restarted);
    expect(
      (await request(`${restarted.url}${boothPaths.unlock}`, { body: { pin: '1357' } })).status,
    ).toBe(204);
  });

  it('ends the operator unlock and the admin session at the idle reset', async () => {
    const server = await booth('2468');
    const call = browser(server);
    await call(boothPaths.unlock, { body: { pin: '2468' } });
    await call('/api/login', { body: login });
    expect((await call('/api/admin/stats')).status).toBe(200);
    expect((await call(boothPaths.lock, { method: 'POST' })).status).toBe(204);
    expect((await call('/api/admin/stats')).status).toBe(401);
    expect((await call(boothPaths.staff)).status).toBe(401);
  });

  it('asks for the two-factor code at every sign-in on a booth and remembers no browser', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const server = await startTestServer({
      formSource: 'kiosk',
      booth: { pin: '2468' },
      now: () => clock,
    });
    servers.push(server);
    const code = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });
    const call = browser(server);
    await call(boothPaths.unlock, { body: { pin: '2468' } });
    await call('/api/login', { body: login });
    const setup = (await call('/api/admin/two-factor/setup', { method: 'POST' }))
      .body as TwoFactorSetup;
    const enabled = await call('/api/admin/two-factor/enable', {
      body: { code: await code(setup.secret) },
    });
    expect(enabled.status).toBe(200);

    for (let visit = 0; visit < 2; visit++) {
      clock += 60_000;
      await call(boothPaths.lock, { method: 'POST' });
      await call(boothPaths.unlock, { body: { pin: '2468' } });
      expect((await call('/api/login', { body: login })).body).toEqual({ twoFactorRequired: true });
      const signedIn = await call('/api/login', {
        body: { ...login, code: await code(setup.secret) },
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.getSetCookie().join('\n')).not.toContain(DEVICE_COOKIE);
    }
  });

  it('answers no booth calls on a server that is not a booth', async () => {
    const server = await startTestServer();
    servers.push(server);
    expect((await request(`${server.url}${boothPaths.booth}`)).status).toBe(404);
  });
});

describe('the staff panel', () => {
  it('shows counts and recent sign-ups by name and company, never an e-mail address', async () => {
    const server = await booth('2468');
    const call = browser(server);
    expect((await call(boothPaths.staff)).status).toBe(401);
    await call('/api/waitlist/join', { body: signUp('ada@example.com') });
    await call('/api/waitlist/join', {
      body: signUp('grace@example.com', {
        firstName: 'Grace',
        lastName: 'Hopper',
        company: 'Navy',
      }),
    });
    await call(boothPaths.unlock, { body: { pin: '2468' } });
    const staff = await call(boothPaths.staff);
    const status = staff.body as StaffStatus;
    expect(status).toMatchObject({
      signUpsToday: 2,
      total: 2,
      unsynced: 2,
      syncConfigured: false,
      webAnswers: null,
    });
    expect(status.recent.map(({ name, company }) => ({ name, company }))).toEqual([
      { name: 'Grace Hopper', company: 'Navy' },
      { name: 'Ada Lovelace', company: 'Analytical Engines' },
    ]);
    expect(staff.text).not.toContain('@example.com');
  });

  it("makes exit's last push and says how many stay on the booth while the web is away", async () => {
    const server = await startTestServer({
      formSource: 'kiosk',
      booth: { pin: '2468', exitPushMs: 2_000 },
      webhookAllowPrivate: true,
      boothSync: {
        url: 'http://127.0.0.1:9',
        apiKey: 'syn_unreachable-web-0123456789abcdef0123',
        event: 'Expo',
        intervalMs: 60_000,
        retryMaxMs: 60_000,
      },
    });
    servers.push(server);
    const call = browser(server);
    await call('/api/waitlist/join', { body: signUp('ada@example.com') });
    await call(boothPaths.unlock, { body: { pin: '2468' } });
    const pushed = await call(boothPaths.exitPush, { method: 'POST' });
    expect(pushed.status).toBe(200);
    expect(pushed.body).toMatchObject({ unsynced: 1, syncConfigured: true, webAnswers: false });
    expect((pushed.body as StaffStatus).lastError).toBeTruthy();
    const files = await readdir(server.dataDir);
    expect(files).toContain('db.json');
  });
});
