import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAILURES_PER_USER_NETWORK,
  FAILURES_PER_USERNAME,
  FIRST_WAIT_MS,
} from '../auth/loginThrottle.js';
import { DEVICE_COOKIE } from '../auth/deviceCookie.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 20, finding 1: strangers cannot lock the admin out. */

const PASSWORD = 'correct horse battery';

let server: TestServer;
beforeEach(async () => {
  // Behind one trusted proxy hop (loopback): X-Forwarded-For names the client's network.
  server = await startTestServer({ adminPassword: PASSWORD, trustProxy: 'loopback' });
});
afterEach(async () => {
  await server.dispose();
});

const login = (password: string, from: string, cookie?: string) =>
  request(`${server.url}/api/login`, {
    method: 'POST',
    body: { username: 'admin', password },
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  });

function cookieNamed(response: { headers: Headers }, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return line?.split(';')[0];
}

async function failFrom(network: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await login(`wrong-${attempt}`, network)).status).toBe(401);
  }
}

describe('login throttling', { timeout: 120_000 }, () => {
  it("a stranger's failed logins from another network do not block the admin's password", async () => {
    await failFrom('203.0.113.5', FAILURES_PER_USER_NETWORK);
    expect((await login(PASSWORD, '203.0.113.5')).status).toBe(429);
    // The admin, on another network, is not held up by them.
    expect((await login(PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('slows down the guessing network rather than blocking it for 15 minutes', async () => {
    await failFrom('203.0.113.5', FAILURES_PER_USER_NETWORK);
    const slowed = await login(PASSWORD, '203.0.113.5');
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(FIRST_WAIT_MS / 1000);
    expect((slowed.body as { message: string }).message).toMatch(
      /^Too many login attempts\. Please wait \d+ seconds? and try again\.$/,
    );
  });

  it('a browser that signed in before skips the username lock that many networks built up', async () => {
    const first = await login(PASSWORD, '192.0.2.10');
    expect(first.status).toBe(200);
    const device = cookieNamed(first, DEVICE_COOKIE);
    expect(device).toBeDefined();
    expect(first.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/);

    // A distributed guess: a few failures from each of many networks.
    const perNetwork = 5;
    for (let network = 0; network * perNetwork < FAILURES_PER_USERNAME; network += 1) {
      await failFrom(`10.${network}.0.1`, perNetwork);
    }
    // A new browser is slowed down by the username lock...
    expect((await login(PASSWORD, '192.0.2.99')).status).toBe(429);
    // ...the admin's known browser is not, from wherever it comes.
    expect((await login(PASSWORD, '192.0.2.99', device)).status).toBe(200);
  });

  it('refuses a forged device cookie', async () => {
    const perNetwork = 5;
    for (let network = 0; network * perNetwork < FAILURES_PER_USERNAME; network += 1) {
      await failFrom(`10.${network}.0.1`, perNetwork);
    }
    const forged = `${DEVICE_COOKIE}=admin.AAAAAAAAAAAAAAAAAAAAAA.1700000000000.forged`;
    expect((await login(PASSWORD, '192.0.2.99', forged)).status).toBe(429);
  });

  it('keeps the counters across a restart', async () => {
    await failFrom('203.0.113.5', FAILURES_PER_USER_NETWORK);
    server = await server.restart();
    expect((await login(PASSWORD, '203.0.113.5')).status).toBe(429);
  });
});
